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
