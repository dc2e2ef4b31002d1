import {expect, test} from './support/test';
import {codeTexts} from './support/codeText';

/** A doc with many fenced code blocks, highlighted at build time. */
const CODE_PAGE = '/platform/extensions/modules/toolbar';

const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', {name: /switch between dark and light mode/i});

test('fenced code arrives highlighted, with its title, in the colours of each mode', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(CODE_PAGE);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('div', {hasText: 'getToolbarModule.jsx'}).first()).toBeVisible();
  const keyword = block.locator('code span', {hasText: /^import\s*$/}).first();
  const code = block.locator('code');

  // Dark by default: Oceanic Next.
  await expect(keyword).toHaveCSS('color', 'rgb(197, 165, 197)');
  await expect(code).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(block.locator('pre')).toHaveCSS('background-color', 'rgb(40, 44, 52)');

  // Light: VS Light, with no reload.
  await toggle(page).click();
  await expect(keyword).toHaveCSS('color', 'rgb(0, 0, 255)');
  await expect(code).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(block.locator('pre')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('the copy button copies the code as written', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(CODE_PAGE);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith("import NotesButton from './NotesButton';\n")).toBe(true);
  expect(copied).toBe((await codeTexts(block.locator('code')))[0]?.replace(/\n$/, ''));
});

test('code given at run time is still highlighted, by the theme on demand', async ({page}) => {
  await page.goto('/patterns/patterns-measurements');
  await page.getByRole('tab', {name: 'Code'}).first().click();
  const token = page.locator('.theme-code-block .token').first();
  await expect(token).toBeVisible({timeout: 15_000});
});

test.describe('word wrap', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true});
  const wrapButton = (block: import('@playwright/test').Locator) =>
    block.getByRole('button', {name: 'Toggle word wrap'});
  const scrollsSideways = (block: import('@playwright/test').Locator) =>
    block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);

  test('a code block far down a long page gets its wrap button when the reader reaches it, and the button wraps it', async ({
    page,
  }) => {
    await page.goto('/migration-guide/from-v2');
    const block = page.locator('.theme-code-block').last();
    await block.scrollIntoViewIfNeeded();
    expect(await scrollsSideways(block)).toBe(true);
    await wrapButton(block).click();
    await expect.poll(() => scrollsSideways(block)).toBe(false);
    await expect(wrapButton(block)).toBeVisible();
    await wrapButton(block).click();
    await expect.poll(() => scrollsSideways(block)).toBe(true);
  });

  test('a code block in a tab gets its wrap button when its tab is shown', async ({page}) => {
    await page.goto('/deployment/docker');
    await page.getByRole('tab', {name: 'Docker Compose'}).click();
    const block = page.getByRole('tabpanel').filter({visible: true}).locator('.theme-code-block');
    await expect(wrapButton(block)).toBeVisible();
  });

  test('a code block that fits has no wrap button', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(CODE_PAGE);
    const blocks = page.locator('.theme-code-block');
    await expect(blocks.first()).toBeVisible();
    // A block whose longest line is short.
    const texts = await codeTexts(blocks.locator('code'));
    const index = texts.findIndex((text) => text.split('\n').every((line) => line.length <= 60));
    expect(index).toBeGreaterThanOrEqual(0);
    const fits = blocks.nth(index);
    await fits.scrollIntoViewIfNeeded();
    expect(await scrollsSideways(fits)).toBe(false);
    // The copy button is there, so the buttons have rendered.
    await expect(fits.getByRole('button', {name: /copy/i})).toBeAttached();
    await expect(wrapButton(fits)).toHaveCount(0);
  });
});
