#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:tasks`: where a page's main-thread time goes. Builds the site with source maps
 * into build-profile/ (skip with --no-build), loads the page in Chromium (phone viewport, no
 * throttling: what Lighthouse observes before it multiplies by four) and prints each task of
 * at least --min ms with its rendering work and the functions that ran in it, mapped to their
 * source files. Prints figures, never fails on them.
 *
 *   node scripts/bench-tasks.mjs [--route /migration-guide/from-v2] [--min 10] [--top 12] [--no-build] [--port 3480]
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {SourceMapConsumer} from 'source-map';
import {buildSite} from './lib/buildSite.mjs';
import chromiumLib from './lib/chromium.cjs';
import {startBuildServer} from './lib/server.mjs';
import {longTasks} from './lib/taskProfile.mjs';

const {CHROMIUM_ARGS, findChromium} = chromiumLib;
const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const route = option('route', '/migration-guide/from-v2');
const minMs = Number(option('min', '10'));
const top = Number(option('top', '12'));
const port = Number(option('port', '3480'));
const outDir = 'build-profile';

if (!args.includes('--no-build')) {
  console.log(`Building with source maps into ${outDir}/ (no bundler cache, so the maps are written)…`);
  await buildSite({env: {PROFILE_SOURCE_MAPS: '1'}, outDir});
  // The next ordinary build must not reuse a cache made with source maps.
  fs.rmSync('node_modules/.cache/rspack', {recursive: true, force: true});
}
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error(`No ${outDir}/: run without --no-build first.`);
  process.exit(1);
}

/** @type {Map<string, SourceMapConsumer | null>} */
const sourceMaps = new Map();
/** @param {string} url */
async function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    const file = path.join(outDir, new URL(url).pathname) + '.map';
    sourceMaps.set(
      url,
      fs.existsSync(file) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(url);
}

const server = await startBuildServer({port, dir: outDir});
const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
try {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 50});
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8']});
  await cdp.send('Profiler.start');
  await page.goto(`${server.origin}${route}`, {waitUntil: 'load'});
  await page.waitForTimeout(3000);
  const {profile} = await cdp.send('Profiler.stop');
  const {traceEvents} = JSON.parse((await browser.stopTracing()).toString());

  // Names of the functions, from the source maps; React's and the scheduler's internals are
  // left out, so what shows is the component or module that made them work.
  /** @type {Map<number, string | undefined>} */
  const labels = new Map();
  for (const node of profile.nodes) {
    const {functionName, url, lineNumber, columnNumber} = node.callFrame;
    let name = functionName || '(anonymous)';
    if (/^\((root|program|idle)\)$/.test(name)) {
      labels.set(node.id, undefined);
      continue;
    }
    if (url) {
      const map = /^https?:/.test(url) ? await sourceMapOf(url) : null;
      const position = map?.originalPositionFor({line: lineNumber + 1, column: columnNumber});
      if (position?.source) {
        const source = position.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '');
        if (/^(react-dom|scheduler)\//.test(source)) {
          labels.set(node.id, undefined);
          continue;
        }
        name = `${position.name ?? name} ${source.split('/').slice(-3).join('/')}:${position.line}`;
      } else name = `${name} ${url.split('/').pop()}`;
    }
    labels.set(node.id, name);
  }
  const tasks = longTasks(traceEvents, profile, (node) => labels.get(node.id), minMs);
  console.log(`${route}: main-thread tasks of ${minMs} ms or more (no throttling; Lighthouse counts 4× these)\n`);
  for (const task of tasks) {
    const breakdown = Object.entries(task.breakdown)
      .filter(([, ms]) => ms >= 0.5)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(', ');
    console.log(`at ${task.start.toFixed(0)} ms: ${task.duration.toFixed(1)} ms  ${breakdown}`);
    for (const [name, ms] of task.functions.slice(0, top)) console.log(`    ${ms.toFixed(1).padStart(5)} ms  ${name}`);
  }
  await context.close();
} finally {
  await browser.close();
  server.stop();
}
