import {describe, expect, it} from 'vitest';
import {cacheControlFor, documentHeadersOf, headersFor, isDocumentHeader, parseHeadersFile} from '../headers.mjs';

const FILE = `
# every page
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'

/assets/*
  X-Robots-Tag: noindex
  Content-Security-Policy: default-src 'none'
`;

describe('parseHeadersFile / headersFor', () => {
  const rules = parseHeadersFile(FILE);

  it('collects the headers of every matching block, later blocks winning', () => {
    const headers = headersFor(rules, '/assets/js/main.js');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(headers.get('X-Robots-Tag')).toBe('noindex');
  });

  it('keeps values that contain colons and quotes intact', () => {
    expect(headersFor(rules, '/faq').get('Content-Security-Policy')).toBe("default-src 'self'");
  });

  it('rejects a header line with no path above it', () => {
    expect(() => parseHeadersFile('  X-Test: 1')).toThrow(/outside a path block/);
  });
});

describe('document headers', () => {
  it('names the policies that govern a document, not nosniff', () => {
    for (const name of [
      'Content-Security-Policy',
      'referrer-policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ])
      expect(isDocumentHeader(name), name).toBe(true);
    expect(isDocumentHeader('X-Content-Type-Options')).toBe(false);
    expect(isDocumentHeader('Cache-Control')).toBe(false);
  });

  it('takes the first value of each document header from the rules, for any HTML response', () => {
    const headers = documentHeadersOf(parseHeadersFile(FILE));
    expect([...headers]).toEqual([['Content-Security-Policy', "default-src 'self'"]]);
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates pages', () => {
    expect(cacheControlFor('/assets/js/main.1a2b3c4d.js')).toContain('immutable');
    expect(cacheControlFor('/deployment/docker')).toContain('must-revalidate');
    expect(cacheControlFor('/search-index/3.8/pagefind.js')).toContain('must-revalidate');
  });
});
