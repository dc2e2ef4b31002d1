import {expect, speedLayerOnly, test} from './support/test';

test('the announcement bar closes and stays closed after a reload', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText('migration guide');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test('the version dropdown lists every version and remembers the one chosen', async ({page}) => {
  await page.goto('/');
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: '3.9.3 (Latest)'});
  await dropdown.hover();
  const menu = dropdown.locator('.dropdown__menu');
  await expect(menu.getByRole('link', {name: '3.9.3 (Latest)'})).toBeVisible();
  await expect(menu.getByRole('link', {name: '3.8', exact: true})).toBeVisible();
  await expect(menu.getByText('Archived versions')).toBeVisible();
  await expect(menu.getByRole('link', {name: '2.0'})).toHaveAttribute('href', /^https:\/\//);
  await expect(menu.getByRole('link', {name: '1.0'})).toHaveAttribute('href', /^https:\/\//);

  await menu.getByRole('link', {name: '3.8', exact: true}).click();
  await expect(page).toHaveURL(/\/3\.8\/$/);
  await expect(page.locator('.theme-doc-version-banner')).toContainText('latest version');
  const stored = await page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default'));
  expect(stored).toBe('3.8');
});

test('a preferred version kept from an earlier visit stays if the site has it, and is forgotten if not', async ({
  page,
}) => {
  const stored = () => page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default'));
  await page.goto('/help');
  await page.evaluate(() => window.localStorage.setItem('docs-preferred-version-default', '3.8'));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
  expect(await stored()).toBe('3.8');
  await page.evaluate(() => window.localStorage.setItem('docs-preferred-version-default', '0.9'));
  await page.reload();
  await expect.poll(stored).toBeNull();
});

test('the locale dropdown offers English and Help Us Translate', async ({page}) => {
  await page.goto('/');
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: 'English'});
  await dropdown.hover();
  await expect(dropdown.getByRole('link', {name: 'Help Us Translate'})).toHaveAttribute(
    'href',
    '/platform/internationalization',
  );
});

test('external navbar links open in a new tab without an opener', async ({page}) => {
  await page.goto('/');
  for (const name of ['Showcase', 'Collaborate']) {
    const link = page.locator('.navbar').getByRole('link', {name});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(page.getByRole('link', {name: /source repository/i})).toHaveAttribute('href', /github\.com/);
});

test('the logo names the site and leads home', async ({page}) => {
  await page.goto('/platform/extensions/modules/toolbar');
  await expect(page.locator('.navbar__brand').getByRole('img', {name: 'OHIF'})).toHaveCount(1);
  await page.locator('.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
});

test('the logo is drawn in the page, in the colours of the current mode', async ({page}) => {
  speedLayerOnly('inline-logo draws the logo inline instead of as two images');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/platform/extensions/modules/toolbar');
  const logo = page.locator('.navbar__brand').getByRole('img', {name: 'OHIF'});
  // One drawing once the page is live: the dark one, with the dark mode's accent.
  await expect(logo).toHaveCount(1);
  await expect(logo.locator('circle').first()).toHaveAttribute('stroke', '#5acce6');
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(logo.locator('circle').first()).toHaveAttribute('stroke', '#1a5bb8');
  expect(requests.filter((url) => url.includes('ohif-logo'))).toEqual([]);
});
