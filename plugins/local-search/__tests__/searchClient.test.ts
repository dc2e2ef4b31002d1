import {describe, expect, it, vi} from 'vitest';
import {allowedTags, MAX_QUERY_LENGTH, normalizeRequests} from '../client/requests';
import {createLocalSearchClient, type PagefindApi, type PagefindData} from '../client/searchClient';

function result(url: string, meta: Record<string, string>, excerpt: string, score: number, content = 'the DisplaySetService') {
  const data: PagefindData = {url, excerpt, meta, content, locations: [1]};
  return {id: url, score, data: vi.fn(async () => data)};
}

const RESULTS = [
  result('/platform/services/data/DisplaySetService', {lvl0: 'Platform', lvl1: 'DisplaySetService', level: 'lvl1'}, 'The <mark>DisplaySetService</mark> groups &lt;instances&gt;', 9),
  result('/platform/services/data/DisplaySetService#events', {lvl0: 'Platform', lvl1: 'DisplaySetService', lvl2: 'Events', level: 'lvl2'}, 'Fired by <mark>DisplaySetService</mark>', 5),
  result('/faq/', {lvl0: 'FAQ', lvl1: 'FAQ', level: 'lvl1'}, 'mentions <mark>DisplaySetService</mark>', 1),
];

function fakePagefind() {
  const search = vi.fn(async () => ({results: RESULTS}));
  const api: PagefindApi = {search};
  return {api, search};
}

const client = (api: PagefindApi) =>
  createLocalSearchClient({loadIndex: async () => api, origin: () => 'https://docs.example.org'});

describe('local search client', () => {
  it('answers the modal shape with Algolia-shaped, absolute, highlighted hits', async () => {
    const {api, search} = fakePagefind();
    const {results} = await client(api).search({
      requests: [
        {
          indexName: 'ohif-docs',
          query: 'DisplaySetService',
          hitsPerPage: 20,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });
    expect(search).toHaveBeenCalledWith('DisplaySetService', {filters: {tag: {any: ['default', 'docs-default-current']}}});
    const [first] = results;
    expect(first).toMatchObject({nbHits: 3, page: 0, nbPages: 1, hitsPerPage: 20, query: 'DisplaySetService', index: 'ohif-docs'});
    expect(first!.hits[0]).toMatchObject({
      objectID: '/platform/services/data/DisplaySetService',
      url: 'https://docs.example.org/platform/services/data/DisplaySetService',
      type: 'lvl1',
      hierarchy: {lvl0: 'Platform', lvl1: 'DisplaySetService', lvl2: null},
    });
    expect(first!.hits[0]!._highlightResult.hierarchy.lvl1!.value).toBe('<mark>DisplaySetService</mark>');
    expect(first!.hits[0]!._snippetResult.content!.value).toBe('The <mark>DisplaySetService</mark> groups &lt;instances&gt;');
    expect(first!.hits[1]!._highlightResult.hierarchy).not.toHaveProperty('lvl3');
  });

  it('answers the /search page shape and pages through results', async () => {
    const {api} = fakePagefind();
    const {results} = await client(api).search([
      {indexName: 'ohif-docs', params: {query: 'DisplaySetService', hitsPerPage: 2, page: 1, facetFilters: [['docusaurus_tag:docs-default-3.8'], ['language:en']]}},
      {indexName: 'ohif-docs', params: {query: 'DisplaySetService', hitsPerPage: 0}},
    ]);
    expect(results[0]).toMatchObject({page: 1, nbPages: 2, nbHits: 3});
    expect(results[0]!.hits.map((hit) => hit.objectID)).toEqual(['/faq/']);
    expect(results[1]!.hits).toEqual([]);
    expect(RESULTS[0]!.data).not.toHaveBeenCalledTimes(0);
  });

  it('marks a hit as content when only its text matches', async () => {
    const {api} = fakePagefind();
    const {results} = await client(api).search({requests: [{indexName: 'i', query: 'DisplaySetService'}]});
    expect(results[0]!.hits[1]!.type).toBe('content');
  });

  it('drops what Pagefind matched only through a shortened prefix', async () => {
    const nonsense = [result('/a', {lvl1: 'A', level: 'lvl1'}, '<mark>z</mark>', 3, 'press z')];
    const api: PagefindApi = {search: async () => ({results: nonsense})};
    const {results} = await client(api).search({requests: [{indexName: 'i', query: 'zzqqxxjjvv'}]});
    expect(results[0]).toMatchObject({hits: [], nbHits: 0});
  });

  it('returns nothing for a query without words, without loading the index', async () => {
    const loadIndex = vi.fn();
    const local = createLocalSearchClient({loadIndex, origin: () => 'https://x'});
    for (const query of ['', '   ', '<>"\'']) {
      const {results} = await local.search({requests: [{indexName: 'i', query}]});
      expect(results[0]).toMatchObject({hits: [], nbHits: 0});
    }
    expect(loadIndex).not.toHaveBeenCalled();
  });

  it('fails with the error DocSearch turns into its "Unable to fetch results" screen', async () => {
    const local = createLocalSearchClient({
      loadIndex: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      origin: () => 'https://x',
    });
    await expect(local.search({requests: [{indexName: 'i', query: 'segmentation'}]})).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('Failed to fetch'),
    });
  });
});

describe('normalizeRequests', () => {
  it('cuts long queries to the input limit and keeps numbers in range', () => {
    const [request] = normalizeRequests({requests: [{indexName: 'i', query: 'x'.repeat(10_000), hitsPerPage: -3, page: Number.NaN}]});
    expect(request!.query).toHaveLength(MAX_QUERY_LENGTH);
    expect(request).toMatchObject({hitsPerPage: 0, page: 0});
  });

  it('reads facet filters as an AND of ORs', () => {
    const [request] = normalizeRequests([
      {indexName: 'i', params: {facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.8'], 'docusaurus_tag:docs-default-3.8', 'language:en']}},
    ]);
    expect(allowedTags(request!)).toEqual(['docs-default-3.8']);
    expect(request!.languages).toEqual(['en']);
    expect(allowedTags(normalizeRequests({requests: [{indexName: 'i'}]})[0]!)).toBeUndefined();
  });
});
