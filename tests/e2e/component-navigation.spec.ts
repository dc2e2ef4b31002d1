import {expect, test, waitForPageScripts, type Page} from './support/test';
import {axeOf, WCAG_21_AA} from './support/axe';
import {inLibraryOutput, isLibraryOwn, openingTag} from './support/libraryFindings';
import {COMPONENT_SLUGS} from './support/componentPages';

/** axe WCAG 2.1 AA on the page as it is now, the library's own findings aside. */
async function axeFindings(page: Page, slug: string): Promise<string[]> {
  const results = await axeOf(page).withTags(WCAG_21_AA).exclude('pre').analyze();
  const found: string[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      const html = await openingTag(page, target, node.html);
      if (!(isLibraryOwn(violation.id, target, html, slug) && (await inLibraryOutput(page, target))))
        found.push(`${violation.id}: ${target}`);
    }
  }
  return found;
}

const tabsOf = (page: Page, title: string) => page.getByRole('tablist', {name: `${title}: preview or code`});

test('an example shows its preview, and its code in the Code tab, by mouse and by keyboard', async ({page}) => {
  await page.goto('/components/button');
  await waitForPageScripts(page);
  const tabs = tabsOf(page, 'Dialog footer');
  const preview = tabs.getByRole('tab', {name: 'Preview'});
  const code = tabs.getByRole('tab', {name: 'Code'});
  const codePanel = page.getByRole('tabpanel', {name: 'Code'}).filter({hasText: 'DialogFooterButtons'});
  await expect(preview).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('export function DialogFooterButtons')).toBeHidden();

  await code.click();
  await expect(code).toHaveAttribute('aria-selected', 'true');
  await expect(codePanel).toBeVisible();
  await expect(codePanel.locator('pre')).toContainText("import {Button} from '@ohif/ui-next';");

  // Arrow keys move between the tabs and select them; Tab goes into the panel.
  await code.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(preview).toBeFocused();
  await expect(preview).toHaveAttribute('aria-selected', 'true');
  await expect(codePanel).toBeHidden();
  await page.keyboard.press('End');
  await expect(code).toBeFocused();
  await expect(codePanel).toBeVisible();
});

test('the snippet under the preview follows the pickers, and copies', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/components/button');
  await waitForPageScripts(page);
  const snippet = page.getByRole('group', {name: 'The code for the options chosen above:'});
  await expect(snippet.locator('pre')).toHaveText('<Button>…</Button>');
  await page.getByRole('radio', {name: 'ghost'}).check();
  await page.getByRole('radio', {name: 'sm', exact: true}).check();
  await expect(snippet.locator('pre')).toHaveText('<Button variant="ghost" size="sm">…</Button>');
  await page.getByRole('radio', {name: 'disabled'}).check();
  await expect(snippet.locator('pre')).toHaveText('<Button variant="ghost" size="sm" disabled>…</Button>');

  await snippet.hover();
  await snippet.getByRole('button', {name: 'Copy code to clipboard'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '<Button variant="ghost" size="sm" disabled>…</Button>',
  );
});

test('the table of contents lists every section and props part, and previous/next stay in the group', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/components/hover-card');
  const toc = page.locator('.table-of-contents').first();
  for (const name of ['What it is for', 'Variants and states', 'From the viewer', 'Props', 'HoverCardContent'])
    await expect(toc.getByRole('link', {name, exact: true})).toBeVisible();
  // Every entry leads to a heading of the page.
  const targets = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of targets)
    await expect(page.locator(`[id="${decodeURIComponent(href!.slice(1))}"]`), href!).toHaveCount(1);

  const pager = page.getByRole('navigation', {name: 'Overlays: previous and next'});
  await expect(pager.getByRole('link', {name: /^Previous in Overlays/})).toHaveAttribute(
    'href',
    '/components/dropdown-menu',
  );
  await pager.getByRole('link', {name: /^Next in Overlays/}).click();
  await expect(page).toHaveURL(/\/components\/popover$/);
  // The first of its group has no previous page.
  await page.goto('/components/dialog');
  await expect(pager.getByRole('link')).toHaveCount(1);
  await expect(pager.getByRole('link', {name: /^Next in Overlays/})).toBeVisible();
});

test('on a phone the table of contents is folded at the top of the page', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/components/dialog');
  await waitForPageScripts(page);
  await expect(page.locator('.table-of-contents').first()).toBeHidden();
  const toggle = page.getByRole('button', {name: 'On this page'});
  await expect(toggle).toBeVisible();
  await toggle.click();
  await page.getByRole('link', {name: 'Keyboard and accessibility', exact: true}).click();
  await expect(page).toHaveURL(/#accessibility$/);
});

test('the component list filters by name, summary and export, and says when nothing matches', async ({page}) => {
  await page.goto('/components-list');
  await waitForPageScripts(page);
  const main = page.locator('main');
  const filter = main.getByRole('searchbox', {name: 'Filter by name, summary or export'});
  const cards = main.locator('li a[href^="/components/"]');
  await expect(cards.filter({visible: true})).toHaveCount(COMPONENT_SLUGS.length);

  await filter.fill('ToggleGroupItem');
  await expect(cards.filter({visible: true})).toHaveCount(1);
  await expect(main.getByRole('link', {name: /^Toggle/})).toBeVisible();
  await expect(main.getByRole('status')).toHaveText(`1 of ${COMPONENT_SLUGS.length} components match.`);
  await expect(main.getByRole('heading', {level: 2, name: 'Inputs'})).toBeVisible();
  await expect(main.getByRole('heading', {level: 2, name: 'Overlays'})).toBeHidden();

  await filter.fill('segment zzz');
  await expect(cards.filter({visible: true})).toHaveCount(0);
  await expect(main.getByRole('status')).toHaveText('No component matches “segment zzz”. Try fewer or shorter words.');
  expect(await axeFindings(page, 'components-list')).toEqual([]);

  await filter.fill('');
  await expect(cards.filter({visible: true})).toHaveCount(COMPONENT_SLUGS.length);
});

test('an icon name copies its code, and says so', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/components/icons');
  await waitForPageScripts(page);
  await page.getByRole('button', {name: 'Copy <Icons.ToolLength />'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied <Icons.ToolLength />');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<Icons.ToolLength />');
  await page.getByRole('button', {name: "Copy 'tool-length'"}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("'tool-length'");

  await tabsOf(page, 'Icons in buttons').getByRole('tab', {name: 'Code'}).click();
  expect(await axeFindings(page, 'icons')).toEqual([]);
});

test('when the browser refuses the clipboard, the icon list says so and shows what to copy', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))},
    });
  });
  await page.goto('/components/icons');
  await waitForPageScripts(page);
  await page.getByRole('button', {name: 'Copy <Icons.Add />'}).click();
  await expect(page.getByRole('status').filter({hasText: 'clipboard'})).toHaveText(
    'The browser did not allow copying to the clipboard. Select the name and copy it by hand: <Icons.Add />',
  );
});

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});

  test('an example’s code and the icon names are in the page, shown', async ({page}) => {
    await page.goto('/components/icons');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.locator('pre').filter({hasText: 'export function InButtons'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy <Icons.Add />'})).toBeVisible();
    await expect(page.getByRole('button', {name: "Copy 'tool-zoom'"})).toBeVisible();
  });

  test('every pattern page shows its code', async ({page}) => {
    for (const [route, name] of [
      ['/patterns/DataRowExample', 'DataRowStates'],
      ['/patterns/patterns-measurements', 'MeasurementsPanel'],
      ['/patterns/patterns-segmentation', 'SegmentationPanel'],
      ['/patterns/patterns-split-panel', 'SplitPanel'],
      ['/patterns/patterns-tmtv', 'TmtvPanel'],
    ]) {
      await page.goto(route!);
      await expect(page.locator('pre').filter({hasText: `function ${name}`}), route).toBeVisible();
    }
  });
});
