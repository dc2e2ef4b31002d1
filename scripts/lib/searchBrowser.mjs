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

/**
 * Waits until the page has hydrated: scripts start after the first paint (plugins/paint-first),
 * and the search shortcut works only then, even once the network is idle on a busy machine.
 * @param {import('playwright-core').Page} page
 * @param {number} [timeout]
 */
export async function hydrated(page, timeout = 30_000) {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout});
}

export async function openBrowser() {
  const browser = await chromium.launch({
    executablePath: chromiumLib.findChromium(),
    headless: true,
    args: CHROME_FLAGS,
  });
  /**
   * A page in a new context: an empty cache and storage. It asks for gzip only, the encoding
   * the targets are stated in and the one every server offers (brotli would come out smaller).
   */
  const newPage = () =>
    browser.newPage({viewport: {width: 1280, height: 900}, extraHTTPHeaders: {'Accept-Encoding': 'gzip'}});
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
  await hydrated(page);
  /** @type {Array<Promise<{url: string, bodyBytes: number, startedAt: number}>>} */
  const pending = [];
  const onRequest = (/** @type {import('playwright-core').Request} */ request) => {
    const measured = (/** @type {number} */ bodyBytes) => ({
      url: request.url(),
      bodyBytes,
      startedAt: request.timing().startTime,
    });
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

/**
 * The hit links the dialog lists for `query`, in order, once the list has settled (unchanged
 * for 150 ms, or the no-results screen shown). The dialog must be open; starts from an empty input.
 * @param {import('playwright-core').Page} page
 * @param {string} query
 * @returns {Promise<string[]>}
 */
export async function dialogHits(page, query) {
  const input = page.locator('.DocSearch-Input');
  await input.fill('');
  await page.waitForFunction((selector) => document.querySelector(selector) === null, HITS);
  await page.keyboard.insertText(query);
  return settledHits(page);
}

/**
 * The hit links a reader gets who pastes `query` into a dialog opened on a fresh page (empty
 * cache), which is also what a quick typist, a `/search?q=` link and the browser's search
 * entry get: one input event, then whatever the dialog shows once the whole index has loaded
 * (the text files arrive after the first answer) and the list has settled.
 * @param {() => Promise<import('playwright-core').Page>} newPage a page in a new context
 * @param {string} origin
 * @param {string} path
 * @param {string} query
 * @returns {Promise<string[]>}
 */
export async function pastedDialogHits(newPage, origin, path, query) {
  const page = await newPage();
  try {
    await page.goto(`${origin}${path}`, {waitUntil: 'networkidle'});
    await hydrated(page, 60_000);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor({timeout: 60_000});
    const textsLoaded = page
      .waitForResponse((response) => response.url().includes('/texts.json'), {timeout: 5_000})
      .catch(() => undefined);
    await page.keyboard.insertText(query);
    await textsLoaded;
    return await settledHits(page);
  } finally {
    await page.context().close();
  }
}

/** The dialog's hit links once they have not changed for 150 ms (or the no-results screen shows). */
async function settledHits(/** @type {import('playwright-core').Page} */ page) {
  await page
    .locator(`${HITS}, .DocSearch-NoResults`)
    .first()
    .waitFor({timeout: 10_000})
    .catch(() => {});
  let previous = '';
  for (let stable = 0; stable < 3;) {
    await page.waitForTimeout(50);
    const current = (
      await page.locator(`${HITS} a`).evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    ).join(' ');
    stable = current === previous ? stable + 1 : 0;
    previous = current;
  }
  return previous === '' ? [] : previous.split(' ');
}

/**
 * Opens `origin` + `path` with an empty cache and waits for the search index to be complete in
 * the dialog: one search, then the text files the client loads after a first answer.
 * @param {import('playwright-core').Page} page
 * @param {string} origin
 * @param {string} path
 */
export async function openWarmDialog(page, origin, path) {
  await page.goto(`${origin}${path}`, {waitUntil: 'networkidle'});
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  const texts = page
    .waitForResponse((response) => response.url().includes('/texts.json'), {timeout: 30_000})
    .catch(() => undefined);
  await page.keyboard.insertText('viewer');
  await page.locator(HITS).first().waitFor({timeout: 30_000});
  await texts;
  await page.waitForTimeout(200);
}

/** Lighthouse's mobile network profile, the one the target is stated in. */
export const PHONE_NETWORK = {latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3};

/**
 * A first search on a fresh page over a throttled network: opens `origin` + `path`, presses
 * Ctrl+K and types `query` at 80 ms a key. Returns the time from the last keystroke to the
 * first hit on screen (0 when hits were already there: the index answers each keystroke at once
 * when loaded), and from Ctrl+K to the first hit.
 * @param {import('playwright-core').Page} page a page with an empty cache
 * @param {string} origin
 * @param {string} query
 */
export async function throttledFirstSearch(page, origin, query, path = '/') {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_NETWORK.latencyMs,
    downloadThroughput: PHONE_NETWORK.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_NETWORK.uploadBitsPerSecond / 8,
  });
  await page.goto(`${origin}${path}`, {waitUntil: 'networkidle', timeout: 60_000});
  await hydrated(page);
  await page.evaluate((selector) => {
    const state = /** @type {any} */ (window);
    state.__lastKeyAt = 0;
    document.addEventListener('input', () => (state.__lastKeyAt = performance.now()), {capture: true});
    state.__firstHitAt = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
  }, HITS);
  const openedAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.type(query, {delay: 80});
  await page.locator(HITS).first().waitFor({timeout: 30_000});
  const {firstHitAt, lastKeyAt} = await page.evaluate(async () => ({
    firstHitAt: /** @type {number} */ (await /** @type {any} */ (window).__firstHitAt),
    lastKeyAt: /** @type {number} */ (/** @type {any} */ (window).__lastKeyAt),
  }));
  await cdp.detach();
  return {afterLastKeyMs: Math.max(0, firstHitAt - lastKeyAt), fromShortcutMs: firstHitAt - openedAt};
}

/**
 * A first search typed at once: on a fresh page over the throttled phone network, presses
 * Ctrl+K and types `query` at `delayMs` a key without waiting for the dialog, as a reader who
 * knows the shortcut does (most keys come before the dialog's code or the index). Returns the
 * time from the last keystroke to the first frame showing hits for the whole query (the input
 * holds it and a hit highlights its last word whole; null if that never comes, as when keys
 * were lost), to the first hit of any query, and what the input held in the end.
 * @param {import('playwright-core').Page} page a page with an empty cache
 * @param {string} origin
 * @param {string} query
 * @param {{delayMs?: number, path?: string}} [options]
 */
export async function throttledTypingFromShortcut(page, origin, query, {delayMs = 60, path = '/'} = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await page.goto(`${origin}${path}`, {waitUntil: 'networkidle', timeout: 60_000});
  await hydrated(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_NETWORK.latencyMs,
    downloadThroughput: PHONE_NETWORK.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_NETWORK.uploadBitsPerSecond / 8,
  });
  await page.evaluate(
    ({selector, typed}) => {
      const state = /** @type {any} */ (window);
      const lastWord = typed.trim().split(/\s+/).pop()?.toLowerCase();
      state.__lastKeyAt = 0;
      // Keys typed before the dialog has an input fire no input event: the key itself is the moment.
      window.addEventListener('keydown', () => (state.__lastKeyAt = performance.now()), {capture: true});
      const when = (/** @type {() => boolean} */ test) =>
        new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (!test()) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now()));
          });
          observer.observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true});
        });
      state.__anyHitAt = when(() => document.querySelector(selector) !== null);
      state.__wholeQueryAt = when(
        () =>
          /** @type {HTMLInputElement | null} */ (document.querySelector('.DocSearch-Input'))?.value === typed &&
          Array.from(document.querySelectorAll(`${selector} mark`)).some(
            (mark) => mark.textContent?.toLowerCase() === lastWord,
          ),
      );
    },
    {selector: HITS, typed: query},
  );
  await page.keyboard.press('Control+k');
  await page.keyboard.type(query, {delay: delayMs});
  const result = await page.evaluate(async (waitMs) => {
    const state = /** @type {any} */ (window);
    const timeout = new Promise((resolve) => setTimeout(() => resolve(null), waitMs));
    const [anyHitAt, wholeQueryAt] = await Promise.all([
      Promise.race([state.__anyHitAt, timeout]),
      Promise.race([state.__wholeQueryAt, timeout]),
    ]);
    return {
      anyHitAt,
      wholeQueryAt,
      lastKeyAt: state.__lastKeyAt,
      input: /** @type {HTMLInputElement | null} */ (document.querySelector('.DocSearch-Input'))?.value ?? null,
    };
  }, 10_000);
  await cdp.detach();
  const after = (/** @type {number | null} */ at) => (at === null ? null : Math.max(0, at - result.lastKeyAt));
  return {
    afterLastKeyMs: after(result.wholeQueryAt),
    anyHitAfterLastKeyMs: after(result.anyHitAt),
    input: result.input,
  };
}

/**
 * Search requests a page makes before the reader shows any intent to search: loads `origin` +
 * `path`, waits until the network is idle and a second more, and lists the requests for the
 * search index or the search code (its chunks are named `local-search-client` and
 * `docsearch-modal`).
 * @param {import('playwright-core').Page} page
 * @param {string} origin
 * @param {string} path
 */
export async function searchRequestsBeforeIntent(page, origin, path) {
  /** @type {string[]} */
  const urls = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto(`${origin}${path}`, {waitUntil: 'networkidle'});
  await page.waitForTimeout(1000);
  return urls.filter((url) => /\/search-index\/|local-search-client|docsearch-modal/.test(url));
}
