import {describe, expect, it} from 'vitest';
import {hostedSearchOrigins, resolveBaseUrl, resolveGtagId, resolveHostedSearch} from '../siteSettings';

describe('resolveBaseUrl', () => {
  it('defaults to the root', () => {
    expect(resolveBaseUrl({})).toBe('/');
    expect(resolveBaseUrl({BASE_URL: '  '})).toBe('/');
  });

  it('adds the slashes Docusaurus needs, whatever the input', () => {
    expect(resolveBaseUrl({BASE_URL: 'docs'})).toBe('/docs/');
    expect(resolveBaseUrl({BASE_URL: '/docs'})).toBe('/docs/');
    expect(resolveBaseUrl({BASE_URL: '//viewer/docs//'})).toBe('/viewer/docs/');
  });
});

describe('resolveGtagId', () => {
  it('is undefined unless an id is given, so no analytics script is emitted', () => {
    expect(resolveGtagId({})).toBeUndefined();
    expect(resolveGtagId({GTAG_ID: ' '})).toBeUndefined();
    expect(resolveGtagId({GTAG_ID: ' G-ABC123 '})).toBe('G-ABC123');
  });
});

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
