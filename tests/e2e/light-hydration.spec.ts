import {expect, test, speedLayerOnly} from './support/test';

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

test('the closed mobile menu is not laid out; its panels render when it opens and when the reader goes back to the main menu', async ({
  page,
}) => {
  speedLayerOnly('light-hydration keeps the closed menu out of layout');
  await page.goto('/configuration/url');
  const menu = page.locator('.navbar-sidebar');
  const activeLink = menu.locator('.menu__link--active', {hasText: 'URL'}).first();
  await expect(activeLink).toBeAttached({timeout: 10_000});
  // `checkVisibility` with this option is false for what content-visibility skips.
  const rendered = (element: SVGElement | HTMLElement) => element.checkVisibility({contentVisibilityAuto: true});
  const mainMenuLink = menu.locator('.navbar-sidebar__item').first().locator('a').first();
  expect(await activeLink.evaluate(rendered)).toBe(false);
  expect(await mainMenuLink.evaluate(rendered)).toBe(false);

  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(activeLink).toBeInViewport();
  await expect.poll(() => activeLink.evaluate(rendered)).toBe(true);
  await page.getByRole('button', {name: 'Back to main menu'}).click();
  await expect(mainMenuLink).toBeInViewport();
  await expect.poll(() => mainMenuLink.evaluate(rendered)).toBe(true);
});

test('"Last updated" gives the date as English Intl writes it, in UTC', async ({page}) => {
  await page.goto('/configuration/url');
  const time = page.locator('.theme-last-updated time');
  const iso = await time.getAttribute('datetime');
  expect(iso).toBeTruthy();
  const expected = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  await expect(time).toHaveText(expected.format(new Date(iso!)));
});
