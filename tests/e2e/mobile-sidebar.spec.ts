import {expect, test} from './support/test';

test.describe('below 996 px', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the sidebar opens, offers the docs menu with a back button, and closes on navigation', async ({page}) => {
    await page.goto('/versions');
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);

    await sidebar.getByRole('link', {name: 'Docs'}).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);

    // On a doc page the sidebar opens on the secondary (docs) menu, with a way back.
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const back = sidebar.getByRole('button', {name: /back to main menu/i});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Help'})).toBeVisible();
  });

  test('the colour-mode switch is in the sidebar and changes the mode', async ({page}) => {
    await page.goto('/migration-guide/from-v2');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page
      .locator('.navbar-sidebar')
      .getByRole('button', {name: /switch between dark and light mode/i})
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.keyboard.press('Escape');
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('at 1200 px', () => {
  test.use({viewport: {width: 1200, height: 900}});

  test('there is no mobile sidebar toggle', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
  });
});
