import {expect, test, type Page} from './support/test';
import {input, modal, openSearch, pressSearchShortcut} from './support/searchDialog';

test('Ctrl+K and "/" open the dialog, Escape closes it, and the button shows the shortcut', async ({page}) => {
  await page.goto('/');
  await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
  await expect(page.locator('.DocSearch-Button-Keys')).toBeVisible();

  await pressSearchShortcut(page);
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  // "/" opens the dialog only when the reader is not typing in a field or on a button.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
});

const NAMED_PAGES: Array<[query: string, page: string]> = [
  ['google cloud healthcare', '/deployment/google-cloud-healthcare'],
  ['dataSources', '/configuration/dataSources/introduction'],
  ['CORS', '/deployment/cors'],
  ['docker', '/deployment/docker'],
];
for (const [query, page] of NAMED_PAGES) {
  test(`"${query}" lists the page it names first`, async ({page: browserPage}) => {
    await openSearch(browserPage);
    await input(browserPage).fill(query);
    await expect(browserPage.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', new RegExp(`^${page}(#|$)`));
  });
}

test('typing shows hits grouped by page, linking to the section, and Enter opens the first', async ({page}) => {
  await openSearch(page);
  await input(page).fill('DisplaySetService');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toHaveAttribute('href', '/platform/services/data/DisplaySetService');
  await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit mark').first()).toContainText(/DisplaySetService/i);

  await input(page).fill('display set events');
  await expect(page.locator('.DocSearch-Hit a[href*="#events"]').first()).toBeVisible();

  await input(page).fill('DisplaySetService');
  await expect(first).toHaveAttribute('href', '/platform/services/data/DisplaySetService');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/platform\/services\/data\/DisplaySetService$/);
  await expect(page.getByRole('heading', {level: 1, name: 'DisplaySetService'})).toBeVisible();
});

test('on a 3.8 page the dialog searches 3.8, elsewhere the latest version', async ({page}) => {
  await openSearch(page, '/3.8/');
  await input(page).fill('DisplaySetService');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  const hrefs38 = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs38.length).toBeGreaterThan(0);
  for (const href of hrefs38) expect(href).toMatch(/^\/3\.8\//);
  await page.keyboard.press('Escape');

  await openSearch(page, '/');
  await input(page).fill('DisplaySetService');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  for (const href of hrefs) expect(href).not.toMatch(/^\/3\.8\//);
});

/** The distinct pages of the dialog's hits, in order (sections of one page count once). */
async function hitPages(page: Page): Promise<string[]> {
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  const hrefs = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.split('#')[0]!))];
}

// Each query must list its page among the first three, as a reader would judge it.
const READER_QUERIES: Array<[kind: string, path: string, query: string, expected: RegExp]> = [
  // 3.8 pages used to get no hits at all for these, though both pages hold both words.
  ['3.8, two words', '/3.8/', 'origin isolation', /^\/3\.8\/(faq|deployment\/cors)$/],
  ['3.8, three words', '/3.8/', 'cross origin isolation', /^\/3\.8\/(faq|deployment\/cors)$/],
  ['a typo', '/', 'playwrigth', /^\/development\/playwright-testing$/],
  ['a word no page holds ("gotchas")', '/', 'docker gotchas', /^\/deployment\/docker$/],
  ['a synonym', '/', 'debug on iphone', /^\/development\/android-ios-debugging$/],
];
for (const [kind, path, query, expected] of READER_QUERIES) {
  test(`${kind}: "${query}" on ${path} lists its page in the first three`, async ({page}) => {
    await openSearch(page, path);
    await input(page).fill(query);
    await expect.poll(async () => (await hitPages(page)).slice(0, 3).some((url) => expected.test(url))).toBe(true);
  });
}

/** Number of hits in the largest page group of the dialog. */
async function largestGroup(page: Page): Promise<number> {
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  return page
    .locator('.DocSearch-Hits')
    .evaluateAll((groups) => Math.max(...groups.map((group) => group.querySelectorAll('.DocSearch-Hit').length)));
}

test('a page group lists at most 5 hits on a narrow screen and more on a wide one', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await openSearch(page);
  await input(page).fill('segmentation');
  expect(await largestGroup(page)).toBeGreaterThan(5);
  await page.keyboard.press('Escape');

  await page.setViewportSize({width: 700, height: 900});
  await openSearch(page);
  await input(page).fill('segmentation');
  expect(await largestGroup(page)).toBe(5);
});

test('the input takes at most 64 characters', async ({page}) => {
  await openSearch(page);
  await input(page).pressSequentially('x'.repeat(70));
  await expect(input(page)).toHaveValue('x'.repeat(64));
});

test('a query with no hits shows the no-results screen with suggestions and a report link', async ({page}) => {
  await openSearch(page);
  await input(page).fill('DisplaySetService');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).fill('qqzxwvvk');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results for');
  await expect(screen).toContainText('qqzxwvvk');
  await expect(screen).toContainText('Try searching for');
  await expect(screen).toContainText('Believe this query should return results?');
  await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /issues\/new\?title=/);
});

test('when the index cannot be fetched the error screen says so', async ({page}) => {
  await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  await openSearch(page);
  await input(page).fill('DisplaySetService');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(
    'You might want to check your network connection.',
  );
  await expect(page.locator('.DocSearch-Container')).toHaveClass(/DocSearch-Container--Errored/);

  // Once the network is back, the same dialog finds results.
  await page.unroute('**/search-index/**');
  await input(page).fill('DisplaySetServic');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('a slow index puts the dialog in its stalled state after 300 ms, then shows the hits', async ({page}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index/**', async (route) => {
    await held;
    await route.continue();
  });
  await openSearch(page);
  const typedAt = Date.now();
  await input(page).fill('DisplaySetService');
  const container = page.locator('.DocSearch-Container');
  await expect(container).toHaveClass(/DocSearch-Container--Stalled/);
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(300);
  await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();
  release();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(container).not.toHaveClass(/DocSearch-Container--Stalled/);
});

for (const [file, body] of [
  ['*/headings.json*', '{not json'],
  ['manifest.json*', '{"versions": 5}'],
]) {
  test(`a corrupt index (${file}) shows the error screen, not a blank dialog`, async ({page}) => {
    await page.route(`**/search-index/${file}`, (route) => route.fulfill({status: 200, body}));
    await openSearch(page);
    await input(page).fill('DisplaySetService');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  });
}

test('recent searches and favourites survive a reload', async ({page}) => {
  await openSearch(page);
  await input(page).fill('DisplaySetService');
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(page).toHaveURL(/DisplaySetService$/);

  await pressSearchShortcut(page);
  const recent = page.locator('.DocSearch-Hit').first();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  await recent.hover();
  await recent.getByTitle('Save this search').click();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');

  await page.reload();
  await pressSearchShortcut(page);
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('DisplaySetService');
});

const HOSTILE_INPUTS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  `"' OR 1=1 --`,
  '.*+?^${}()|[]\\/',
  '🩻 segmentation 🧠',
  'تجزئة الصورة',
  '',
];

test('hostile or odd input is shown as text and never runs', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await openSearch(page);
  for (const text of HOSTILE_INPUTS) {
    await input(page).fill(text);
    await expect(input(page)).toHaveValue(text.slice(0, 64));
    // Every query ends on hits or the no-results screen; an empty one shows neither.
    if (text !== '') await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  }
  // A 10,000-character paste is cut to the input limit.
  await input(page).fill('segmentation '.repeat(800));
  await expect(input(page)).toHaveValue('segmentation '.repeat(800).slice(0, 64));
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).fill('<b>DisplaySetService</b>');
  await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Modal b')).toHaveCount(0);

  expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test.describe('the /search page', () => {
  test('lists 20 hits per page, loads more, and lets the reader pick the version', async ({page}) => {
    await page.goto('/search?q=viewer');
    const results = page.locator('main article');
    await expect(results).toHaveCount(20);
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    await page.locator('main article').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => results.count()).toBeGreaterThan(20);

    await page.goto('/search?q=DisplaySetService');
    await expect(results.first().locator('a').first()).toHaveAttribute(
      'href',
      '/platform/services/data/DisplaySetService',
    );
    await page.locator('select').first().selectOption({label: '3.8'});
    await expect(results.first().locator('a').first()).toHaveAttribute('href', /^\/3\.8\//);
  });

  test('a query in the address bar is shown as text', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      errors.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/search?q=${encodeURIComponent('<script>window.__pwned=1</script>')}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText('<script>window.__pwned=1</script>');
    expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('when the index cannot be fetched it says so, as the dialog does, and finds again once it can', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=DisplaySetService');
    const failure = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('You might want to check your network connection.');
    // The theme's spinner (a CSS module class) does not turn on and on beside it.
    await expect(page.locator('[class*="loadingSpinner"]')).toBeHidden();
    await expect(page.getByText('No results were found')).toBeHidden();
    expect(errors).toEqual([]);

    await page.unroute('**/search-index/**');
    await page.getByRole('searchbox', {name: 'Search'}).fill('DisplaySetServic');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(failure).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('no Algolia request, preconnect or branding while the local index is used', async ({page}) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
    });
    await page.goto('/search?q=DisplaySetService');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
    await expect(page.getByText('Powered by')).toBeHidden();
    expect(external).toEqual([]);
  });
});
