import {describe, expect, it} from 'vitest';
import {hostedSearchOrigins, resolveHostedSearch, siteSearch} from '../mode';

describe('resolveHostedSearch', () => {
  const all = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'ohif'};

  it('needs all three settings', () => {
    expect(resolveHostedSearch(all)).toEqual({appId: 'APP', apiKey: 'key', indexName: 'ohif'});
    expect(resolveHostedSearch({...all, ALGOLIA_API_KEY: ''})).toBeUndefined();
    expect(resolveHostedSearch({ALGOLIA_APP_ID: 'APP'})).toBeUndefined();
  });
});

describe('hostedSearchOrigins', () => {
  it('lists the DSN host and the three fallbacks the Algolia client uses', () => {
    expect(hostedSearchOrigins({appId: 'BH4D9OD16A', apiKey: 'k', indexName: 'i'})).toEqual([
      'https://bh4d9od16a-dsn.algolia.net',
      'https://bh4d9od16a-1.algolianet.com',
      'https://bh4d9od16a-2.algolianet.com',
      'https://bh4d9od16a-3.algolianet.com',
    ]);
  });
});

describe('siteSearch', () => {
  it('ships the local index by default, with placeholder credentials and no search hosts to allow', () => {
    const search = siteSearch({}, {missingResultsRepository: 'https://example.org/repo'});
    expect(search.plugin).toEqual([
      './plugins/local-search/index.ts',
      {mode: 'local', missingResultsRepository: 'https://example.org/repo'},
    ]);
    expect(search.algolia).toMatchObject({appId: 'LOCAL', contextualSearch: true, searchPagePath: 'search'});
    expect(search.connectOrigins).toEqual([]);
  });

  it('switches everything to the hosted index when all three settings are set', () => {
    const search = siteSearch({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'ohif'});
    expect(search.plugin[1]).toMatchObject({mode: 'hosted', hosted: {appId: 'APP', apiKey: 'key', indexName: 'ohif'}});
    expect(search.algolia).toMatchObject({appId: 'APP', apiKey: 'key', indexName: 'ohif', contextualSearch: true});
    expect(search.connectOrigins).toHaveLength(4);
  });
});
