import {expect, type Page} from './test';

/** Every live preview of a design page: `data-ohif-live` is `idle`, `loading`, `error` or `ready`. */
export const LIVE_AREAS = '[data-ohif-live]';

/**
 * Brings each live area of the page into view, as a reader scrolling down would, and waits
 * until it renders the library: a page loads the library only when a preview comes near the
 * screen. Returns how many there are.
 */
export async function showLiveAreas(page: Page): Promise<number> {
  const areas = await page.locator(LIVE_AREAS).all();
  for (const area of areas) {
    await area.scrollIntoViewIfNeeded();
    await expect(area).toHaveAttribute('data-ohif-live', 'ready', {timeout: 20_000});
  }
  return areas.length;
}
