// @ts-check
/**
 * Drives the DocSearch modal in real Chromium (playwright-core): the bytes a first search
 * downloads, and the time from the keystroke that completes a query to its rendered hits.
 */
import {chromium} from 'playwright-core';
import {CHROME_FLAGS} from './lighthouseRun.mjs';

const HITS = '.DocSearch-Dropdown .DocSearch-Hit';
/** A query without hits is given up on after this long (DocSearch shows its no-results screen
 * while a query is still loading, so that screen cannot tell that a search has finished). */
const NO_HITS_AFTER_MS = 3000;

export async function openBrowser() {
  const browser = await chromium.launch({executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: CHROME_FLAGS});
  /** A page in a new context: an empty cache and storage. */
  const newPage = () => browser.newPage({viewport: {width: 1280, height: 900}});
  return {browser, newPage};
}

/**
 * Opens `origin/`, waits until the page is idle, presses Ctrl+K and types `query` like a
 * reader (80 ms a key), or pastes it at once; collects every response of a request started
 * before the first hit appeared, with its body size as transferred (gzip where compressed).
 * @param {import('playwright-core').Page} page a page with an empty cache
 * @param {string} origin
 * @param {string} query
 * @param {{paste?: boolean}} [options]
 */
export async function firstSearchDownload(page, origin, query, {paste = false} = {}) {
  await page.goto(`${origin}/`, {waitUntil: 'networkidle'});
  /** @type {Array<Promise<{url: string, bodyBytes: number}>>} */
  const pending = [];
  let recording = true;
  const onRequest = (/** @type {import('playwright-core').Request} */ request) => {
    if (!recording) return;
    pending.push(
      request
        .response()
        .then((response) => response?.finished())
        .then(() => request.sizes())
        // Served from the browser cache: the size is reported as negative, nothing was fetched.
        .then((sizes) => ({url: request.url(), bodyBytes: Math.max(0, sizes.responseBodySize)}))
        .catch(() => ({url: request.url(), bodyBytes: 0})),
    );
  };
  page.on('request', onRequest);
  const started = performance.now();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  if (paste) await page.keyboard.insertText(query);
  else await page.keyboard.type(query, {delay: 80});
  await page.locator(HITS).first().waitFor({timeout: 30_000});
  recording = false;
  const msToFirstHit = performance.now() - started;
  page.off('request', onRequest);
  return {responses: await Promise.all(pending), msToFirstHit};
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
