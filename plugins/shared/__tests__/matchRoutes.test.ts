import {describe, expect, it} from 'vitest';
import {matchRoutes} from 'react-router-config';
import {matchRouteBranch, type RouteEntry} from '../matchRoutes';

/** A docs version as the generated table nests it: the version, its layout, its exact doc routes. */
function versionRoutes(base: string, docs: string[]): RouteEntry {
  return {path: base, routes: [{path: base, routes: docs.map((path) => ({path, exact: true}))}]};
}

// A table shaped like the generated one: top-level pages, then each docs version's nested routes.
const routes: RouteEntry[] = [
  {path: '/__docusaurus/debug', exact: true},
  {path: '/components', exact: true},
  {path: '/components/button', exact: true},
  {path: '/search', exact: true},
  {path: '/blog/:slug', exact: true},
  versionRoutes('/3.8', ['/3.8/configuration/url', '/3.8/deployment/', '/3.8']),
  versionRoutes('/', ['/configuration/url', '/deployment/', '/Release-Notes', '/']),
  {path: '*'},
];

const reference = (pathname: string) =>
  matchRoutes(routes as Parameters<typeof matchRoutes>[0], pathname).map((match) => match.route.path);

describe('matchRouteBranch', () => {
  const pathnames = [
    '/',
    '/components',
    '/components/',
    '/Components/Button',
    '/components/button/extra',
    '/componentsx',
    '/search',
    '/blog/hello',
    '/blog/hello/more',
    '/3.8',
    '/3.8/',
    '/3.8/configuration/url',
    '/3.8/configuration/url/',
    '/3.8/deployment',
    '/3.8/deployment/',
    '/3.80/configuration/url',
    '/configuration/url',
    '/configuration/URL',
    '/configuration/url/nested',
    '/release-notes',
    '/deployment',
    '/no/such/page',
    '',
  ];

  it.each(pathnames)('matches %j as react-router-config does', (pathname) => {
    expect(matchRouteBranch(routes, pathname).map((route) => route.path)).toEqual(reference(pathname));
  });

  it('finds the doc route under its version', () => {
    expect(matchRouteBranch(routes, '/3.8/configuration/url').map((route) => route.path)).toEqual([
      '/3.8',
      '/3.8',
      '/3.8/configuration/url',
    ]);
  });
});
