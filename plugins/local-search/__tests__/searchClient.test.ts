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

const client = (api: PagefindApi, loadIndexes = vi.fn(async (_tags?: string[]) => [{index: api}])) =>
  createLocalSearchClient({loadIndexes, origin: () => 'https://docs.example.org'});

describe('local search client', () => {
  it('answers the modal shape with Algolia-shaped, absolute, highlighted hits', async () => {
    const {api, search} = fakePagefind();
    const loadIndexes = vi.fn(async (_tags?: string[]) => [{index: api}]);
    const {results} = await client(api, loadIndexes).search({
      requests: [
        {
          indexName: 'ohif-docs',
          query: 'DisplaySetService',
          hitsPerPage: 20,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });
    expect(loadIndexes).toHaveBeenCalledWith(['default', 'docs-default-current']);
    expect(search).toHaveBeenCalledWith('DisplaySetService', undefined);
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

  it('filters a bundle that holds other versions too, and merges several bundles by score', async () => {
    const older = [result('/3.8/a', {lvl1: 'A', level: 'lvl1'}, '<mark>DisplaySetService</mark>', 7)];
    const shared = RESULTS[2]!;
    const current: PagefindApi = {search: vi.fn(async () => ({results: RESULTS}))};
    const old: PagefindApi = {search: vi.fn(async () => ({results: [...older, shared]}))};
    const loadIndexes = vi.fn(async () => [{index: current}, {index: old, filterTags: ['docs-default-3.8']}]);
    const {results} = await client(current, loadIndexes).search({requests: [{indexName: 'i', query: 'DisplaySetService'}]});
    expect(old.search).toHaveBeenCalledWith('DisplaySetService', {filters: {tag: {any: ['docs-default-3.8']}}});
    expect(results[0]!.hits.map((hit) => hit.objectID)).toEqual([
      '/platform/services/data/DisplaySetService',
      '/3.8/a',
      '/platform/services/data/DisplaySetService#events',
      '/faq/',
    ]);
  });

  it('reads the details of a whole page of results in one go', async () => {
    const many = Array.from({length: 30}, (_, i) => result(`/p${i}`, {lvl1: 'P', level: 'lvl1'}, '<mark>mode</mark>', 30 - i, 'a mode'));
    const {results} = await client({search: async () => ({results: many})}).search({requests: [{indexName: 'i', query: 'mode', hitsPerPage: 20}]});
    expect(results[0]!.hits).toHaveLength(20);
    expect(many.filter((entry) => entry.data.mock.calls.length > 0)).toHaveLength(20);
  });

  it('stops a search replaced by a newer one before reading details, and answers it with the newer results', async () => {
    const older = [result('/s', {lvl1: 'S', level: 'lvl1'}, '<mark>s</mark>', 1, 'a segment')];
    const newer = [result('/seg', {lvl1: 'Seg', level: 'lvl1'}, '<mark>segmentation</mark>', 1, 'the segmentation')];
    let finishFirst: () => void = () => {};
    const search = vi
      .fn<PagefindApi['search']>()
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = () => resolve({results: older}))))
      .mockImplementationOnce(async () => ({results: newer}));
    const local = client({search});
    const first = local.search({requests: [{indexName: 'i', query: 's'}]});
    await vi.waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    const second = local.search({requests: [{indexName: 'i', query: 'segmentation'}]});
    finishFirst();
    const [firstAnswer, secondAnswer] = await Promise.all([first, second]);
    expect(older[0]!.data).not.toHaveBeenCalled();
    expect(firstAnswer).toBe(secondAnswer);
    expect(secondAnswer.results[0]!.hits.map((hit) => hit.objectID)).toEqual(['/seg']);
  });

  it('keeps the searches of two clients apart', async () => {
    const {api} = fakePagefind();
    const [a, b] = [client(api), client(api)];
    const [first, second] = await Promise.all([
      a.search({requests: [{indexName: 'i', query: 'DisplaySetService', hitsPerPage: 1}]}),
      b.search({requests: [{indexName: 'i', query: 'DisplaySetService', hitsPerPage: 2}]}),
    ]);
    expect(first.results[0]!.hits).toHaveLength(1);
    expect(second.results[0]!.hits).toHaveLength(2);
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
    const loadIndexes = vi.fn();
    const local = createLocalSearchClient({loadIndexes, origin: () => 'https://x'});
    for (const query of ['', '   ', '<>"\'']) {
      const {results} = await local.search({requests: [{indexName: 'i', query}]});
      expect(results[0]).toMatchObject({hits: [], nbHits: 0});
    }
    expect(loadIndexes).not.toHaveBeenCalled();
  });

  it('fails with the error DocSearch turns into its "Unable to fetch results" screen', async () => {
    const local = createLocalSearchClient({
      loadIndexes: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
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
