import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from './support/test';
import {builtRoutes, existsInBuild} from './support/builtRoutes';

/**
 * Every page of the build, in real Chromium: desktop and 390 px, dark and light. The server
 * applies the build's _headers, so this also runs every page under the strict CSP.
 */
const BUILD_DIR = path.resolve('build');
const ROUTES = builtRoutes(BUILD_DIR);
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
 * axe at WCAG 2.1 AA. Code blocks are left out: their token colours are checked against
 * their backgrounds by the code-theme unit test, and they are most of a long page's nodes.
 * `colourOnly` runs just the rules a colour-mode switch can change.
 */
async function axeViolations(page: Page, {colourOnly = false} = {}): Promise<string[]> {
  // Live @ohif/ui-next examples are checked once loaded, with the library's own known
  // findings listed, in design-system.spec.ts.
  const builder = new AxeBuilder({page}).exclude('pre').exclude('[data-ohif-live]');
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

async function toggleColourMode(page: Page, to: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
  if (await toggle.isVisible()) {
    await toggle.click();
  } else {
    // Below 996 px the toggle lives in the mobile sidebar.
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page
      .locator('.navbar-sidebar')
      .getByRole('button', {name: /switch between dark and light mode/i})
      .click();
    await page.keyboard.press('Escape');
  }
  await expect(html).toHaveAttribute('data-theme', to);
  // Colours fade between modes; measure contrast only once every transition has ended. A
  // transition of an element that is not rendered (a code block in a closed <details>) stays
  // listed, as finished.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
  );
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
    expect(await axeViolations(page), 'axe, dark mode').toEqual([]);
    if (hasColourModes) {
      await toggleColourMode(page, 'light');
      expect(await axeViolations(page, {colourOnly: true}), 'axe, light mode').toEqual([]);
    }

    // The phone layout, in both modes.
    await page.setViewportSize({width: 390, height: 844});
    await expect(page.locator('h1').first()).toBeVisible();
    if (hasColourModes) {
      await toggleColourMode(page, 'dark');
      await expect(page.locator('h1').first()).toBeVisible();
    }

    expect(await cspViolations(page), 'Content-Security-Policy violations').toEqual([]);
    expect(problems).toEqual([]);
  });
}
