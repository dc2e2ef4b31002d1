#!/usr/bin/env node
// @ts-check
/**
 * Writes one Pagefind index per bundle from a JSON file `{bundles: [{path, documents: [{url,
 * html}]}]}`:  node writeIndex.mjs <bundles.json> <output-dir>
 * Each bundle goes to `<output-dir>/<path>` with its own copy of the Pagefind script (one
 * Pagefind module instance serves one index). A separate process because Pagefind's Node API is
 * an ES module, which the CommonJS-compiled Docusaurus plugin cannot import.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

/** Pagefind also writes its own search UIs; the site uses DocSearch, so only the index ships. */
const UNUSED_OUTPUT = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$|^wasm\.unknown\.pagefind$/;

const [bundlesFile, outputDir] = process.argv.slice(2);
if (!bundlesFile || !outputDir) {
  console.error('usage: writeIndex.mjs <bundles.json> <output-dir>');
  process.exit(2);
}

/** @type {{bundles: Array<{path: string, documents: Array<{url: string, html: string}>}>}} */
const {bundles} = JSON.parse(fs.readFileSync(bundlesFile, 'utf8'));

/**
 * @param {string} bundleDir
 * @param {Array<{url: string, html: string}>} documents
 */
async function writeBundle(bundleDir, documents) {
  // Underscores already count as word characters (API names such as `MEASUREMENT_ADDED` stay whole).
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  for (const document of documents) {
    const added = await index.addHTMLFile({url: document.url, content: document.html});
    if (added.errors.length > 0) throw new Error(`Pagefind rejected ${document.url}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({outputPath: bundleDir});
  if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  for (const file of fs.readdirSync(bundleDir)) {
    if (UNUSED_OUTPUT.test(file)) fs.rmSync(path.join(bundleDir, file));
  }
}

try {
  for (const bundle of bundles) await writeBundle(path.join(outputDir, bundle.path), bundle.documents);
} finally {
  await pagefind.close();
}
