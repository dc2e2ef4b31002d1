// @ts-check
/**
 * Rebuilds the search index from an existing build, with the local-search plugin's own code
 * (TypeScript, loaded through jiti as Docusaurus loads it), into a temporary directory: the
 * time of the plugin's postBuild step without a whole site build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import createJiti from 'jiti';
import {listBuiltPages} from './buildPages.mjs';
import {directorySize} from './searchBench.mjs';

const jiti = createJiti(import.meta.url, {interopDefault: true});
const PLUGIN = '../../plugins/local-search';

/** @param {string} buildDir */
export async function timeIndexBuild(buildDir) {
  const {extractRecords} = jiti(`${PLUGIN}/indexer/extractRecords.ts`);
  const {writeIndex} = jiti(`${PLUGIN}/indexer/buildIndex.ts`);
  const {isIndexableRoute} = jiti(`${PLUGIN}/index.ts`);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-index-'));
  try {
    const started = performance.now();
    const records = [];
    const pages = listBuiltPages(buildDir).filter((page) => isIndexableRoute(page.route, '/'));
    for (const page of pages) records.push(...extractRecords(fs.readFileSync(page.file, 'utf8'), page.route));
    const extractedMs = performance.now() - started;
    await writeIndex(records, outDir);
    const totalMs = performance.now() - started;
    return {pages: pages.length, records: records.length, extractMs: extractedMs, writeMs: totalMs - extractedMs, totalMs, size: directorySize(outDir)};
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}
