import {expect, test} from './support/test';
import {WRONG_BASE_PORT} from '../../playwright.config';

test('an unknown path shows the Not Found page with ways out', async ({page}) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Where to go instead'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Data sources'})).toBeVisible();
});

test('a dead 3.8 link offers the same page in the latest docs', async ({page}) => {
  await page.goto('/3.8/versions');
  await expect(page.getByRole('link', {name: 'the same page in the other docs version'})).toHaveAttribute(
    'href',
    '/versions',
  );
});

const DEBUG_PAGES = ['', '/config', '/content', '/globalData', '/metadata', '/registry', '/routes'];

for (const sub of DEBUG_PAGES) {
  test(`debug page /__docusaurus/debug${sub} renders`, async ({page}) => {
    const response = await page.goto(`/__docusaurus/debug${sub}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h2, main h1').first()).toBeVisible();
  });
}

test('the debug registry names the module of each route chunk', async ({page}) => {
  await page.goto('/__docusaurus/debug/registry');
  // The paths are not in main's registry (plugins/speed-layer/lean-main): the page loads them itself.
  const introduction = page.locator('main li').filter({hasText: 'Aliased Path: @site/docs/index.md'});
  await expect(introduction).toHaveCount(1);
  await expect(introduction.locator('code').last()).toHaveText(/^\d+$/);
});

test('served under a base path it was not built for, the site says so', async ({page}) => {
  await page.goto(`http://127.0.0.1:${WRONG_BASE_PORT}/wrong-base/`);
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong-base/');
});

test('without browser storage the site warns and still works', async ({page}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(warnings.some((text) => text.includes('browser storage is not available'))).toBe(true);
});
