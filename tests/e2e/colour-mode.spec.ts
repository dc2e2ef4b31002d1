import {expect, test} from './support/test';

const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', {name: /switch between dark and light mode/i});

test('starts dark even when the system prefers light', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the toggle switches mode, stores it under "theme", and a second tab follows', async ({context, page}) => {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/versions');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test("a diagram downloads when the reader nears it, only the current mode's drawing, and the other one after a switch", async ({
  page,
}) => {
  const diagrams: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/img/diagrams/')) diagrams.push(pathname);
  });
  await page.goto('/');
  // Diagrams load lazily: this one is far down the page.
  const figure = page.locator('.markdown figure').first();
  await figure.scrollIntoViewIfNeeded();
  await expect
    .poll(() => figure.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(diagrams).toEqual(['/img/diagrams/intro/overview.dark.svg']);

  await toggle(page).click();
  const light = figure.locator('img[src$=".light.svg"]');
  await expect(light).toBeVisible();
  await expect.poll(() => light.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(diagrams).toEqual(['/img/diagrams/intro/overview.dark.svg', '/img/diagrams/intro/overview.light.svg']);
});
