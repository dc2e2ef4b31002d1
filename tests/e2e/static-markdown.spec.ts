import {layoutShiftsOfLoad} from './support/layoutShifts';
import {expect, test, type Locator, type Page, speedLayerOnly} from './support/test';

const LONG_DOC = '/migration-guide/from-v2';

/** Marks the window, so a test can tell a navigation inside the app from a full page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, {__sameDocument: true}));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as {__sameDocument?: boolean}).__sameDocument === true);

test('a doc page shows its prose from the HTML and downloads no script that repeats it', async ({page}) => {
  speedLayerOnly('static-markdown keeps prose out of the scripts');
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  // The paragraph element as the parser built it, before any script ran.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, {__parsedParagraph: document.querySelector('.markdown p')}),
    ),
  );
  await page.goto(LONG_DOC);
  const prose = page.locator('.markdown p').filter({hasText: 'Read this page if you run, extend or maintain'});
  await expect(prose).toBeVisible();
  // Hydration kept the server's elements: the same node is still in the page.
  expect(
    await page.evaluate(() => {
      const parsed = (window as {__parsedParagraph?: Element}).__parsedParagraph;
      return Boolean(parsed?.isConnected) && parsed === document.querySelector('.markdown p');
    }),
  ).toBe(true);
  const sentence = (await prose.innerText()).slice(0, 60);
  for (const body of await Promise.all(scripts)) expect(body).not.toContain(sentence);
  // The parts that need React are hydrated: a code block's copy button works.
  const copy = page.getByRole('button', {name: 'Copy code to clipboard'}).first();
  await copy.scrollIntoViewIfNeeded();
  await expect(copy).toBeVisible();
});

test('a link in the prose opens the next page inside the app, with its text, and Back restores the first', async ({
  page,
}) => {
  await page.goto(LONG_DOC);
  await markWindow(page);
  await page.locator('.markdown p').getByRole('link', {name: 'migration guide overview'}).click();
  await expect(page).toHaveURL(/\/migration-guide\/?$/);
  const article = page.locator('article');
  await expect(article.getByRole('heading', {level: 1})).not.toHaveText(/Migrating from OHIF v2/);
  await expect(article.locator('.markdown p').first()).not.toBeEmpty();
  expect(await isSameDocument(page)).toBe(true);

  await page.goBack();
  await expect(
    page.locator('.markdown p').filter({hasText: 'Read this page if you run, extend or maintain'}),
  ).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test('the "Next" link opens a doc page inside the app with the same text as the server wrote', async ({
  page,
  context,
}) => {
  await page.goto('/configuration/url');
  await markWindow(page);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(/\/configuration\/url\/?$/);
  const markdown = page.locator('article .markdown');
  await expect(markdown.locator('p').first()).not.toBeEmpty();
  expect(await isSameDocument(page)).toBe(true);

  const fresh = await context.newPage();
  await fresh.goto(page.url());
  await expect(fresh.locator('article .markdown')).toHaveText(await markdown.innerText(), {useInnerText: true});
});

test('when the next page cannot be fetched, the browser loads it from the server instead of showing a gap', async ({
  page,
}) => {
  speedLayerOnly("static-markdown fetches the next page's HTML");
  await page.goto(LONG_DOC);
  await markWindow(page);
  await page.route(/\/migration-guide\/?$/, (route) =>
    route.request().resourceType() === 'fetch' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.locator('.markdown p').getByRole('link', {name: 'migration guide overview'}).click();
  await expect(page).toHaveURL(/\/migration-guide\/?$/);
  await expect(page.locator('article .markdown p').first()).not.toBeEmpty();
  await expect.poll(() => isSameDocument(page)).toBe(false);
});

test('a link to a section of the same page jumps there without leaving the page', async ({page}) => {
  await page.goto(LONG_DOC);
  await markWindow(page);
  await page.locator('.markdown h2 .hash-link').first().click({force: true});
  await expect(page).toHaveURL(/#who-this-page-is-for$/);
  expect(await isSameDocument(page)).toBe(true);
});

test('a page whose HTML no longer matches its code (a deployment in between) says to reload', async ({page}) => {
  speedLayerOnly("static-markdown pairs each page's code with its HTML");
  await page.goto(LONG_DOC);
  await page.route(/\/migration-guide\/?$/, async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    const response = await route.fetch();
    // A newer deployment: the same page, with text the loaded code does not know.
    const body = (await response.text()).replaceAll('data-md-run=', 'data-md-run-from-another-build=');
    return route.fulfill({response, body});
  });
  await page.locator('.markdown p').getByRole('link', {name: 'migration guide overview'}).click();
  await expect(page.getByText(/Reload the page to read it/)).toBeVisible();
});

test.describe('blocks below the first screen', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true});

  /** Whether the browser has laid out a block's content (false while it waits offscreen). */
  const contentRendered = (block: Locator) =>
    block.evaluate((element) => element.firstElementChild!.checkVisibility({contentVisibilityAuto: true}));

  test('on a long page, the first screen is rendered at once and the blocks far below once the reader scrolls near them', async ({
    page,
  }) => {
    speedLayerOnly('static-markdown renders far blocks on demand');
    await page.goto(LONG_DOC);
    const firstParagraph = page.locator('.theme-doc-markdown p').first();
    await expect(firstParagraph).toHaveCSS('content-visibility', 'visible');
    const lastList = page.locator('.theme-doc-markdown ul').last();
    await expect(lastList).toHaveCSS('content-visibility', 'auto');
    expect(await contentRendered(lastList)).toBe(false);
    // Still in the page for find-in-page, assistive technology and tests.
    await expect(lastList.locator('li').first()).toBeVisible();
    await lastList.scrollIntoViewIfNeeded();
    await expect.poll(() => contentRendered(lastList)).toBe(true);
  });

  test('after a colour-mode switch, a block far down shows the new colours when the reader reaches it', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(LONG_DOC);
    const linkColour = (link: Locator) => link.evaluate((element) => getComputedStyle(element).color);
    const firstLink = page.locator('.theme-doc-markdown p a').first();
    const lastLink = page.locator('.theme-doc-markdown ul a').last();
    const darkColour = await linkColour(firstLink);
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const lightColour = await linkColour(firstLink);
    expect(lightColour).not.toBe(darkColour);
    await lastLink.scrollIntoViewIfNeeded();
    await expect.poll(() => linkColour(lastLink)).toBe(lightColour);
  });

  test('a link to a section far down lands on its heading, and scrolling up from it moves nothing', async ({page}) => {
    await page.goto(LONG_DOC);
    const ids = await page
      .locator('.theme-doc-markdown h2[id]')
      .evaluateAll((headings) => headings.map((heading) => heading.id));
    const id = ids[Math.floor(ids.length * 0.8)]!;
    await page.goto('about:blank');
    await page.goto(`${LONG_DOC}#${id}`);
    const headingTop = () =>
      page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);
    // Below the navbar, by the headings' scroll margin.
    const navbarHeight = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().height);
    const landed = await headingTop();
    expect(landed).toBeGreaterThanOrEqual(navbarHeight);
    expect(landed).toBeLessThan(navbarHeight + 24);
    // The blocks above come into view with their real height, not the estimate they had until
    // then; the browser keeps what the reader sees in place.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, -1200);
    // Scroll anchoring may land a fraction of a pixel off, which rounds to 1 px either way; a
    // block that kept its estimated height would move the heading by the whole difference.
    await expect.poll(async () => Math.abs((await headingTop()) - (landed + 1200))).toBeLessThanOrEqual(1);
  });

  test('nothing on the first screen of a long page moves while it loads, on a phone or a desktop', async ({
    browser,
  }) => {
    // A block that waits for the screen is painted blank for a frame; one on the first screen
    // would then push down everything after it.
    const shifts: string[] = [];
    for (const [viewport, isMobile] of [
      [{width: 412, height: 823}, true],
      [{width: 1350, height: 940}, false],
      [{width: 1920, height: 1600}, false],
    ] as const)
      shifts.push(...(await layoutShiftsOfLoad(browser, LONG_DOC, {viewport, isMobile, untilHydrated: true})));
    expect(shifts).toEqual([]);
  });

  // A block with `content-visibility` is a formatting context: the margins of its children no
  // longer collapse through its edges. The blocks chosen must be ones where that changes nothing.
  for (const route of [LONG_DOC, '/development/testing', '/3.8/deployment/docker']) {
    test(`on ${route}, rendering blocks on demand moves nothing`, async ({page}) => {
      speedLayerOnly('static-markdown renders far blocks on demand');
      await page.goto(route);
      const onDemand = await page.evaluate(() => {
        const blocks = Array.from(document.querySelectorAll('.theme-doc-markdown *')).filter(
          (element) => getComputedStyle(element).contentVisibility === 'auto',
        );
        blocks.forEach((block) => block.setAttribute('data-on-demand', ''));
        return blocks.length;
      });
      expect(onDemand).toBeGreaterThan(0);
      const boxes = () =>
        page.locator('.theme-doc-markdown *').evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return `${element.tagName} ${Math.round(box.top + window.scrollY)} ${Math.round(box.height)}`;
          }),
        );
      const useStyle = (css: string) =>
        page.evaluate((rule) => {
          document.getElementById('on-demand-test')?.remove();
          document.head.append(
            Object.assign(document.createElement('style'), {id: 'on-demand-test', textContent: rule}),
          );
        }, css);
      // Every block rendered, without containment, then with the containment a rendered
      // `content-visibility: auto` block has.
      await useStyle('[data-on-demand] {content-visibility: visible !important}');
      const plain = await boxes();
      await useStyle('[data-on-demand] {content-visibility: visible !important; contain: layout style paint}');
      expect(await boxes()).toEqual(plain);
    });
  }
});
