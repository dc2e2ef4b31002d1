import {expect, test} from './support/test';

test.use({viewport: {width: 390, height: 844}});

test('on a phone, the mobile menu with the doc sidebar is ready once the page is idle, before anyone opens it', async ({
  page,
}) => {
  await page.goto('/configuration/url');
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeAttached({timeout: 10_000});
  await expect(menu).not.toBeInViewport();
  // The doc sidebar's copy is in it, with the current page marked.
  await expect(menu.locator('.menu__link--active', {hasText: 'URL'}).first()).toBeAttached();
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(menu.getByRole('link', {name: 'URL'}).first()).toBeVisible();
});

test('"Last updated" gives the date as English Intl writes it, in UTC', async ({page}) => {
  await page.goto('/configuration/url');
  const time = page.locator('.theme-last-updated time');
  const iso = await time.getAttribute('datetime');
  expect(iso).toBeTruthy();
  const expected = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  await expect(time).toHaveText(expected.format(new Date(iso!)));
});
