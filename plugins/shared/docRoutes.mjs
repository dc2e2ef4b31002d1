// @ts-check
/**
 * How @docusaurus/plugin-content-docs turns a doc file into its route, for files read
 * outside a Docusaurus build: old releases' docs (scripts/old-routes/derive.mjs) and this
 * site's own docs folders (plugins/old-routes), so both sides are derived by one set of rules.
 */
import fs from 'node:fs';
import path from 'node:path';

// Docusaurus's DefaultNumberPrefixParser (numberPrefix.js): `01-intro` → `intro`; `7.0-x` and
// dates are kept.
const IGNORED_PREFIX = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^(?<numberPrefix>\d+)\s*[-_.]+\s*(?<suffix>[^-_.\s].*)$/;

/** @param {string} name */
export function stripNumberPrefix(name) {
  return IGNORED_PREFIX.test(name) ? name : (NUMBER_PREFIX.exec(name)?.groups?.suffix ?? name);
}

/**
 * The front matter keys that change a route (`id`, `slug`, `draft`), read without YAML.
 * @param {string} source
 * @returns {{id?: string, slug?: string, draft?: string}}
 */
export function routeFrontMatter(source) {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  /** @type {Record<string, string>} */
  const keys = {};
  for (const line of block.split(/\r?\n/)) {
    const match = /^(id|slug|draft):\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && match[2] !== undefined) keys[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return keys;
}

/** Whether Docusaurus reads a file of a docs folder as a doc (`_`-prefixed parts are left out). */
export function isDocFile(/** @type {string} */ relativeFile) {
  return /\.mdx?$/.test(relativeFile) && !relativeFile.split('/').some((part) => part.startsWith('_'));
}

/**
 * The route of one doc relative to its version's path (`/a/b`; `/a/` for a folder's index:
 * `index`, `README` or a file named like its folder), as slug.js computes it.
 * @param {string} relativeFile path inside the version's docs folder, `/`-separated
 * @param {{id?: string, slug?: string}} frontMatter
 */
export function docRoute(relativeFile, frontMatter) {
  const dir = path.posix.dirname(relativeFile);
  const name = path.posix.basename(relativeFile).replace(/\.mdx?$/, '');
  const dirSlug = dir === '.' ? '/' : `/${dir.split('/').map(stripNumberPrefix).join('/')}/`;
  const {slug, id} = frontMatter;
  if (slug?.startsWith('/')) return slug;
  const lastDir = dir === '.' ? undefined : dir.split('/').at(-1)?.toLowerCase();
  if (!slug && ['index', 'readme', lastDir].includes(name.toLowerCase())) return dirSlug;
  // resolvePathname(slug ?? id, dirSlug): relative to the folder.
  return new URL(slug ?? id ?? stripNumberPrefix(name), `http://x${dirSlug}`).pathname;
}

/**
 * Joins a version's path prefix (`''`, `/3.8`) and a doc route.
 * @param {string} prefix
 * @param {string} route
 */
export function versionedRoute(prefix, route) {
  return prefix + route;
}

/**
 * Every doc route of this site, current version at the root and each version of
 * versions.json under its name, derived from the docs folders.
 * @param {string} siteDir
 * @returns {string[]}
 */
export function siteDocRoutes(siteDir) {
  const versions = /** @type {string[]} */ (JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8')));
  const folders = [
    {folder: path.join(siteDir, 'docs'), prefix: ''},
    ...versions.map((version) => ({
      folder: path.join(siteDir, 'versioned_docs', `version-${version}`),
      prefix: `/${version}`,
    })),
  ];
  return folders.flatMap(({folder, prefix}) =>
    /** @type {string[]} */ (fs.readdirSync(folder, {recursive: true}))
      .map((file) => file.split(path.sep).join('/'))
      .filter(isDocFile)
      .flatMap((file) => {
        const frontMatter = routeFrontMatter(fs.readFileSync(path.join(folder, file), 'utf8'));
        return frontMatter.draft === 'true' ? [] : [versionedRoute(prefix, docRoute(file, frontMatter))];
      }),
  );
}
