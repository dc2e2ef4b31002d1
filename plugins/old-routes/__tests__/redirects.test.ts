import {describe, expect, it} from 'vitest';
import {docRoute, stripNumberPrefix} from '../../shared/docRoutes.mjs';
import getSlug from '@docusaurus/plugin-content-docs/lib/slug.js';
import {DefaultNumberPrefixParser} from '@docusaurus/plugin-content-docs/lib/numberPrefix.js';
import redirectTemplate from '@docusaurus/plugin-client-redirects/lib/templates/redirectPage.template.html';
import {isRedirectPage, redirectTarget} from '../../shared/builtPages.mjs';
import {
  clientRedirects,
  nginxRedirects,
  readOldRoutes,
  resolveOldRoutes,
  scriptedRedirectPage,
  type OldRoute,
} from '../redirects';

const old = (route: string, version = 'current'): OldRoute => ({route, version, from: 'v3.5.0', until: 'v3.9.3'});

describe('doc routes the way Docusaurus derives them', () => {
  it('strips number prefixes but keeps version-like names', () => {
    expect(stripNumberPrefix('01-intro')).toBe('intro');
    expect(stripNumberPrefix('3p8-to-3p9')).toBe('3p8-to-3p9');
    expect(stripNumberPrefix('7.0-notes')).toBe('7.0-notes');
  });

  it('uses index, README and folder-named files as the folder route', () => {
    expect(docRoute('deployment/index.md', {})).toBe('/deployment/');
    expect(docRoute('faq/README.mdx', {})).toBe('/faq/');
    expect(docRoute('platform/modes/modes.md', {})).toBe('/platform/modes/');
    expect(docRoute('2-guides/01-docker.md', {})).toBe('/guides/docker');
  });

  // The same cases through Docusaurus's own slug function (docs.js computes its inputs so).
  it('agrees with @docusaurus/plugin-content-docs on every rule', () => {
    const cases: [string, {id?: string; slug?: string}][] = [
      ['README.md', {id: 'Introduction', slug: '/'}],
      ['faq.md', {}],
      ['faq/index.md', {id: 'index'}],
      ['faq/general.md', {id: 'general'}],
      ['platform/modes/modes.md', {}],
      ['02-platform/01-Modes/01-modes.md', {}],
      ['migration-guide/3p8-to-3p9/1-segmentation/index.md', {id: 'segmentation-index'}],
      ['migration-guide/3p8-to-3p9/1-segmentation/1-Architecture.md', {id: 'seg-new-arch'}],
      ['migration-guide/3p8-to-3p9/index.md', {id: '3p8-to-3p9'}],
      ['migration-guide/3p8-to-3p9/2-Renamings.md', {}],
      ['a/b.md', {slug: 'c'}],
      ['a/b.md', {slug: '../c'}],
      ['a/b.md', {slug: '/elsewhere/d'}],
      ['a/README.md', {slug: 'readme-page'}],
      ['7.0-notes.md', {}],
      ['2023-01-02-post.md', {}],
      ['1-one/2-two/3-three.mdx', {id: 'x'}],
    ];
    for (const [file, frontMatter] of cases) {
      const name = file
        .split('/')
        .at(-1)!
        .replace(/\.mdx?$/, '');
      const sourceDirName = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
      const real = getSlug({
        baseID: frontMatter.id ?? DefaultNumberPrefixParser(name).filename,
        frontMatterSlug: frontMatter.slug,
        source: `@site/docs/${file}`,
        sourceDirName,
      });
      expect(docRoute(file, frontMatter), file).toBe(real);
    }
  });

  it('follows id and slug front matter', () => {
    expect(docRoute('migration/0-general.md', {id: '0-general'})).toBe('/migration/0-general');
    expect(docRoute('README.md', {slug: '/'})).toBe('/');
    expect(docRoute('a/b.md', {slug: 'c'})).toBe('/a/c');
  });
});

describe('resolveOldRoutes', () => {
  const site = ['/', '/deployment/', '/deployment/docker', '/3.8/faq', '/development/continuous-integration'];
  const successors = {'/development/continous-integration': '/development/continuous-integration'};

  it('keeps pages that exist, with or without a trailing slash', () => {
    expect(
      resolveOldRoutes([old('/deployment'), old('/3.8/faq/', '3.8')], site, successors).map((o) => o.kind),
    ).toEqual(['exists', 'exists']);
  });

  it('sends a moved page to its successor, else to the closest section page', () => {
    const [moved, gone, orphan] = resolveOldRoutes(
      [old('/development/continous-integration'), old('/deployment/kubernetes/helm'), old('/nothing')],
      site,
      successors,
    );
    expect(moved).toEqual({
      route: '/development/continous-integration',
      kind: 'successor',
      to: '/development/continuous-integration',
    });
    expect(gone).toEqual({route: '/deployment/kubernetes/helm', kind: 'section', to: '/deployment'});
    expect(orphan).toEqual({route: '/nothing', kind: 'section', to: '/'});
  });

  it('sends 1.0 and 2.0 docs to their archive', () => {
    const [v2, v1] = resolveOldRoutes(
      [old('/2.0/deployment', '2.0'), old('/1.0-deprecated/', '1.0-deprecated')],
      site,
      successors,
    );
    expect(v2).toMatchObject({kind: 'archive', to: 'https://v2.docs.ohif.org/'});
    expect(v1).toMatchObject({kind: 'archive', to: 'https://v1.docs.ohif.org/'});
  });

  it('sends a retired 3.x version (3.0) to the same page of the current docs, else its successor', () => {
    const [same, renamed, gone] = resolveOldRoutes(
      [
        old('/3.0/deployment/docker', '3.0'),
        old('/3.0/development/continous-integration', '3.0'),
        old('/3.0/deployment/kubernetes', '3.0'),
      ],
      site,
      successors,
    );
    expect(same).toEqual({route: '/3.0/deployment/docker', kind: 'successor', to: '/deployment/docker'});
    expect(renamed).toEqual({
      route: '/3.0/development/continous-integration',
      kind: 'successor',
      to: '/development/continuous-integration',
    });
    expect(gone).toEqual({route: '/3.0/deployment/kubernetes', kind: 'section', to: '/deployment'});
  });

  it('refuses a successor that is no page', () => {
    expect(() => resolveOldRoutes([old('/x')], site, {'/x': '/y'})).toThrow(/no page/);
  });

  it('gives nginx a 301 for both spellings of each redirect, under the base URL', () => {
    const redirects = clientRedirects(
      resolveOldRoutes([old('/development/continous-integration'), old('/2.0/', '2.0')], site, successors),
    );
    expect(redirects).toEqual([
      {from: '/development/continous-integration', to: '/development/continuous-integration'},
      {from: '/2.0', to: 'https://v2.docs.ohif.org/'},
    ]);
    const rules = nginxRedirects(redirects, '/docs/').split('\n');
    expect(rules).toContain(
      'location = /docs/development/continous-integration/ { return 301 /docs/development/continuous-integration$is_args$args; }',
    );
    expect(rules).toContain('location = /docs/2.0 { return 301 https://v2.docs.ohif.org/; }');
  });

  it('reads the committed list: routes of every version the 3.5–3.9 tags served', () => {
    const routes = readOldRoutes();
    expect(routes.length).toBeGreaterThan(300);
    expect(new Set(routes.map((r) => r.version))).toEqual(
      new Set(['current', '3.8', '3.0', '2.0', '2.0-deprecated', '1.0-deprecated']),
    );
    // Issue 14: about 300 3.x routes (current, 3.8, and 3.0 as v3.5–v3.6 shipped it).
    expect(routes.filter((r) => !/^[12]\./.test(r.version)).length).toBe(298);
    expect(routes.every((r) => r.route.startsWith('/') && !/\s/.test(r.route))).toBe(true);
  });
});

describe('scriptedRedirectPage', () => {
  // The page plugin-client-redirects writes, from its own template.
  const generated = (toUrl: string) =>
    redirectTemplate
      .replace(/<%= it\.toUrl %>/g, toUrl)
      .replace(/<%= it\.searchAnchorForwarding \? (' \+ [^']+') : '' %>/, (_, forward: string) => forward.slice(1, -1));

  it('swaps the inline script for the same-origin one and keeps the meta refresh for no-JS readers', () => {
    const page = scriptedRedirectPage(generated('/docs/deployment/docker'), '/docs/old-route-redirect.js');
    expect(page).not.toMatch(/<script>/);
    expect(page).toContain('<script src="/docs/old-route-redirect.js"></script>');
    expect(page).toContain('<noscript><meta http-equiv="refresh" content="0; url=/docs/deployment/docker"></noscript>');
    expect(page).toContain('<link rel="canonical" href="/docs/deployment/docker" />');
    expect(isRedirectPage(page)).toBe(true);
    expect(redirectTarget(page)).toBe('/docs/deployment/docker');
  });

  it("fails on a page that is not the plugin's template", () => {
    expect(() => scriptedRedirectPage('<!DOCTYPE html><html><head></head></html>', '/r.js')).toThrow(/template/);
  });
});
