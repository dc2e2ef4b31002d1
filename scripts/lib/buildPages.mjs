// @ts-check
/** Finds the pages of the production build the benchmark measures. */
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {{route: string, file: string, bytes: number, tag: string | undefined, codeBlocks: number}} BuiltPage */

/**
 * The route a built HTML file answers (`a/b/index.html` → `/a/b`, `index.html` → `/`).
 * @param {string} relativeFile path inside the build directory, with `/` separators
 */
export function routeOfHtmlFile(relativeFile) {
  if (relativeFile === 'index.html') return '/';
  return `/${relativeFile.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

/**
 * The docs version tag Docusaurus writes into every doc page for DocSearch
 * (`docs-default-current`, `docs-default-3.8`), or undefined for other pages.
 * @param {string} html
 */
export function docTagOf(html) {
  // Minified HTML leaves attribute values unquoted where it can.
  return /<meta[^>]*name="?docsearch:docusaurus_tag"?[^>]*content="?(docs-[^"\s/>]+)/.exec(html)?.[1];
}

/**
 * Every HTML page of a build with its size and docs tag.
 * @param {string} buildDir
 * @returns {BuiltPage[]}
 */
export function listBuiltPages(buildDir) {
  /** @type {BuiltPage[]} */
  const pages = [];
  const files = /** @type {string[]} */ (fs.readdirSync(buildDir, {recursive: true}));
  for (const relative of files.map((file) => file.split(path.sep).join('/'))) {
    if (!relative.endsWith('.html') || relative.startsWith('__docusaurus/') || relative === '404.html') continue;
    const file = path.join(buildDir, relative);
    const html = fs.readFileSync(file, 'utf8');
    const codeBlocks = html.match(/<pre\b/g)?.length ?? 0;
    pages.push({route: routeOfHtmlFile(relative), file, bytes: Buffer.byteLength(html), tag: docTagOf(html), codeBlocks});
  }
  return pages;
}

/** The code-heavy doc the benchmark measures, if the build has it. */
export const CODE_PAGE_ROUTE = '/platform/extensions/modules/toolbar';

/**
 * The pages the benchmark runs Lighthouse on: the longest current doc, the home page, the
 * 3.8 doc of median size (a typical page of the older version), a code-heavy doc (the toolbar
 * module page, else the current doc with the most code blocks) and /components.
 * @param {BuiltPage[]} pages
 */
export function choosePages(pages) {
  const bySize = (/** @type {BuiltPage} */ a, /** @type {BuiltPage} */ b) => b.bytes - a.bytes || a.route.localeCompare(b.route);
  const current = pages.filter((page) => page.tag === 'docs-default-current' && page.route !== '/').sort(bySize);
  const older = pages.filter((page) => page.tag === 'docs-default-3.8').sort(bySize);
  const longest = current[0];
  const typicalOlder = older[Math.floor(older.length / 2)];
  if (!longest || !typicalOlder) throw new Error('The build has no 3.9.3 or no 3.8 doc pages.');
  const codeHeavy =
    current.find((page) => page.route === CODE_PAGE_ROUTE) ??
    [...current].sort((a, b) => b.codeBlocks - a.codeBlocks || a.route.localeCompare(b.route))[0] ??
    longest;
  return [
    {name: 'long doc', route: longest.route, isDocPage: true},
    {name: 'home', route: '/', isDocPage: true},
    {name: '3.8 doc', route: typicalOlder.route, isDocPage: true},
    {name: 'code doc', route: codeHeavy.route, isDocPage: true},
    {name: 'components', route: '/components', isDocPage: false},
  ];
}
