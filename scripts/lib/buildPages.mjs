// @ts-check
/** Finds the pages of the production build the benchmark measures. */
import fs from 'node:fs';
import {docTagOf, listBuiltHtml, routeOfHtmlFile} from '../../plugins/shared/builtPages.mjs';
import {docsTagOf, readVersionsJson} from '../../plugins/shared/docsVersions.mjs';

/** @typedef {{route: string, file: string, bytes: number, tag: string | undefined, codeBlocks: number}} BuiltPage */

export {docTagOf, routeOfHtmlFile};

/**
 * Every HTML page of a build (redirect pages, debug pages and 404.html left out) with its size,
 * docs tag and number of code blocks.
 * @param {string} buildDir
 * @returns {BuiltPage[]}
 */
export function listBuiltPages(buildDir) {
  return listBuiltHtml(buildDir)
    .filter(({route}) => !route.startsWith('/__docusaurus/') && route !== '/404.html')
    .map(({route, file}) => {
      const html = fs.readFileSync(file, 'utf8');
      const codeBlocks = html.match(/<pre\b/g)?.length ?? 0;
      return {route, file, bytes: Buffer.byteLength(html), tag: docTagOf(html), codeBlocks};
    });
}

/** The code-heavy doc the benchmark measures, if the build has it. */
export const CODE_PAGE_ROUTE = '/platform/extensions/modules/toolbar';

/**
 * The pages the benchmark runs Lighthouse on: the longest current doc, the home page, the
 * doc of median size of the newest older version (3.8: a typical page of it), a code-heavy doc
 * (the toolbar module page, else the current doc with the most code blocks) and /components.
 * @param {BuiltPage[]} pages
 * @param {string | undefined} [olderVersion] newest version of versions.json
 */
export function choosePages(pages, olderVersion = readVersionsJson()[0]) {
  const bySize = (/** @type {BuiltPage} */ a, /** @type {BuiltPage} */ b) =>
    b.bytes - a.bytes || a.route.localeCompare(b.route);
  const current = pages.filter((page) => page.tag === 'docs-default-current' && page.route !== '/').sort(bySize);
  const older = olderVersion ? pages.filter((page) => page.tag === docsTagOf(olderVersion)).sort(bySize) : [];
  const longest = current[0];
  const typicalOlder = older[Math.floor(older.length / 2)];
  if (!longest || !typicalOlder)
    throw new Error(`The build has no current or no ${olderVersion ?? 'older version'} doc pages.`);
  const codeHeavy =
    current.find((page) => page.route === CODE_PAGE_ROUTE) ??
    [...current].sort((a, b) => b.codeBlocks - a.codeBlocks || a.route.localeCompare(b.route))[0] ??
    longest;
  return [
    {name: 'long doc', route: longest.route, isDocPage: true},
    {name: 'home', route: '/', isDocPage: true},
    {name: `${olderVersion} doc`, route: typicalOlder.route, isDocPage: true},
    {name: 'code doc', route: codeHeavy.route, isDocPage: true},
    {name: 'components', route: '/components', isDocPage: false},
  ];
}
