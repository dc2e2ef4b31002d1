import path from 'node:path';
import {expect, test} from './support/test';
import {LIBRARY_FINDINGS} from '../../src/design-system/data/libraryFindings';
import {measureFindings} from '../../plugins/library-findings';
import {formatRatio} from '../../src/design-system/theme/contrast';
import {readOhifUiPackage} from '../../plugins/ohif-ui/packageInfo';

const siteDir = path.resolve(__dirname, '../..');

/** Each page that lists findings, with the findings the axe allow-list excuses there. */
const PAGES = [...new Set(LIBRARY_FINDINGS.flatMap((finding) => finding.components))].map((slug) => ({
  slug,
  findings: LIBRARY_FINDINGS.filter((finding) => finding.components.includes(slug)),
}));

test.describe('component pages with JavaScript off: the library’s own defects and the anatomy', () => {
  test.use({javaScriptEnabled: false});

  test('every finding the axe allow-list uses is listed on its component pages, with its figures', async ({page}) => {
    const {figures} = await measureFindings(siteDir);
    const {version} = readOhifUiPackage(siteDir);
    for (const {slug, findings} of PAGES) {
      await page.goto(`/components/${slug}`);
      const section = page.locator('section[aria-labelledby="known-defects"]');
      await expect(section.getByRole('heading', {level: 3}), slug).toHaveText(
        `Known defects in @ohif/ui-next ${version}`,
      );
      // Under "Keyboard and accessibility": the last h2 before it.
      const previousHeading = await section.evaluate((element) => {
        const before = Array.from(document.querySelectorAll('main h2')).filter(
          (heading) => heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        return before[before.length - 1]?.id ?? null;
      });
      expect(previousHeading, slug).toBe('accessibility');
      await expect(section.locator('li[data-finding]'), slug).toHaveCount(findings.length);
      for (const finding of findings) {
        const item = section.locator(`li[data-finding="${finding.id}"]`);
        await expect(item, `${slug}: ${finding.id}`).toContainText(finding.title);
        await expect(item).toContainText(finding.defect);
        await expect(item).toContainText(finding.remedy);
        await expect(item).toContainText(finding.rule);
        for (const ratio of [...(figures[finding.id]?.contrast ?? []), ...(figures[finding.id]?.remedy ?? [])])
          await expect(item).toContainText(formatRatio(ratio));
      }
    }
  });

  test('a page without findings says none is known', async ({page}) => {
    await page.goto('/components/badge');
    await expect(page.locator('section[aria-labelledby="known-defects"]')).toContainText('None known for Badge');
  });

  test('compound components show how their parts nest', async ({page}) => {
    await page.goto('/components/smart-scrollbar');
    const anatomy = page.locator('section[aria-labelledby="anatomy"]');
    await expect(anatomy.getByRole('heading', {level: 2, name: 'Anatomy'})).toBeVisible();
    // The fill sits in the track, which sits in the bar.
    const item = (name: string) => `li:has(> code:text-is("${name}"))`;
    await expect(anatomy.locator(item('SmartScrollbarFill'))).toHaveCount(1);
    await expect(
      anatomy.locator(`${item('SmartScrollbar')} ${item('SmartScrollbarTrack')} ${item('SmartScrollbarFill')}`),
    ).toHaveCount(1);
  });
});
