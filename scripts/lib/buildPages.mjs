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

/** The component page the benchmark measures: live previews of the library, with pickers. */
export const COMPONENT_PAGE_ROUTE = '/components/button';

/** The pattern page the benchmark measures: the largest live panel. */
export const PATTERN_PAGE_ROUTE = '/patterns/patterns-segmentation';

/**
 * @typedef {'doc' | 'live' | 'none'} PageKind which budgets a page is held to: a documentation
 *   page's, those of a page whose live previews of the library are below the first screen
 *   (`live`), or none
 * @typedef {{name: string, route: string, kind: PageKind}} ChosenPage
 */

/**
 * The pages the benchmark runs Lighthouse on: the longest current doc, the home page, the
 * doc of median size of the newest older version (3.8: a typical page of it), a code-heavy doc
 * (the toolbar module page, else the current doc with the most code blocks), /components, and
 * a component page and a pattern page (when the build has them), which show the library live.
 * @param {BuiltPage[]} pages
 * @param {string | undefined} [olderVersion] newest version of versions.json
 * @returns {ChosenPage[]}
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
  const built = new Set(pages.map((page) => page.route));
  return [
    {name: 'long doc', route: longest.route, kind: 'doc'},
    {name: 'home', route: '/', kind: 'doc'},
    {name: `${olderVersion} doc`, route: typicalOlder.route, kind: 'doc'},
    {name: 'code doc', route: codeHeavy.route, kind: 'doc'},
    {name: 'components', route: '/components', kind: 'none'},
    ...(built.has(COMPONENT_PAGE_ROUTE)
      ? [{name: 'component page', route: COMPONENT_PAGE_ROUTE, kind: /** @type {const} */ ('live')}]
      : []),
    ...(built.has(PATTERN_PAGE_ROUTE)
      ? // Unbudgeted: its panel is on a phone's first screen, so the library loads with the page.
        [{name: 'pattern page', route: PATTERN_PAGE_ROUTE, kind: /** @type {const} */ ('none')}]
      : []),
  ];
}
