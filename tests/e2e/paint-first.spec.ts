import {layoutShiftsOfLoad} from './support/layoutShifts';
import {expect, test, speedLayerOnly} from './support/test';

const LONG_DOC = '/migration-guide/from-v2';

/** A script the loader added, as recorded by the test below. */
type AddedScript = {src: string; sameTaskAsPrevious: boolean};

test('a doc page asks for its scripts only once its HTML is parsed, and shows its text before it hydrates', async ({
  page,
}) => {
  speedLayerOnly("paint-first's loader starts the scripts after the first paint");
  await page.addInitScript(() => {
    // When React marks the page hydrated.
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hasHydrated !== 'true') return;
      (window as Window & {hydratedAt?: number}).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto(LONG_DOC);
  const timing = await page.evaluate(() => ({
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
    firstScriptRequest: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    hydrated: (window as Window & {hydratedAt?: number}).hydratedAt,
  }));
  // With <script defer> tags, the scripts were requested while the <head> was parsed.
  expect(timing.firstScriptRequest).toBeGreaterThanOrEqual(timing.parsed);
  expect(timing.firstContentfulPaint).toBeDefined();
  expect(timing.hydrated).toBeDefined();
  expect(timing.firstContentfulPaint!).toBeLessThan(timing.hydrated!);
});

test('the loader adds the scripts in their order, one per task, so that input is handled between them', async ({
  page,
}) => {
  speedLayerOnly("paint-first's loader adds the scripts one per task");
  await page.addInitScript(() => {
    // A microtask runs at the end of a task: if it has not run since the last script was added,
    // that one and this one were added in the same task.
    const added: AddedScript[] = [];
    (window as Window & {addedScripts?: AddedScript[]}).addedScripts = added;
    let taskOfLastScript = false;
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src) {
        added.push({src: new URL(node.src).pathname, sameTaskAsPrevious: taskOfLastScript});
        taskOfLastScript = true;
        queueMicrotask(() => (taskOfLastScript = false));
      }
      return appendChild.call(this, node) as T;
    };
  });
  await page.goto(LONG_DOC);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const listed: string[] = JSON.parse((await page.locator('#__docusaurus-scripts').textContent()) ?? '[]');
  const added = await page.evaluate(() => (window as Window & {addedScripts?: AddedScript[]}).addedScripts!);
  expect(added.slice(0, listed.length).map((script) => script.src)).toEqual(listed);
  expect(added.slice(0, listed.length).filter((script) => script.sameTaskAsPrevious)).toEqual([]);
});

test("a doc page's route chunks come with the page: each script is requested once, none by the bundle", async ({
  page,
}) => {
  speedLayerOnly('paint-first lists the route chunks in the page');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requests.push(new URL(request.url()).pathname);
  });
  await page.goto(LONG_DOC);
  const listed: string[] = JSON.parse((await page.locator('#__docusaurus-scripts').textContent()) ?? '[]');
  // Route chunks first, then the runtime and the main bundle.
  expect(listed.length).toBeGreaterThan(2);
  expect(listed.slice(-2).map((url) => url.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
    '/assets/js/runtime~main',
    '/assets/js/main',
  ]);
  // The page needed no script that was not on its list, and asked for none twice.
  expect([...new Set(requests)].sort()).toEqual([...listed].sort());
  expect(requests).toHaveLength(listed.length);
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeEnabled();
});

test('on the home page, the base-URL warning Docusaurus prepares before the scripts run is gone once they have', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
});

test('links in view are prefetched while the browser is idle, without chunks the page already has', async ({page}) => {
  speedLayerOnly('lean-main prefetches in idle time');
  await page.goto(LONG_DOC);
  const prefetches = page.locator('link[rel="prefetch"]');
  await expect(prefetches.first()).toBeAttached({timeout: 10_000});
  const prefetched = await prefetches.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const scripts = await page.evaluate(() => Array.from(document.scripts, (script) => script.getAttribute('src')));
  expect(prefetched.filter((href) => scripts.includes(href))).toEqual([]);
  expect(new Set(prefetched).size).toBe(prefetched.length);
});

test('nothing moves while a page loads on a slow computer: the navbar and the copy-page controls appear whole', async ({
  browser,
}) => {
  // Chrome may paint a page it is still parsing; under a 4× CPU slowdown about one load in four
  // painted the navbar's right-hand items before all of them were parsed, and moved them in the
  // first frame after parsing. Each load is watched until three frames after parsing.
  const shifts: string[] = [];
  for (let load = 0; load < 6; load++)
    shifts.push(...(await layoutShiftsOfLoad(browser, '/', {viewport: {width: 1350, height: 940}})));
  expect(shifts).toEqual([]);
});
