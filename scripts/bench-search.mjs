#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:search`: figures of the offline search, printed beside their targets (never
 * failing on them): index build time and size, bytes downloaded before the first results in
 * real Chromium, and keystroke-to-hits latency over 30 reader queries.
 *
 *   node scripts/bench-search.mjs [--port 3475]     (needs a build: npm run build)
 */
import fs from 'node:fs';
import path from 'node:path';
import {timeIndexBuild} from './lib/indexBuild.mjs';
import {directorySize, summarizeFetched} from './lib/searchBench.mjs';
import {firstSearchDownload, openBrowser, timeQuery} from './lib/searchBrowser.mjs';
import {SEARCH_QUERIES} from './lib/searchQueries.mjs';
import {startBuildServer} from './lib/server.mjs';
import {formatKB, KB, percentile} from './lib/stats.mjs';
import {formatTable} from './lib/table.mjs';
import {readVersionsJson} from '../plugins/shared/docsVersions.mjs';

const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = Number(portIndex >= 0 ? args[portIndex + 1] : 3475);
const FIRST_QUERY = 'segmentation';
const TARGETS = {firstResultsBytes: 150 * KB, warmP95Ms: 50};

if (!fs.existsSync('build/search-index/bundles.json')) {
  console.error('No search index in build/search-index. Run `npm run build` first.');
  process.exit(1);
}

console.log('Rebuilding the search index from build/ into a temporary directory…');
const indexBuild = await timeIndexBuild('build');
const served = directorySize('build/search-index');

const server = await startBuildServer({port});
const {browser, newPage} = await openBrowser();
let first;
let pasted;
/** The same search on a page of the newest older version (3.8): answered by its bundle alone. */
let older;
const OLDER_PAGE = `/${readVersionsJson()[0]}/`;
/** @type {Array<{query: string, ms: number | null, hits: number}>} */
const cold = [];
/** @type {Array<{query: string, ms: number | null, hits: number}>} */
const warm = [];
try {
  console.log(`First search ("${FIRST_QUERY}") in Chromium, typed and pasted, then ${SEARCH_QUERIES.length} queries twice…`);
  pasted = await firstSearchDownload(await newPage(), server.origin, FIRST_QUERY, {paste: true});
  older = await firstSearchDownload(await newPage(), server.origin, FIRST_QUERY, {paste: true, path: OLDER_PAGE});
  const page = await newPage();
  first = await firstSearchDownload(page, server.origin, FIRST_QUERY);
  for (const query of SEARCH_QUERIES) cold.push(await timeQuery(page, query));
  for (const query of SEARCH_QUERIES) warm.push(await timeQuery(page, query));
} finally {
  await browser.close();
  server.stop();
}

const fetched = summarizeFetched(first.responses);
const indexPart = fetched.byKind['search index'] ?? {bytes: 0, requests: 0};
const mark = (/** @type {boolean} */ met) => (met ? '✓ met' : '✗ missed');
/** Latencies of the queries that have hits (see timeQuery). */
const timings = (/** @type {typeof warm} */ runs) => runs.flatMap((run) => (run.ms === null ? [] : [run.ms]));
const warmP95 = percentile(timings(warm), 95);

console.log('');
console.log(formatTable(
  ['search figure', 'value', 'target'],
  [
    ['index build (extract + Pagefind write)', `${(indexBuild.totalMs / 1000).toFixed(1)} s`, ''],
    ['  records / pages', `${indexBuild.records} / ${indexBuild.pages}`, ''],
    ['  extract records / write index', `${(indexBuild.extractMs / 1000).toFixed(1)} s / ${(indexBuild.writeMs / 1000).toFixed(1)} s`, ''],
    ['index size on disk (build/search-index)', `${formatKB(served.bytes)} KB in ${served.files} files`, ''],
    ['first query download, index files (gzip)', `${formatKB(indexPart.bytes)} KB in ${indexPart.requests} files`, ''],
    [`bytes before first results ("${FIRST_QUERY}")`, `${formatKB(fetched.total)} KB in ${fetched.requests} requests`, `≤ 150 KB ${mark(fetched.total <= TARGETS.firstResultsBytes)}`],
    ...Object.entries(fetched.byKind).map(([kind, {bytes, requests}]) => [`  ${kind}`, `${formatKB(bytes)} KB in ${requests}`, '']),
    ['  same query pasted at once', `${formatKB(summarizeFetched(pasted.responses).total)} KB in ${pasted.responses.length} requests`, ''],
    [`  pasted on an older version's page (${OLDER_PAGE})`, `${formatKB(summarizeFetched(older.responses).total)} KB in ${older.responses.length} requests`, ''],
    ['Ctrl+K to first hit, typing at 80 ms/key', `${Math.round(first.msToFirstHit)} ms`, ''],
    [`first run of each query p50 / p95 (${timings(cold).length} with hits)`, `${Math.round(percentile(timings(cold), 50))} / ${Math.round(percentile(timings(cold), 95))} ms`, ''],
    [`warm p50 / p95 (second run, ${timings(warm).length} with hits)`, `${Math.round(percentile(timings(warm), 50))} / ${Math.round(warmP95)} ms`, `p95 ≤ 50 ms ${mark(warmP95 <= TARGETS.warmP95Ms)}`],
  ],
));
console.log('');
const slowest = warm.filter((run) => run.ms !== null).sort((a, b) => Number(b.ms) - Number(a.ms)).slice(0, 5);
console.log(`Slowest warm queries: ${slowest.map((run) => `${run.query} ${Math.round(Number(run.ms))} ms`).join(', ')}`);
console.log(`No hits (left out of the latencies): ${warm.filter((run) => run.ms === null).map((run) => run.query).join(', ') || 'none'}`);

fs.mkdirSync('bench-results', {recursive: true});
const file = path.join('bench-results', `bench-search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify({date: new Date().toISOString(), indexBuild, served, firstSearch: {query: FIRST_QUERY, ...first, summary: fetched}, pastedSearch: {...pasted, summary: summarizeFetched(pasted.responses)}, olderVersionSearch: {path: OLDER_PAGE, ...older, summary: summarizeFetched(older.responses)}, cold, warm, targets: TARGETS}, null, 2));
console.log(`Full results: ${file}`);
