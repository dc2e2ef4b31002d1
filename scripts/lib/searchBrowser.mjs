// @ts-check
/**
 * Drives the DocSearch modal in real Chromium (playwright-core): the bytes a first search
 * downloads, and the time from the keystroke that completes a query to its rendered hits.
 */
import {chromium} from 'playwright-core';
import chromiumLib from './chromium.cjs';
import {CHROME_FLAGS} from './lighthouseRun.mjs';

const HITS = '.DocSearch-Dropdown .DocSearch-Hit';
/** A query without hits is given up on after this long (DocSearch shows its no-results screen
 * while a query is still loading, so that screen cannot tell that a search has finished). */
const NO_HITS_AFTER_MS = 3000;

export async function openBrowser() {
  const browser = await chromium.launch({executablePath: chromiumLib.findChromium(), headless: true, args: CHROME_FLAGS});
  /**
   * A page in a new context: an empty cache and storage. It asks for gzip only, the encoding
   * the targets are stated in and the one every server offers (brotli would come out smaller).
   */
  const newPage = () => browser.newPage({viewport: {width: 1280, height: 900}, extraHTTPHeaders: {'Accept-Encoding': 'gzip'}});
  return {browser, newPage};
}

/**
 * Opens `origin` + `path` (default `/`), waits until the page is idle, presses Ctrl+K and types `query` like a
 * reader (80 ms a key), or pastes it at once. Returns every response of a request the browser
 * started before the first hit was in the DOM (both times on the browser's clock), with its
 * body size as transferred (gzip where compressed), and the time from Ctrl+K to that hit.
 * Typing goes on after the first hit; what later keystrokes fetch is not counted.
 * @param {import('playwright-core').Page} page a page with an empty cache
 * @param {string} origin
 * @param {string} query
 * @param {{paste?: boolean, path?: string}} [options]
 */
export async function firstSearchDownload(page, origin, query, {paste = false, path = '/'} = {}) {
  await page.goto(`${origin}${path}`, {waitUntil: 'networkidle'});
  /** @type {Array<Promise<{url: string, bodyBytes: number, startedAt: number}>>} */
  const pending = [];
  const onRequest = (/** @type {import('playwright-core').Request} */ request) => {
    const measured = (/** @type {number} */ bodyBytes) => ({url: request.url(), bodyBytes, startedAt: request.timing().startTime});
    pending.push(
      request
        .response()
        .then((response) => response?.finished())
        .then(() => request.sizes())
        // Served from the browser cache: the size is reported as negative, nothing was fetched.
        .then((sizes) => measured(Math.max(0, sizes.responseBodySize)))
        .catch(() => measured(0)),
    );
  };
  await page.evaluate((selector) => {
    // The wall-clock time at which a hit first appears: the clock of request timings.
    /** @type {any} */ (window).__firstHitAt = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
  }, HITS);
  page.on('request', onRequest);
  const openedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  if (paste) await page.keyboard.insertText(query);
  else await page.keyboard.type(query, {delay: 80});
  await page.locator(HITS).first().waitFor({timeout: 30_000});
  const hitAt = /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__firstHitAt));
  page.off('request', onRequest);
  const responses = (await Promise.all(pending)).filter((response) => response.startedAt <= hitAt);
  return {responses, msToFirstHit: hitAt - openedAt};
}

/**
 * Time from the input event that completes `query` (the whole query inserted at once, like a
 * paste or the last key of a fast typist) to the first animation frame after its first hit is
 * in the DOM; `ms` is null for a query without hits. Starts from an empty input.
 * @param {import('playwright-core').Page} page
 * @param {string} query
 * @returns {Promise<{query: string, ms: number | null, hits: number}>}
 */
export async function timeQuery(page, query) {
  await page.locator('.DocSearch-Input').fill('');
  await page.waitForFunction((selector) => document.querySelector(selector) === null, HITS);
  await page.evaluate(
    ([selector, giveUpMs]) => {
      const input = /** @type {HTMLInputElement} */ (document.querySelector('.DocSearch-Input'));
      /** @type {any} */ (window).__searchTiming = new Promise((resolve) => {
        const onInput = () => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector(String(selector))) return;
            observer.disconnect();
            clearTimeout(giveUp);
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          const giveUp = setTimeout(() => {
            observer.disconnect();
            resolve(null);
          }, Number(giveUpMs));
          observer.observe(document.body, {childList: true, subtree: true});
        };
        input.addEventListener('input', onInput, {once: true, capture: true});
      });
    },
    [HITS, NO_HITS_AFTER_MS],
  );
  await page.keyboard.insertText(query);
  const ms = /** @type {number | null} */ (await page.evaluate(() => /** @type {any} */ (window).__searchTiming));
  return {query, ms, hits: await page.locator(HITS).count()};
}
