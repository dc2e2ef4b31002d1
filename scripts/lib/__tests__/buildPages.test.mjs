import {describe, expect, it} from 'vitest';
import {
  CODE_PAGE_ROUTE,
  COMPONENT_PAGE_ROUTE,
  PATTERN_PAGE_ROUTE,
  choosePages,
  docTagOf,
  routeOfHtmlFile,
} from '../buildPages.mjs';

describe('routeOfHtmlFile', () => {
  it('maps built files to routes', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('3.8/deployment/docker/index.html')).toBe('/3.8/deployment/docker');
    expect(routeOfHtmlFile('404.html')).toBe('/404.html');
  });
});

describe('docTagOf', () => {
  it('reads the docs tag from quoted and minified (unquoted) meta tags', () => {
    expect(docTagOf('<meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-3.8 />')).toBe(
      'docs-default-3.8',
    );
    expect(docTagOf('<meta name="docsearch:docusaurus_tag" content="docs-default-current">')).toBe(
      'docs-default-current',
    );
    expect(docTagOf('<meta name="docsearch:docusaurus_tag" content="default">')).toBeUndefined();
  });
});

describe('choosePages', () => {
  const page = (route, bytes, tag, codeBlocks = 0) => ({route, bytes, tag, file: '', codeBlocks});
  it('takes the longest current doc (not the home page), the median 3.8 doc, home, the most code-heavy doc and /components', () => {
    const pages = [
      page('/', 90_000, 'docs-default-current'),
      page('/a', 50_000, 'docs-default-current', 12),
      page('/b', 70_000, 'docs-default-current'),
      page('/3.8/x', 10_000, 'docs-default-3.8'),
      page('/3.8/y', 20_000, 'docs-default-3.8'),
      page('/3.8/z', 30_000, 'docs-default-3.8'),
      page('/help', 99_000, undefined),
    ];
    expect(choosePages(pages).map((p) => [p.name, p.route, p.kind])).toEqual([
      ['long doc', '/b', 'doc'],
      ['home', '/', 'doc'],
      ['3.8 doc', '/3.8/y', 'doc'],
      ['code doc', '/a', 'doc'],
      ['components', '/components', 'none'],
    ]);
  });

  it('adds the component page, held to the live-page budgets, and the pattern page when the build has them', () => {
    const pages = [
      page('/a', 50_000, 'docs-default-current'),
      page('/3.8/x', 10_000, 'docs-default-3.8'),
      page(COMPONENT_PAGE_ROUTE, 80_000, undefined),
      page(PATTERN_PAGE_ROUTE, 40_000, undefined),
    ];
    expect(choosePages(pages).slice(-2)).toEqual([
      {name: 'component page', route: COMPONENT_PAGE_ROUTE, kind: 'live'},
      {name: 'pattern page', route: PATTERN_PAGE_ROUTE, kind: 'none'},
    ]);
  });

  it('measures the toolbar module page as the code-heavy doc when the build has it', () => {
    const pages = [
      page('/a', 50_000, 'docs-default-current', 12),
      page(CODE_PAGE_ROUTE, 40_000, 'docs-default-current', 6),
      page('/3.8/x', 10_000, 'docs-default-3.8'),
    ];
    expect(choosePages(pages).find((p) => p.name === 'code doc')?.route).toBe(CODE_PAGE_ROUTE);
  });
});
