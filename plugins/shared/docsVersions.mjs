// @ts-check
/**
 * The docs versions of the site for code that runs outside the bundler (scripts, tests):
 * versions.json, newest first, as `docusaurus docs:version` writes it. Site code imports
 * src/data/versions.ts, which reads the same file.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string} [siteDir]
 * @returns {string[]}
 */
export function readVersionsJson(siteDir = process.cwd()) {
  return JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));
}

/**
 * The DocSearch tag Docusaurus gives the doc pages of a version (`current` or `3.8`).
 * @param {string} version
 */
export function docsTagOf(version) {
  return `docs-default-${version}`;
}
