import {expect, test, type Page} from './support/test';
import {axeOf, WCAG_21_AA} from './support/axe';
import {inLibraryOutput, isLibraryOwn, openingTag} from './support/libraryFindings';
import {COMPONENT_SLUGS as SLUGS} from './support/componentPages';
import {showLiveAreas} from './support/liveAreas';

/** Console errors and uncaught exceptions of the page, collected from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** axe on the page, or only on the elements `within` matches; the library's own findings excused. */
async function axeViolations(
  page: Page,
  slug: string,
  within?: string,
  skipRules: string[] = [],
): Promise<Array<{rule: string; targets: string[]}>> {
  const builder = axeOf(page).withTags(WCAG_21_AA).exclude('pre').disableRules(skipRules);
  const results = await (within ? builder.include(within) : builder).analyze();
  const summary: Array<{rule: string; targets: string[]}> = [];
  for (const violation of results.violations) {
    const targets: string[] = [];
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      const html = await openingTag(page, target, node.html);
      const excused = isLibraryOwn(violation.id, target, html, slug) && (await inLibraryOutput(page, target));
      if (!excused) targets.push(`${target}  ${html.slice(0, 200)}`);
    }
    if (targets.length > 0) summary.push({rule: violation.id, targets});
  }
  return summary;
}

test('there is a page for every data file', () => {
  expect(SLUGS.length).toBeGreaterThanOrEqual(31);
});

test('the component list links to every component page, grouped, and loads no library', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/components-list');
  const main = page.locator('main');
  for (const group of ['Inputs', 'Overlays', 'Data display', 'Layout', 'Viewer pieces']) {
    await expect(main.getByRole('heading', {level: 2, name: group})).toBeVisible();
  }
  const hrefs = await main
    .locator('a[href^="/components/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs)).toEqual(new Set(SLUGS.map((slug) => `/components/${slug}`)));
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /ohif-ui-next\.[0-9a-f]+\.js$/.test(url))).toEqual([]);
});

test('the design tabs mark the current section and the sidebar the current component', async ({page}) => {
  await page.goto('/components/dialog');
  const tabs = page.getByRole('navigation', {name: 'Design system'});
  await expect(tabs.getByRole('link', {name: 'Component list'})).toHaveAttribute('aria-current', 'page');
  const sidebar = page.getByRole('navigation', {name: 'Components'});
  await expect(sidebar.getByRole('link', {name: 'Dialog'})).toHaveAttribute('aria-current', 'page');
  await sidebar.getByRole('link', {name: 'Popover'}).click();
  await expect(page).toHaveURL(/\/components\/popover$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Popover'})).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});
  for (const slug of SLUGS) {
    test(`/components/${slug} has its text, tables and code in the HTML`, async ({page}) => {
      await page.goto(`/components/${slug}`);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveCount(1);
      for (const id of ['purpose', 'examples', 'usage', 'props', 'accessibility'])
        await expect(main.locator(`h2#${id}`)).toHaveCount(1);
      await expect(main.locator('table').first()).toBeVisible();
      await expect(main.locator('pre').filter({hasText: "from '@ohif/ui-next'"}).first()).toBeAttached();
      await expect(page.getByRole('navigation', {name: 'Components'}).getByRole('link')).toHaveCount(SLUGS.length);
    });
  }
});

for (const slug of SLUGS) {
  test(`/components/${slug}: previews and every picker option render without errors, and pass axe in every option and theme`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await page.goto(`/components/${slug}`);
    expect(await showLiveAreas(page)).toBeGreaterThanOrEqual(3);

    const preview = page.locator('[data-ohif-live="ready"]').first();
    const previewSelector = `section[aria-label="${await preview.getAttribute('aria-label')}"]`;
    // Each option is checked by axe where it changes something: in the preview.
    const inStates: Array<{state: string; violations: unknown[]}> = [];
    for (const fieldset of await page.locator('main fieldset').all()) {
      for (const radio of await fieldset.getByRole('radio').all()) {
        await radio.check();
        await expect(radio).toBeChecked();
        await expect(preview.locator(':scope > *').first()).toBeAttached();
        const violations = await axeViolations(page, slug, previewSelector);
        if (violations.length > 0) inStates.push({state: (await radio.getAttribute('id')) ?? '', violations});
      }
      // Back to the first option, so the page is checked by axe in its first state too.
      await fieldset.getByRole('radio').first().check();
    }
    expect(inStates).toEqual([]);
    expect(await axeViolations(page, slug)).toEqual([]);

    // Every live example in each of the package's theme presets, chosen with the page's picker.
    // Colour contrast aside: the presets' own colours fall below AA in places, which the contrast
    // table of /colors-and-type computes per preset at build time and each page's Known defects
    // points to; every other rule must pass in every preset.
    const themePicker = page.getByLabel('Preview theme');
    const inThemes: Array<{theme: string; violations: unknown[]}> = [];
    for (const theme of await themePicker
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))) {
      await themePicker.selectOption(theme);
      if (theme === 'default') await expect(page.locator('html')).not.toHaveAttribute('data-ohif-theme');
      else await expect(page.locator('html')).toHaveAttribute('data-ohif-theme', theme);
      const violations = await axeViolations(page, slug, '[data-ohif-live="ready"]', ['color-contrast']);
      if (violations.length > 0) inThemes.push({theme, violations});
    }
    expect(inThemes).toEqual([]);
    expect(errors).toEqual([]);
  });
}
