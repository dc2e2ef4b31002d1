import {test as base, type Page} from '@playwright/test';
import {builtWithSpeedLayer} from '../../../plugins/speed-layer/mode.mjs';

export {expect} from '@playwright/test';
export type {APIRequestContext, Locator, Page, Route} from '@playwright/test';

/**
 * With the speed layer, pages start their scripts after the first frame (paint-first), so the
 * `load` event can come before the page is interactive; on the stock framework the scripts
 * have run by then, and hydration follows. Waits until React has hydrated the page, its scripts
 * failed (the wrong-base-URL case), or the page has no app at all (a redirect page, a Markdown
 * copy, JavaScript turned off).
 */
export async function waitForPageScripts(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const loader = (window as Window & {__docusaurusScriptLoader?: {state: string}}).__docusaurusScriptLoader;
      if (loader ? loader.state === 'failed' : !('docusaurus' in window)) return true;
      return document.documentElement.dataset.hasHydrated === 'true';
    },
    null,
    {timeout: 20_000},
  );
}

/**
 * Skips the tests of a file or group when the build under test has the speed layer off
 * (`SPEED_LAYER=off`): they check how the layer makes pages fast, which the stock framework
 * does not do. `reason` says what they check.
 */
export function speedLayerOnly(reason: string): void {
  base.skip(!builtWithSpeedLayer('build'), `speed layer off: ${reason}`);
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` return once the page is interactive,
 * and whose route handlers are dropped, errors ignored, when the test ends.
 */
export const test = base.extend({
  page: async ({page}, use) => {
    for (const method of ['goto', 'reload'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await original(...args);
          const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
            {waitUntil?: string} | undefined;
          // A test that asks for an earlier moment wants to look at the page before it is live.
          if ((options?.waitUntil ?? 'load') === 'load') await waitForPageScripts(page);
          return response;
        },
      });
    }
    await use(page);
    // A route handler still fetching when the test ends (an idle prefetch, say) would fail the
    // run outside any test; what it was fetching no longer matters.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  },
});
