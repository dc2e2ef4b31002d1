import {describe, expect, it} from 'vitest';
import {otherVersionPath, POPULAR_PAGES} from '../notFoundSuggestions';

describe('otherVersionPath', () => {
  it('maps a 3.8 path to the latest docs and back', () => {
    expect(otherVersionPath('/3.8/deployment/docker', '/')).toBe('/deployment/docker');
    expect(otherVersionPath('/deployment/docker', '/')).toBe('/3.8/deployment/docker');
  });

  it('respects a base URL', () => {
    expect(otherVersionPath('/docs/3.8/faq', '/docs/')).toBe('/faq');
    expect(otherVersionPath('/docs/faq', '/docs/')).toBe('/3.8/faq');
  });

  it('offers nothing for the root or a malformed version prefix', () => {
    expect(otherVersionPath('/', '/')).toBeUndefined();
    expect(otherVersionPath('/3.8x/foo', '/')).toBeUndefined();
  });
});

describe('POPULAR_PAGES', () => {
  it('are site-relative paths with a reason each', () => {
    for (const page of POPULAR_PAGES) {
      expect(page.to).toMatch(/^\//);
      expect(page.why.length).toBeGreaterThan(10);
    }
  });
});
