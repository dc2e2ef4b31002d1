import {expect, test, type Page} from './support/test';

const LONG_DOC = '/migration-guide/from-v2';

/** Marks the window, so a test can tell a navigation inside the app from a full page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, {__sameDocument: true}));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as {__sameDocument?: boolean}).__sameDocument === true);

test('a doc page shows its prose from the HTML and downloads no script that repeats it', async ({page}) => {
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
