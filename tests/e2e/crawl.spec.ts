import path from 'node:path';
import {expect, test, type Page} from './support/test';
import {axeOf, renderOffscreenBlocks, WCAG_21_AA} from './support/axe';
import {builtRoutes, existsInBuild} from './support/builtRoutes';
import {COMPONENT_PAGE_ROUTES} from './support/componentPages';

/**
 * Every page of the build, in real Chromium: desktop and 390 px, dark and light. The server
 * applies the build's _headers, so this also runs every page under the strict CSP.
 */
const BUILD_DIR = path.resolve('build');
const ROUTES = builtRoutes(BUILD_DIR);

/** Problems a reader would notice, collected while the page is open. */
function watchForProblems(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin))
      problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    const isPage404 = response.request().isNavigationRequest() && response.url().endsWith('/404.html');
    if (response.url().startsWith(origin) && response.status() >= 400 && !isPage404) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as {__cspViolations?: string[]}).__cspViolations ?? []);
}

/**
 * The navbar (with the phone menu), the doc sidebar and the footer: the same on every page of
 * a layout. Each page's own check leaves them out; the chrome tests below check them whole, in
 * both modes, with every sidebar category open.
 */
const CHROME = ['.navbar', '.theme-doc-sidebar-container', '.footer'];

/** One page of each layout and version: a 3.9.3 doc, a 3.8 doc, a custom page. */
const CHROME_PAGES = ['/', '/3.8/', '/components'];

/**
 * axe at WCAG 2.1 AA. Code blocks are left out: their token colours are checked against
 * their backgrounds by the code-theme unit test, and they are most of a long page's nodes.
 * `colourOnly` runs just the rules a colour-mode switch can change; `withChrome` keeps the
 * navbar, sidebar and footer in.
 */
async function axeViolations(page: Page, {colourOnly = false, withChrome = false} = {}): Promise<string[]> {
  // Live @ohif/ui-next examples are checked once loaded, with the library's own known
  // findings listed, in design-system.spec.ts.
  const builder = axeOf(page).exclude('pre').exclude('[data-ohif-live]');
  if (!withChrome) for (const selector of CHROME) builder.exclude(selector);
  if (colourOnly) builder.withRules(['color-contrast', 'link-in-text-block']);
  else builder.withTags(WCAG_21_AA);
  const {violations} = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Switches the colour mode. Colours fade between the modes and axe reads the colours they end
 * at, so the fades are turned off rather than waited for: on a busy 2-core machine, waiting for
 * every transition to end took 0.5–1 s a page.
 */
async function toggleColourMode(page: Page, to: 'light' | 'dark'): Promise<void> {
  await page.addStyleTag({content: '*, ::before, ::after {transition: none !important}'});
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
}

/**
 * Colours fade between modes; measure contrast only once every transition has ended. A
 * transition of an element that is not rendered (a code block in a closed <details>) stays
 * listed, as finished.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
  );
}

/** Opens every collapsed category of the doc sidebar, so each of its links is checked. */
async function expandSidebar(page: Page): Promise<void> {
  // A category with a page of its own opens by its caret button; one without, by its label.
  const collapsed = page.locator(
    '.theme-doc-sidebar-container .menu__list-item--collapsed > .menu__list-item-collapsible > :is(button.menu__caret, a.menu__link--sublist-caret)',
  );
  for (let round = 0; round < 50 && (await collapsed.count()) > 0; round++) {
    await collapsed.first().click();
  }
  await expect(collapsed).toHaveCount(0);
}

test.describe.configure({mode: 'parallel'});

test('the build has pages to crawl', () => {
  expect(ROUTES.length).toBeGreaterThan(200);
});

for (const route of ROUTES) {
  test(`crawl ${route}`, async ({page, baseURL}) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const problems = watchForProblems(page, origin);
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as {__cspViolations?: string[]}).__cspViolations = log;
      document.addEventListener('securitypolicyviolation', (event) =>
        log.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
      );
    });
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(route);
    await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));

    // What every page must have.
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page).toHaveTitle(/ \| OHIF$/);

    // No link to a page or file the build does not contain.
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const missing = [...new Set(hrefs)]
      .map((href) => new URL(href))
      .filter((url) => url.origin === origin && !existsInBuild(BUILD_DIR, url.pathname))
      .map((url) => url.pathname);
    expect(missing, 'internal links to missing pages').toEqual([]);

    // Accessibility in both colour modes (dark is the default). The debug panel has one
    // fixed dark look and no colour switch.
    const hasColourModes = (await page.locator('.navbar').count()) > 0;
    // A component page's whole page, live parts included, is checked in dark mode by
    // component-pages.spec.ts; this run would repeat part of that one.
    if (!COMPONENT_PAGE_ROUTES.has(route)) expect(await axeViolations(page), 'axe, dark mode').toEqual([]);
    if (hasColourModes) {
      await toggleColourMode(page, 'light');
      await renderOffscreenBlocks(page);
      expect(await axeViolations(page, {colourOnly: true}), 'axe, light mode').toEqual([]);
    }

    // The phone layout.
    await page.setViewportSize({width: 390, height: 844});
    await expect(page.locator('h1').first()).toBeVisible();

    expect(await cspViolations(page), 'Content-Security-Policy violations').toEqual([]);
    expect(problems).toEqual([]);
  });
}

for (const route of CHROME_PAGES) {
  for (const mode of ['dark', 'light'] as const) {
    test(`the navbar, sidebar and footer of ${route} pass axe in ${mode} mode, on desktop and in the phone menu`, async ({
      page,
    }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      if ((await page.locator('.theme-doc-sidebar-container').count()) > 0) await expandSidebar(page);
      await transitionsEnded(page);
      expect(await axeViolations(page, {withChrome: true}), 'axe, desktop').toEqual([]);

      await page.setViewportSize({width: 390, height: 844});
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
      await transitionsEnded(page);
      expect(await axeViolations(page, {withChrome: true}), 'axe, phone menu open').toEqual([]);
    });
  }
}
