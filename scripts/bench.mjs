#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: build time and memory, then Lighthouse on four pages in mobile and desktop
 * form, printed as a table with the doc-page budgets marked met (✓) or missed (✗). Prints
 * figures, never fails on them. Full results go to bench-results/.
 *
 *   node scripts/bench.mjs [--no-build] [--runs 3] [--port 3470]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildSite} from './lib/buildSite.mjs';
import {choosePages, listBuiltPages} from './lib/buildPages.mjs';
import {checkBudgets, summarizeLhr} from './lib/lighthouseSummary.mjs';
import {copyPageCost, requestedCopyChunk} from './lib/copyPageCost.mjs';
import {launchChrome, runLighthouse} from './lib/lighthouseRun.mjs';
import {startBuildServer} from './lib/server.mjs';
import {formatKB} from './lib/stats.mjs';
import {formatTable} from './lib/table.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const runs = Number(option('runs', '3'));
const port = Number(option('port', '3470'));
const resultsDir = 'bench-results';

let build;
if (args.includes('--no-build')) {
  console.log('Build: skipped (--no-build), measuring the existing build/');
} else {
  console.log('Building the site…');
  build = await buildSite();
  console.log(`Build: ${(build.wallMs / 1000).toFixed(1)} s wall, peak memory ${(build.peakRssBytes / 2 ** 20).toFixed(0)} MB (${build.memoryMethod})`);
}

const pages = choosePages(listBuiltPages('build'));
const server = await startBuildServer({port});
const chrome = await launchChrome();
/** @type {any[]} */
const results = [];
try {
  for (const page of pages) {
    for (const formFactor of /** @type {const} */ (['mobile', 'desktop'])) {
      process.stdout.write(`Lighthouse ${page.name} (${page.route}) ${formFactor}, ${runs} run(s)…\n`);
      const {median, all} = await runLighthouse(`${server.origin}${page.route}`, formFactor, chrome.port, runs);
      const summary = summarizeLhr(median);
      results.push({
        ...page,
        formFactor,
        summary,
        budgets: checkBudgets(summary, formFactor, page.isDocPage),
        allRuns: all.map(summarizeLhr),
        benchmarkIndex: median.environment?.benchmarkIndex,
        lhr: median,
      });
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}

/** A cell with its budget mark, if the run has a budget on that figure. */
const cell = (/** @type {any} */ result, /** @type {string} */ key, /** @type {string} */ text) => {
  const budget = result.budgets.find((/** @type {any} */ b) => b.key === key);
  return budget ? `${text} ${budget.met ? '✓' : '✗'}` : text;
};
const header = ['page', 'form', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'CSS KB'];
const rows = results.map((r) => [
  r.name,
  r.formFactor,
  cell(r, 'performance', String(r.summary.performance)),
  cell(r, 'accessibility', String(r.summary.accessibility)),
  r.summary.bestPractices,
  r.summary.seo,
  Math.round(r.summary.lcpMs),
  Math.round(r.summary.tbtMs),
  cell(r, 'cls', r.summary.cls === 0 ? '0' : r.summary.cls.toFixed(4)),
  cell(r, 'jsBytes', formatKB(r.summary.jsBytes)),
  cell(r, 'cssBytes', formatKB(r.summary.cssBytes)),
]);

const chromeVersion = results[0]?.lhr.environment?.hostUserAgent.match(/Chrome\/(\d+)/)?.[1];
console.log('');
console.log(`Lighthouse ${results[0]?.lhr.lighthouseVersion}, Chromium ${chromeVersion}, median of ${runs} run(s), simulated throttling; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs, benchmark index ${Math.round(Math.min(...results.map((r) => r.benchmarkIndex)))}–${Math.round(Math.max(...results.map((r) => r.benchmarkIndex)))}`);
console.log(`Pages: ${pages.map((p) => `${p.name} = ${p.route}`).join(', ')}`);
console.log('');
console.log(formatTable(header, rows));
console.log('');
console.log('Doc-page budgets: mobile perf ≥ 98; a11y = 100, JS ≤ 155 KB, CSS ≤ 35 KB, CLS = 0 (both forms). ✓ met, ✗ missed, unmarked: no budget.');
console.log('JS/CSS: bytes transferred (gzip as served), 1 KB = 1024 B. LCP/TBT: simulated (Lighthouse lantern).');
/** @type {Map<string, string[]>} */
const missed = new Map();
for (const r of results) {
  for (const b of r.budgets.filter((/** @type {any} */ budget) => !budget.met)) {
    missed.set(`${b.label} ${b.limit}`, [...(missed.get(`${b.label} ${b.limit}`) ?? []), `${r.name} ${r.formFactor}`]);
  }
}
console.log(missed.size === 0 ? 'All budgets met.' : 'Missed:');
for (const [budget, runsMissing] of missed) console.log(`  ${budget}: ${runsMissing.join(', ')}`);
const thirdParty = [...new Set(results.flatMap((r) => r.summary.thirdPartyRequests))];
const copyPage = await copyPageCost('build');
const copyChunkRequested = results.filter((r) => requestedCopyChunk(r.lhr)).map((r) => `${r.name} ${r.formFactor}`);
console.log(
  `Copy page button: ${copyPage.eagerJsBytes} B JS + ${copyPage.eagerCssBytes} B CSS (gzip) on every doc page before a press; ` +
    `${copyPage.lazyChunkBytes} B chunk (${copyPage.lazyChunk ?? 'not found'}) on the first press, ` +
    (copyChunkRequested.length ? `but requested without a press by: ${copyChunkRequested.join(', ')}` : 'requested by no page above'),
);
console.log(thirdParty.length === 0 ? 'Third-party requests: none.' : `Third-party requests attempted: ${thirdParty.join(', ')}`);

fs.mkdirSync(path.join(resultsDir, 'lhr'), {recursive: true});
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
for (const r of results) {
  fs.writeFileSync(path.join(resultsDir, 'lhr', `${stamp}-${r.name.replace(/\W+/g, '-')}-${r.formFactor}.json`), JSON.stringify(r.lhr));
}
const file = path.join(resultsDir, `bench-${stamp}.json`);
const report = {
  date: new Date().toISOString(),
  build: build && {wallMs: build.wallMs, peakRssBytes: build.peakRssBytes, memoryMethod: build.memoryMethod},
  runsPerRow: runs,
  copyPage: {...copyPage, requestedWithoutPress: copyChunkRequested},
  loadAverage: os.loadavg(),
  results: results.map(({lhr, ...rest}) => rest),
};
fs.writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`Full results: ${file} (Lighthouse reports of the median runs in ${resultsDir}/lhr/)`);
