import {describe, expect, it} from 'vitest';
import {classifyRequest, summarizeFetched} from '../searchBench.mjs';
import {SEARCH_QUERIES} from '../searchQueries.mjs';

describe('classifyRequest', () => {
  it('tells index files from the code that renders results', () => {
    expect(classifyRequest('http://127.0.0.1:3475/search-index/pagefind.js')).toBe('search index');
    expect(classifyRequest('http://127.0.0.1:3475/search-index/fragment/en_1a2b3c.pf_fragment')).toBe('search index');
    expect(classifyRequest('http://127.0.0.1:3475/assets/js/3778.2480e4dd.js')).toBe('script');
    expect(classifyRequest('http://127.0.0.1:3475/assets/css/styles.css?v=1')).toBe('stylesheet');
    expect(classifyRequest('http://127.0.0.1:3475/img/logo.svg')).toBe('other');
  });
});

describe('summarizeFetched', () => {
  it('totals the bytes per kind and overall', () => {
    const summary = summarizeFetched([
      {url: 'http://h/search-index/pagefind.js', bodyBytes: 100},
      {url: 'http://h/search-index/index/en_1.pf_index', bodyBytes: 50},
      {url: 'http://h/assets/js/1.js', bodyBytes: 30},
    ]);
    expect(summary).toEqual({
      total: 180,
      requests: 3,
      byKind: {'search index': {bytes: 150, requests: 2}, script: {bytes: 30, requests: 1}},
    });
  });
});

describe('SEARCH_QUERIES', () => {
  it('holds 30 distinct queries within the 64-character input limit', () => {
    expect(SEARCH_QUERIES).toHaveLength(30);
    expect(new Set(SEARCH_QUERIES).size).toBe(30);
    expect(SEARCH_QUERIES.every((query) => query.length > 0 && query.length <= 64)).toBe(true);
  });
});
