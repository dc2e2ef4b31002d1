import {describe, expect, it} from 'vitest';
import {resolveBaseUrl, resolveGtagId} from '../siteSettings';

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
