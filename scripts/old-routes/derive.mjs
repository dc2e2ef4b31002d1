#!/usr/bin/env node
// @ts-check
/**
 * Derives every documentation route OHIF's docs site served at the 3.x release tags
 * v3.5.0 … v3.9.3 of the viewer repository, and writes them, routes only, to
 * scripts/old-routes/old-routes.json. No text of the upstream docs is kept.
 *
 * For each tag it reads platform/docs/versions.json (the versions Docusaurus builds besides
 * the current docs) and derives each doc's route the way @docusaurus/plugin-content-docs does:
 * number prefixes stripped from file and folder names, `index`/`README`/`<folder>/<folder>`
 * as the folder's route, `id` and `slug` front matter, `_`-prefixed files left out.
 *
 *   node scripts/old-routes/derive.mjs [--mirror <bare git dir>]
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {docRoute, isDocFile, routeFrontMatter, versionedRoute} from '../../plugins/shared/docRoutes.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, 'old-routes.json');
const DEFAULT_MIRROR = '/work/.mirror/AbdullahOmran+OHIF-3.10/repo';
const DOCS = 'platform/docs';
/** Versioned docs folders counted where the tag ships them, even when versions.json omits them. */
const EXTRA_VERSIONS = ['3.0'];

const mirrorArg = process.argv.indexOf('--mirror');
const mirror = (mirrorArg > 0 ? process.argv[mirrorArg + 1] : undefined) ?? DEFAULT_MIRROR;

/** @param {string[]} args */
const git = (...args) => execFileSync('git', ['-C', mirror, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});

/** @param {string} tag */
function servedVersions(tag) {
  const versions = /** @type {string[]} */ (JSON.parse(git('show', `${tag}:${DOCS}/versions.json`)));
  // lastVersion is 'current' at every tag (docusaurus.config.js), so only it is at the root;
  // any other version is served under its name unless the config gives it another path.
  const config = git('show', `${tag}:${DOCS}/docusaurus.config.js`);
  if (!/lastVersion:\s*'current'/.test(config)) throw new Error(`${tag}: lastVersion is not 'current'`);
  if (/\bpath:\s*'(?!docs')[^']*'/.test(config.slice(config.indexOf('versions: {')))) {
    throw new Error(`${tag}: a version has a custom path; teach this script about it`);
  }
  const served = [
    {version: 'current', folder: `${DOCS}/docs`, prefix: ''},
    ...versions.map((version) => ({
      version,
      folder: `${DOCS}/versioned_docs/version-${version}`,
      prefix: `/${version}`,
    })),
  ];
  // The 3.0 docs: at v3.5.0–v3.6.0 versions.json names only 2.0, yet versioned_docs/version-3.0
  // shipped with those tags, and links to /3.0/… from that era's docs site still circulate.
  // Issue 14 counts "every versioned docs folder the tag still served (the 3.0 docs under
  // /3.0/ at v3.5–v3.6)", so the folder's routes are derived under /3.0 like any version.
  for (const version of EXTRA_VERSIONS) {
    const folder = `${DOCS}/versioned_docs/version-${version}`;
    if (!versions.includes(version) && git('ls-tree', '--name-only', tag, `${folder}`).trim()) {
      served.push({version, folder, prefix: `/${version}`});
    }
  }
  return served;
}

/** @param {string} tag */
function routesAt(tag) {
  /** @type {{route: string, version: string}[]} */
  const routes = [];
  for (const {version, folder, prefix} of servedVersions(tag)) {
    const files = git('ls-tree', '-r', '--name-only', tag, `${folder}/`).split('\n').filter(Boolean);
    for (const file of files) {
      const relative = file.slice(folder.length + 1);
      if (!isDocFile(relative)) continue;
      const frontMatter = routeFrontMatter(git('show', `${tag}:${file}`));
      if (frontMatter.draft === 'true') continue;
      const route = docRoute(relative, frontMatter);
      routes.push({route: versionedRoute(prefix, route), version});
    }
  }
  return routes;
}

function main() {
  const tags = git('tag', '--list', 'v3.*')
    .split('\n')
    .filter((tag) => /^v3\.[5-9]\.\d+$/.test(tag))
    .sort((a, b) => a.localeCompare(b, 'en', {numeric: true}));
  /** @type {Map<string, {route: string, version: string, tags: string[]}>} */
  const all = new Map();
  for (const tag of tags) {
    for (const {route, version} of routesAt(tag)) {
      const entry = all.get(route) ?? {route, version, tags: []};
      if (!entry.tags.includes(tag)) entry.tags.push(tag);
      all.set(route, entry);
    }
  }
  const routes = [...all.values()]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map(({route, version, tags: seen}) => ({route, version, from: seen[0], until: seen.at(-1)}));
  const data = {
    about:
      'Doc routes served by OHIF docs at the viewer release tags below; regenerate with scripts/old-routes/derive.mjs.',
    tags,
    routes,
  };
  fs.writeFileSync(OUT, `${JSON.stringify(data, null, 1)}\n`);
  /** @type {Map<string, number>} */
  const byVersion = new Map();
  for (const {version} of routes) byVersion.set(version, (byVersion.get(version) ?? 0) + 1);
  const counts = [...byVersion].map(([version, count]) => `${version}: ${count}`);
  console.log(
    `${routes.length} routes from ${tags.length} tags (${counts.join(', ')}) → ${path.relative(process.cwd(), OUT)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
