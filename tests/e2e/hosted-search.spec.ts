import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page, type Route} from './support/test';
import {HOSTED_PORT} from '../../playwright.config';
import {input, openSearch} from './support/searchDialog';

/**
 * The site built with a hosted Algolia index (`npm run build:hosted`, served on its own port).
 * Algolia's hosts are answered here, so the test needs no network: it checks what the site
 * sends and that the site's own Content-Security-Policy lets the request out at all.
 */
const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, 'support', 'hosted-search.json'), 'utf8')) as {
  appId: string;
  apiKey: string;
  indexName: string;
};
const ORIGIN = `http://127.0.0.1:${HOSTED_PORT}`;

type AlgoliaRequest = {
  indexName: string;
  query?: string;
  params?: string | Record<string, unknown>;
  facetFilters?: unknown;
};

const hit = (query: string) => ({
  objectID: 'hosted-1',
  url: `${ORIGIN}/3.8/platform/services/data/DisplaySetService`,
  type: 'lvl1',
  hierarchy: {
    lvl0: 'Platform',
    lvl1: 'Answer from the hosted index',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Platform', matchLevel: 'none', matchedWords: []},
      lvl1: {value: 'Answer from the hosted index', matchLevel: 'full', matchedWords: [query]},
    },
  },
  _snippetResult: {hierarchy: {lvl1: {value: 'Answer from the hosted index', matchLevel: 'full'}}},
});

/** Answers every Algolia host like a search service with one record, and keeps what was asked. */
async function answerAlgolia(page: Page): Promise<Array<{url: URL; requests: AlgoliaRequest[]}>> {
  const calls: Array<{url: URL; requests: AlgoliaRequest[]}> = [];
  const handler = async (route: Route) => {
    const request = route.request();
    const body = JSON.parse(request.postData() ?? '{}') as {requests?: AlgoliaRequest[]};
    const requests = body.requests ?? [];
    calls.push({url: new URL(request.url()), requests});
    const results = requests.map((entry) => ({
      hits: [hit(String(entry.query ?? ''))],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      query: entry.query ?? '',
      params: '',
      index: entry.indexName,
      processingTimeMS: 1,
    }));
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify({results}),
    });
  };
  await page.route(/https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//, handler);
  return calls;
}

test.describe('with a hosted Algolia index', () => {
  test('the dialog asks that index, filtered to the version being read, and shows its answer', async ({page}) => {
    const calls = await answerAlgolia(page);
    const localIndex: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) localIndex.push(request.url());
    });
    await openSearch(page, `${ORIGIN}/3.8/`);
    await input(page).fill('viewport');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Answer from the hosted index');

    const last = calls.at(-1)!;
    expect(last.url.hostname).toBe(`${fixture.appId.toLowerCase()}-dsn.algolia.net`);
    expect(last.url.searchParams.get('x-algolia-api-key')).toBe(fixture.apiKey);
    expect(last.requests[0]).toMatchObject({indexName: fixture.indexName, query: 'viewport'});
    expect(JSON.stringify(last.requests[0]!.facetFilters)).toContain('docusaurus_tag:docs-default-3.8');
    expect(localIndex).toEqual([]);
  });

  test('the /search page lists the hosted answer', async ({page}) => {
    const calls = await answerAlgolia(page);
    await page.goto(`${ORIGIN}/search?q=viewport`);
    await expect(page.locator('main article').first()).toContainText('Answer from the hosted index');
    expect(calls.flatMap((call) => call.requests).some((entry) => entry.indexName === fixture.indexName)).toBe(true);
  });

  test('the /search page says so when no Algolia host can be reached', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto(`${ORIGIN}/search?q=viewport`);
    await expect(page.getByRole('alert').filter({hasText: 'Unable to fetch results'})).toContainText(
      'You might want to check your network connection.',
    );
    expect(errors).toEqual([]);
  });

  test('the Content-Security-Policy lets the dialog reach the Algolia hosts', async ({request}) => {
    const response = await request.get(`${ORIGIN}/`);
    expect(response.headers()['content-security-policy']).toContain(
      `https://${fixture.appId.toLowerCase()}-dsn.algolia.net`,
    );
  });
});
