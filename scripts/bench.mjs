#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: cold build time and memory, then Lighthouse on five pages in mobile and
 * desktop form, printed as a table with the doc-page budgets marked met (✓) or missed (✗),
 * the machine's load around each row (a row measured while other processes took CPU time is
 * re-run, up to --reruns times), and what the `main` bundle is made of. Prints figures, never
 * fails on them. With --only it measures only the named pages (e.g. --only "component page,pattern page");
 * with --dir it measures another build than build/ (implies --no-build), e.g. a copy of an earlier one. Full results go to bench-results/. With --compare-stock it also builds the
 * site on the stock framework (`SPEED_LAYER=off`, into build-stock/), measures the same pages
 * there and prints the two builds side by side.
 *
 *   node scripts/bench.mjs [--no-build] [--compare-stock] [--runs 5] [--reruns 2] [--port 3470] [--only names] [--dir build]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildSite} from './lib/buildSite.mjs';
import {mainComposition} from './lib/bundleComposition.mjs';
import {choosePages, listBuiltPages} from './lib/buildPages.mjs';
import {checkBudgets, summarizeLhr} from './lib/lighthouseSummary.mjs';
import {copyPageCost, requestedCopyChunk} from './lib/copyPageCost.mjs';
import {launchChrome, runLighthouse} from './lib/lighthouseRun.mjs';
import {startBuildServer} from './lib/server.mjs';
import {formatKB} from './lib/stats.mjs';
import {formatTable} from './lib/table.mjs';
import {sideBySide} from './lib/compareBuilds.mjs';
import {otherCores, sampleCpu} from './lib/machineLoad.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const runs = Number(option('runs', '5'));
const reruns = Number(option('reruns', '2'));
const port = Number(option('port', '3470'));
const resultsDir = 'bench-results';
// Module statistics of the last build, for the split of `main` by package.
const statsFile = path.join(resultsDir, 'bundle-stats.json');
const cores = os.cpus().length;
const load = () => os.loadavg()[0] ?? 0;

const compareStock = args.includes('--compare-stock');
/** The build measured: build/, or another with --dir (then nothing is built). */
const measuredDir = option('dir', 'build');
const skipBuild = args.includes('--no-build') || measuredDir !== 'build';
/**
 * The build measured, and with --compare-stock the same site on the stock framework.
 * @type {{label: string, dir: string, env: Record<string, string>}[]}
 */
const BUILDS = [
  {label: 'speed layer', dir: 'build', env: {BUNDLE_STATS_FILE: path.resolve(statsFile)}},
  ...(compareStock ? [{label: 'stock framework', dir: 'build-stock', env: {SPEED_LAYER: 'off'}}] : []),
];

/** @type {Record<string, Awaited<ReturnType<typeof buildSite>>>} */
const builds = {};
for (const {label, dir, env} of BUILDS) {
  if (skipBuild) {
    console.log(`Build (${label}): skipped, measuring the existing ${label === 'speed layer' ? measuredDir : dir}/`);
    continue;
  }
  console.log(
    `Building the site with the ${label} into ${dir}/ (cold: no bundler cache; both versions and the search index), load ${load().toFixed(1)}…`,
  );
  const build = await buildSite({env, outDir: dir === 'build' ? undefined : dir});
  builds[label] = build;
  const cpu = build.cpuMs === undefined ? '' : `, ${(build.cpuMs / 1000).toFixed(1)} s CPU (user + system)`;
  console.log(
    `Build (${label}): ${(build.wallMs / 1000).toFixed(1)} s wall${cpu}, peak memory ${(build.peakRssBytes / 2 ** 20).toFixed(0)} MB (${build.memoryMethod}); load after ${load().toFixed(1)} on ${cores} CPUs`,
  );
}
const build = builds['speed layer'];

/** Waits, up to a minute, for the 1-minute load average to fall to the number of cores. */
async function coolDown() {
  for (let waited = 0; waited < 60_000 && load() > cores; waited += 5000)
    await new Promise((resolve) => setTimeout(resolve, 5000));
}

/** Other processes' average use of the CPUs during a row above which the row is re-run. */
const OTHER_CORES_LIMIT = 0.5;

/**
 * Lighthouse on one page and form, re-run while the machine was busy: other processes than
 * the benchmark's own (Chromium, Lighthouse, the server) used more than half a core during it.
 * The load average before and after is printed but cannot decide it: a row, and the build or
 * row before it, keep it near the number of cores by themselves. Without /proc, a load average
 * above the number of cores before or after the row stands in. Keeps the calmest attempt.
 * @param {string} url
 * @param {'mobile' | 'desktop'} formFactor
 * @param {number} chromePort
 */
async function measure(url, formFactor, chromePort) {
  /** @type {any} */
  let best;
  for (let attempt = 1; attempt <= reruns + 1; attempt++) {
    if (attempt > 1) {
      process.stdout.write(
        `  busy machine: re-running (attempt ${attempt} of ${reruns + 1}) after waiting for the load to fall…\n`,
      );
      await coolDown();
    }
    const loadBefore = load();
    const cpuBefore = sampleCpu();
    const {median, all} = await runLighthouse(url, formFactor, chromePort, runs);
    const loadAfter = load();
    const others = otherCores(cpuBefore, sampleCpu());
    const othersText = others === undefined ? '' : `; other processes ${others.toFixed(2)} cores`;
    process.stdout.write(`  load ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cores} CPUs${othersText}\n`);
    const busy = others === undefined ? Math.max(loadBefore, loadAfter) > cores : others > OTHER_CORES_LIMIT;
    // Calmer: not busy first, then the least other work (or the lower load average).
    const calm = (busy ? 1000 : 0) + (others ?? Math.max(loadBefore, loadAfter));
    if (!best || calm < best.calm) best = {median, all, loadBefore, loadAfter, others, busy, calm, attempts: attempt};
    if (!busy) break;
  }
  return best;
}

/** The chosen pages, or those named by --only (comma-separated page names, as printed). */
function pagesToMeasure() {
  const all = choosePages(listBuiltPages(measuredDir));
  const only = option('only', '');
  if (!only) return all;
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !all.some((page) => page.name === name));
  if (unknown.length > 0)
    throw new Error(`--only: no page named ${unknown.join(', ')}; the pages are ${all.map((p) => p.name).join(', ')}`);
  return all.filter((page) => names.includes(page.name));
}
const pages = pagesToMeasure();

/**
 * Lighthouse on every chosen page, in both forms, of one build.
 * @param {string} dir
 */
async function measureBuild(dir) {
  const server = await startBuildServer({port, dir});
  const chrome = await launchChrome();
  /** @type {any[]} */
  const measured = [];
  try {
    for (const page of pages) {
      for (const formFactor of /** @type {const} */ (['mobile', 'desktop'])) {
        process.stdout.write(`Lighthouse ${page.name} (${page.route}) ${formFactor} on ${dir}/, ${runs} run(s)…\n`);
        const {median, all, loadBefore, loadAfter, others, busy, attempts} = await measure(
          `${server.origin}${page.route}`,
          formFactor,
          chrome.port,
        );
        const summary = summarizeLhr(median);
        measured.push({
          ...page,
          formFactor,
          load: {before: loadBefore, after: loadAfter, otherCores: others, busy, attempts},
          summary,
          budgets: checkBudgets(summary, formFactor, page.kind),
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
  return measured;
}

const results = await measureBuild(measuredDir);
const stockResults = compareStock ? await measureBuild('build-stock') : [];

/** A cell with its budget mark, if the run has a budget on that figure. */
const cell = (/** @type {any} */ result, /** @type {string} */ key, /** @type {string} */ text) => {
  const budget = result.budgets.find((/** @type {any} */ b) => b.key === key);
  return budget ? `${text} ${budget.met ? '✓' : '✗'}` : text;
};
const header = [
  'page',
  'form',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP ms',
  'TBT ms',
  'CLS',
  'JS KB',
  'main KB',
  'CSS KB',
  'DOM',
  'script ms',
  'load',
];
const rows = results.map((r) => [
  r.name,
  r.formFactor,
  cell(r, 'performance', String(r.summary.performance)),
  cell(r, 'accessibility', String(r.summary.accessibility)),
  cell(r, 'bestPractices', String(r.summary.bestPractices)),
  cell(r, 'seo', String(r.summary.seo)),
  cell(r, 'lcpMs', String(Math.round(r.summary.lcpMs))),
  cell(r, 'tbtMs', String(Math.round(r.summary.tbtMs))),
  cell(r, 'cls', r.summary.cls === 0 ? '0' : r.summary.cls.toFixed(4)),
  cell(r, 'jsBytes', formatKB(r.summary.jsBytes)),
  cell(r, 'mainBytes', formatKB(r.summary.mainBytes)),
  cell(r, 'cssBytes', formatKB(r.summary.cssBytes)),
  r.summary.domElements,
  Math.round(r.summary.scriptEvaluationMs),
  `${r.load.before.toFixed(1)}→${r.load.after.toFixed(1)}${r.load.otherCores === undefined ? '' : ` (${r.load.otherCores.toFixed(1)})`}${r.load.busy ? ' busy' : ''}`,
]);

const chromeVersion = results[0]?.lhr.environment?.hostUserAgent.match(/Chrome\/(\d+)/)?.[1];
console.log('');
console.log(
  `Lighthouse ${results[0]?.lhr.lighthouseVersion}, Chromium ${chromeVersion}, median of ${runs} run(s), simulated throttling; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs, benchmark index ${Math.round(Math.min(...results.map((r) => r.benchmarkIndex)))}–${Math.round(Math.max(...results.map((r) => r.benchmarkIndex)))}`,
);
console.log(`Pages: ${pages.map((p) => `${p.name} = ${p.route}`).join(', ')}`);
console.log('');
console.log(formatTable(header, rows));
console.log('');
console.log(
  'Doc-page budgets: mobile perf ≥ 98, TBT ≤ 150 ms, LCP ≤ 1.8 s; a11y, bp, SEO = 100, JS ≤ 155 KB, main ≤ 110 KB, CSS ≤ 35 KB, CLS = 0 (both forms). ✓ met, ✗ missed, unmarked: no budget.',
);
console.log(
  'Live-page budgets (component page): mobile perf ≥ 90, TBT < 300 ms; the library loads when a preview nears the screen. The pattern page has none: its panel is on the first screen, so the library loads with it.',
);
console.log(
  'JS/main/CSS: bytes transferred (gzip as served), 1 KB = 1024 B. LCP/TBT: simulated (Lighthouse lantern). DOM: elements. script ms: script evaluation on the main thread (observed, mobile: 4× CPU slowdown).',
);
console.log(
  `load: 1-minute load average before→after the row's runs on ${cores} CPUs (the row's own Chromium and Lighthouse count in it), in brackets the cores other processes used meanwhile; "busy" when others used over ${OTHER_CORES_LIMIT} core (without /proc: the load was above ${cores}), still after ${reruns} re-run(s), so its timings say more about the machine than the site.`,
);
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
const copyPage = await copyPageCost(measuredDir);
const copyChunkRequested = results.filter((r) => requestedCopyChunk(r.lhr)).map((r) => `${r.name} ${r.formFactor}`);
console.log(
  `Copy page button: ${copyPage.eagerJsBytes} B JS + ${copyPage.eagerCssBytes} B CSS (gzip) on every doc page before a press; ` +
    `${copyPage.lazyChunkBytes} B chunk (${copyPage.lazyChunk ?? 'not found'}) on the first press, ` +
    (copyChunkRequested.length
      ? `but requested without a press by: ${copyChunkRequested.join(', ')}`
      : 'requested by no page above'),
);
console.log(
  thirdParty.length === 0 ? 'Third-party requests: none.' : `Third-party requests attempted: ${thirdParty.join(', ')}`,
);

const composition = mainComposition(statsFile, measuredDir);
if (composition) {
  const gzip = composition.packages.reduce((sum, p) => sum + p.gzipBytes, 0);
  console.log('');
  console.log(`${composition.file} by package, top 10 (each module gzipped alone; all modules: ${formatKB(gzip)} KB):`);
  console.log(
    formatTable(
      ['package', 'KB gzip', 'KB minified'],
      composition.packages.slice(0, 10).map((p) => [p.name, formatKB(p.gzipBytes), formatKB(p.parsedBytes)]),
    ),
  );
} else {
  console.log(
    `Split of main by package: no module statistics for this build (${statsFile} is written by a bench build).`,
  );
}

if (compareStock) {
  const {header: compareHeader, rows: compareRows} = sideBySide(results, stockResults);
  const buildTimes = BUILDS.map(({label}) => builds[label])
    .map((b) => (b ? `${(b.wallMs / 1000).toFixed(0)} s` : 'not built'))
    .join(' / ');
  console.log('');
  console.log(`With the speed layer / on the stock framework (SPEED_LAYER=off); build wall time ${buildTimes}:`);
  console.log(formatTable(compareHeader, compareRows));
}

fs.mkdirSync(path.join(resultsDir, 'lhr'), {recursive: true});
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
for (const r of results) {
  fs.writeFileSync(
    path.join(resultsDir, 'lhr', `${stamp}-${r.name.replace(/\W+/g, '-')}-${r.formFactor}.json`),
    JSON.stringify(r.lhr),
  );
}
const file = path.join(resultsDir, `bench-${stamp}.json`);
const report = {
  date: new Date().toISOString(),
  build: build && {
    wallMs: build.wallMs,
    cpuMs: build.cpuMs,
    peakRssBytes: build.peakRssBytes,
    memoryMethod: build.memoryMethod,
  },
  mainComposition: composition,
  runsPerRow: runs,
  copyPage: {...copyPage, requestedWithoutPress: copyChunkRequested},
  loadAverage: os.loadavg(),
  results: results.map(({lhr, ...rest}) => rest),
  ...(compareStock && {
    stock: {
      build: builds['stock framework'] && {
        wallMs: builds['stock framework'].wallMs,
        cpuMs: builds['stock framework'].cpuMs,
        peakRssBytes: builds['stock framework'].peakRssBytes,
      },
      results: stockResults.map(({lhr, ...rest}) => rest),
    },
  }),
};
fs.writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`Full results: ${file} (Lighthouse reports of the median runs in ${resultsDir}/lhr/)`);
