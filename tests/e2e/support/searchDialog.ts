import {expect, type Page} from '@playwright/test';

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const input = (page: Page) => page.locator('.DocSearch-Input');

/** Presses Ctrl+K until the dialog is up: the shortcut works once the page has hydrated. */
export async function pressSearchShortcut(page: Page): Promise<void> {
  await expect(async () => {
    if (!(await modal(page).isVisible())) await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible({timeout: 2_000});
  }).toPass({timeout: 20_000});
}

export async function openSearch(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await pressSearchShortcut(page);
}
