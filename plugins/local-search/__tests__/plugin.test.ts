import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlFileOfRoute, isIndexableRoute} from '../index';

describe('routes to index', () => {
  it('skips the 404 page, the search page and debug pages', () => {
    expect(isIndexableRoute('/404.html', '/')).toBe(false);
    expect(isIndexableRoute('/search', '/')).toBe(false);
    expect(isIndexableRoute('/__docusaurus/debug/routes', '/')).toBe(false);
    expect(isIndexableRoute('/docs/search', '/docs/')).toBe(false);
    expect(isIndexableRoute('/deployment/docker', '/')).toBe(true);
    expect(isIndexableRoute('/searching-studies', '/')).toBe(true);
  });

  it('finds the built HTML file of a route under any base URL', () => {
    expect(htmlFileOfRoute('/out', '/', '/deployment/')).toBe(path.join('/out', 'deployment', 'index.html'));
    expect(htmlFileOfRoute('/out', '/docs/', '/docs/faq')).toBe(path.join('/out', 'faq', 'index.html'));
    expect(htmlFileOfRoute('/out', '/', '/404.html')).toBe(path.join('/out', '404.html'));
  });
});
