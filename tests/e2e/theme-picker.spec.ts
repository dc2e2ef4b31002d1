import fs from 'node:fs';
import {expect, test, type Page} from './support/test';
import {axeOf, WCAG_21_AA} from './support/axe';
import {inLibraryOutput, isLibraryOwn, openingTag} from './support/libraryFindings';
import {readOhifUiPackage} from '../../plugins/ohif-ui/packageInfo';
import {readThemeFacts} from '../../plugins/ohif-ui/themePresets';
import {THEME_ATTRIBUTE, THEME_STORAGE_KEY} from '../../plugins/ohif-ui/themeChoice';
import {hslTripleToRgb} from '../../src/design-system/theme/color';

/** The themes as the build read them from the installed package: Default, then its presets. */
const pkg = readOhifUiPackage(__dirname);
const {themes, fontSizes} = readThemeFacts(
  fs.readFileSync(pkg.umdPath, 'utf8'),
  fs.readFileSync(pkg.distCssPath, 'utf8'),
);
const [defaultTheme, firstPreset] = [themes[0]!, themes[1]!];

/** A component page whose live parts pass axe in every preset (its colours are AA in all of them). */
const AXE_COMPONENT = 'switch';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Brings every live area into view (the library may load only then) and waits until all are live. */
async function waitForPreviews(page: Page): Promise<void> {
  const areas = page.locator('[data-ohif-live]');
  for (const area of await areas.all()) await area.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-ohif-live]:not([data-ohif-live="ready"])')).toHaveCount(0, {timeout: 30_000});
}

/** The stage's background as [r, g, b]. */
async function stageBackground(page: Page): Promise<number[]> {
  const css = await page
    .locator('[data-ohif-live="ready"]')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  return (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

/** The first live stage is painted in `theme`: its background, and the variables its parts read. */
async function expectStageIn(page: Page, theme: (typeof themes)[number]): Promise<void> {
  const expected = hslTripleToRgb(theme.variables.background!)!.map(Math.round);
  await expect
    .poll(async () => (await stageBackground(page)).every((value, i) => Math.abs(value - expected[i]!) <= 1))
    .toBe(true);
  const stage = page.locator('[data-ohif-live="ready"]').first();
  for (const token of ['primary', 'muted', 'popover']) {
    const value = await stage.evaluate(
      (element, name) => getComputedStyle(element).getPropertyValue(`--${name}`),
      token,
    );
    expect(value.trim(), `--${token} in ${theme.label}`).toBe(theme.variables[token]);
  }
}

const picker = (page: Page) => page.getByLabel('Preview theme');

test('the picker restyles live previews, and the choice survives a reload and another page', async ({page}) => {
  const errors = watchErrors(page);
  await page.goto('/components/button');
  await waitForPreviews(page);
  const button = page.locator('[data-ohif-live="ready"] button').first();
  const before = await button.evaluate((element) => getComputedStyle(element).backgroundColor);

  await picker(page).selectOption(firstPreset.name);
  await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, firstPreset.name);
  await expectStageIn(page, firstPreset);
  await expect.poll(() => button.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(before);

  await page.reload();
  await waitForPreviews(page);
  await expect(picker(page)).toHaveValue(firstPreset.name);
  await expectStageIn(page, firstPreset);

  await page.goto('/patterns/patterns-segmentation');
  await waitForPreviews(page);
  await expect(picker(page)).toHaveValue(firstPreset.name);
  await expectStageIn(page, firstPreset);

  await picker(page).selectOption(defaultTheme.name);
  await expect(page.locator('html')).not.toHaveAttribute(THEME_ATTRIBUTE, /./);
  await expectStageIn(page, defaultTheme);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
  expect(errors).toEqual([]);
});

test('without storage the picker still restyles the page, quietly', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is turned off', 'SecurityError');
      },
    });
  });
  const errors = watchErrors(page);
  await page.goto('/colors-and-type');
  await waitForPreviews(page);
  await picker(page).selectOption(firstPreset.name);
  await expectStageIn(page, firstPreset);
  await expect(page.locator('tr[data-token="background"] [data-testid="token-value"]')).toHaveText(
    `hsl(${firstPreset.variables.background})`,
  );
  expect(errors).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});

  test('/colors-and-type has its tokens, layers, contrast table and type scale in the HTML', async ({page}) => {
    await page.goto('/colors-and-type');
    const main = page.locator('main');
    await expect(main.locator('tr[data-token="primary"] [data-testid="token-value"]')).toHaveText(
      `hsl(${defaultTheme.variables.primary})`,
    );
    for (const layer of ['background', 'muted', 'card', 'popover'])
      await expect(main.locator(`[data-layer="${layer}"]`)).toBeVisible();

    const contrast = main.getByTestId('contrast-table');
    for (const theme of themes) await expect(contrast.getByRole('columnheader', {name: theme.label})).toBeVisible();
    const button = contrast.getByRole('row', {
      name: /text-primary-foreground on bg-primary\/85 over background Button, default variant \d/,
    });
    await expect(button.first()).toContainText('4.26:1');
    await expect(button.first()).toContainText('fails AA');

    const base = fontSizes.find((step) => step.className === 'text-base')!;
    await expect(main.getByTestId('type-scale').getByRole('row', {name: /text-base 13px/})).toContainText(base.size);
    await expect(main.getByRole('link', {name: /^Theming:/})).toHaveAttribute('href', /\/platform\/themeing#/);
  });
});

async function axeViolations(page: Page, slug?: string): Promise<string[]> {
  const results = await axeOf(page).withTags(WCAG_21_AA).exclude('pre').analyze();
  const found: string[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      const html = await openingTag(page, target, node.html);
      const excused = isLibraryOwn(violation.id, target, html, slug) && (await inLibraryOutput(page, target));
      if (!excused) found.push(`${violation.id} ${target} ${html.slice(0, 160)}`);
    }
  }
  return found;
}

for (const theme of themes) {
  test(`axe finds nothing on /colors-and-type and /components/${AXE_COMPONENT} in ${theme.label}`, async ({page}) => {
    test.setTimeout(90_000);
    await page.addInitScript(
      ([key, name]) => {
        if (name === 'default') localStorage.removeItem(key!);
        else localStorage.setItem(key!, name!);
      },
      [THEME_STORAGE_KEY, theme.name],
    );
    for (const route of ['/colors-and-type', `/components/${AXE_COMPONENT}`]) {
      await page.goto(route);
      await waitForPreviews(page);
      await expect(picker(page)).toHaveValue(theme.name);
      await expectStageIn(page, theme);
      expect(await axeViolations(page, route.split('/')[2]), route).toEqual([]);
    }
  });
}
