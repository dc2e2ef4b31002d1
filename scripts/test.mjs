#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every check, one phase after the other, stopping at the first that fails, then a
 * summary of how long each phase took (each browser-test file too), so that a slow run shows
 * where its time went. The 1-minute load average after each phase tells a busy machine from
 * a slow phase.
 *
 *   node scripts/test.mjs
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {browserFileTimes} from './lib/testTimes.mjs';

const node = process.execPath;
/** @param {string} file */
const bin = (file) => path.resolve('node_modules', file);
const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ohif-docs-test-')), 'browser-report.json');

/** @type {{name: string, command: [string, ...string[]], env?: Record<string, string>}[]} */
const PHASES = [
  {name: 'format', command: [node, bin('prettier/bin/prettier.cjs'), '--check', '.']},
  {name: 'types', command: [node, bin('typescript/bin/tsc')]},
  {name: 'unit', command: [node, bin('vitest/vitest.mjs'), 'run']},
  {name: 'build', command: [node, bin('@docusaurus/core/bin/docusaurus.mjs'), 'build']},
  {name: 'build (hosted search)', command: [node, 'scripts/build-hosted.mjs']},
  {
    name: 'browser',
    command: [node, 'scripts/run-e2e.mjs', '--reporter=list,json'],
    env: {PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile},
  },
];

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`.padStart(7);
const load = () => (os.loadavg()[0] ?? 0).toFixed(1);

/** @type {{name: string, ms: number, load: string, status: string}[]} */
const done = [];
const started = Date.now();
let failed = false;
for (const phase of PHASES) {
  const shown = phase.command.slice(1).map((arg) => (path.isAbsolute(arg) ? path.relative(process.cwd(), arg) : arg));
  console.log(`\n=== ${phase.name}: ${shown.join(' ')}`);
  const start = Date.now();
  const result = spawnSync(phase.command[0], phase.command.slice(1), {
    stdio: 'inherit',
    env: {...process.env, ...phase.env},
  });
  const ok = result.status === 0;
  done.push({name: phase.name, ms: Date.now() - start, load: load(), status: ok ? 'ok' : 'FAILED'});
  if (!ok) {
    failed = true;
    break;
  }
}

console.log(`\n=== Time per phase (${os.cpus().length} cores; load = 1-minute load average at the end)`);
for (const phase of done)
  console.log(`${seconds(phase.ms)}  ${phase.name.padEnd(24)} ${phase.status.padEnd(6)} load ${phase.load}`);
if (fs.existsSync(reportFile)) {
  console.log(
    '\n    Browser tests per file (wall: first start to last end; tests: their summed durations, 2 workers):',
  );
  for (const file of browserFileTimes(JSON.parse(fs.readFileSync(reportFile, 'utf8')))) {
    const counts = `${file.tests} test${file.tests === 1 ? '' : 's'}${file.skipped ? `, ${file.skipped} skipped` : ''}`;
    console.log(`  ${seconds(file.wallMs)} wall ${seconds(file.testMs)} tests  ${file.file} (${counts})`);
  }
}
console.log(`${seconds(Date.now() - started)}  total${failed ? ' (stopped at the failed phase)' : ''}`);
fs.rmSync(path.dirname(reportFile), {recursive: true, force: true});
process.exit(failed ? 1 : 0);
