// @ts-check
/**
 * What `main` is made of, with the React DOM chunk split off it (ENTRY_SCRIPT): the client
 * build's module statistics (written by plugins/bundle-stats when BUNDLE_STATS_FILE is set)
 * matched to the minified bundles by webpack-bundle-analyzer, then grouped by npm package.
 * Sizes are each module's own minified source, gzipped alone, so they add up to a little more
 * than the files' gzip size.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {ENTRY_SCRIPT} from './lighthouseSummary.mjs';

const require = createRequire(import.meta.url);

/**
 * The package a module path belongs to: `react-dom`, `@docusaurus/core`, or for the site's
 * own files `site: src/theme`, `site: .docusaurus/registry.js`…
 * @param {string} modulePath
 */
export function packageOf(modulePath) {
  // A module inside a concatenated one is named after it: `<root> + 81 modules (concatenated)/<own path>`.
  modulePath = modulePath.replace(/^.*\(concatenated\)\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)(?![\s\S]*node_modules\/)/.exec(modulePath);
  if (inPackage) return /** @type {string} */ (inPackage[1]);
  const parts = modulePath
    .replace(/ \+ \d+ modules.*$/, '')
    .replace(/^\.\//, '')
    .split('/');
  const depth = parts[0] === '.docusaurus' || parts[0] === 'plugins' ? 2 : parts[0] === 'src' ? 2 : 1;
  return `site: ${parts.slice(0, depth).join('/')}`;
}

/**
 * @typedef {{label?: string, path?: string, parsedSize?: number, gzipSize?: number, groups?: TreeNode[]}} TreeNode
 */

/**
 * Sums a bundle tree's leaf modules by package, largest first.
 * @param {TreeNode} asset
 * @returns {Array<{name: string, parsedBytes: number, gzipBytes: number}>}
 */
export function splitByPackage(asset) {
  /** @type {Map<string, {name: string, parsedBytes: number, gzipBytes: number}>} */
  const byPackage = new Map();
  const walk = (/** @type {TreeNode} */ node) => {
    if (node.groups?.length) {
      for (const child of node.groups) walk(child);
      return;
    }
    const name = packageOf(node.path ?? node.label ?? '?');
    const entry = byPackage.get(name) ?? {name, parsedBytes: 0, gzipBytes: 0};
    entry.parsedBytes += node.parsedSize ?? 0;
    entry.gzipBytes += node.gzipSize ?? 0;
    byPackage.set(name, entry);
  };
  walk(asset);
  return [...byPackage.values()].sort((a, b) => b.gzipBytes - a.gzipBytes || a.name.localeCompare(b.name));
}

/**
 * @param {string} statsFile
 * @param {string} buildDir
 * @returns {{file: string, packages: Array<{name: string, parsedBytes: number, gzipBytes: number}>} | undefined}
 *   undefined when the stats are missing or belong to another build
 */
export function mainComposition(statsFile, buildDir) {
  if (!fs.existsSync(statsFile)) return undefined;
  const {getViewerData} = require('webpack-bundle-analyzer/lib/analyzer.js');
  const Logger = require('webpack-bundle-analyzer/lib/Logger.js');
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  /** @type {Array<TreeNode & {label: string}>} */
  const assets = getViewerData(stats, buildDir, {logger: new Logger('silent')}) ?? [];
  const entry = assets.filter((asset) => ENTRY_SCRIPT.test(`/${asset.label}`));
  const main = entry.find((asset) => /\/main\./.test(`/${asset.label}`));
  if (!main || !entry.every((asset) => fs.existsSync(`${buildDir}/${asset.label}`))) return undefined;
  return {
    file: entry.map((asset) => asset.label).join(' + '),
    packages: splitByPackage({label: 'entry', groups: entry}),
  };
}
