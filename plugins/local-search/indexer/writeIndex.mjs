#!/usr/bin/env node
// @ts-check
/**
 * Writes a Pagefind index from a JSON list of `{url, html}` documents:
 *   node writeIndex.mjs <documents.json> <output-dir>
 * A separate process because Pagefind's Node API is an ES module, which the CommonJS-compiled
 * Docusaurus plugin cannot import.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

/** Pagefind also writes its own search UIs; the site uses DocSearch, so only the index ships. */
const UNUSED_OUTPUT = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$|^wasm\.unknown\.pagefind$/;

const [documentsFile, outputDir] = process.argv.slice(2);
if (!documentsFile || !outputDir) {
  console.error('usage: writeIndex.mjs <documents.json> <output-dir>');
  process.exit(2);
}

/** @type {Array<{url: string, html: string}>} */
const documents = JSON.parse(fs.readFileSync(documentsFile, 'utf8'));

try {
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', includeCharacters: '_'});
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  for (const document of documents) {
    const added = await index.addHTMLFile({url: document.url, content: document.html});
    if (added.errors.length > 0) throw new Error(`Pagefind rejected ${document.url}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({outputPath: outputDir});
  if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  for (const file of fs.readdirSync(outputDir)) {
    if (UNUSED_OUTPUT.test(file)) fs.rmSync(path.join(outputDir, file));
  }
} finally {
  await pagefind.close();
}
