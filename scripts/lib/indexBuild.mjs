// @ts-check
/**
 * Rebuilds the search index from an existing build with the local-search plugin's own index
 * build (`buildSiteSearchIndex`, TypeScript loaded through jiti as Docusaurus loads it), into
 * a temporary directory: the time of the plugin's postBuild step without a whole site build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import createJiti from 'jiti';
import {listBuiltPages} from './buildPages.mjs';
import {directorySize} from './searchBench.mjs';

const jiti = createJiti(import.meta.url, {interopDefault: true});
const PLUGIN = '../../plugins/local-search';

/** The local-search plugin's modules the benchmark uses. */
export function loadSearchPlugin() {
  return {
    plugin: jiti(`${PLUGIN}/index.ts`),
    engine: jiti(`${PLUGIN}/client/engine.ts`),
    buildIndex: jiti(`${PLUGIN}/indexer/buildIndex.ts`),
    versions: jiti(`${PLUGIN}/versionFolders.ts`),
  };
}

/** @param {string} buildDir */
export async function timeIndexBuild(buildDir) {
  const {plugin} = loadSearchPlugin();
  const indexRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-index-'));
  try {
    const started = performance.now();
    const routesPaths = listBuiltPages(buildDir).map((page) => page.route);
    const {pages, records} = await plugin.buildSiteSearchIndex({
      outDir: buildDir,
      baseUrl: '/',
      routesPaths,
      indexRoot,
    });
    const totalMs = performance.now() - started;
    return {pages, records: records.length, recordList: records, totalMs, size: directorySize(indexRoot)};
  } finally {
    fs.rmSync(indexRoot, {recursive: true, force: true});
  }
}
