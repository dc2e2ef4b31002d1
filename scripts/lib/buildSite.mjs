// @ts-check
/**
 * Runs a full production build and measures its wall time and peak memory: under GNU time
 * (`/usr/bin/time -v`, peak RSS of the largest process) when present, else by sampling the
 * summed RSS of the build's process tree from /proc every 100 ms.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {listPids, parseGnuTimeVerbose, readProcStat, treeRssBytes} from './gnuTime.mjs';

const GNU_TIME = '/usr/bin/time';
const DOCUSAURUS = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';

/**
 * @param {{env?: Record<string, string>, outDir?: string}} [options] extra environment of the
 *   build, and the folder it writes (Docusaurus's `build/` when not given)
 * @returns {Promise<{wallMs: number, cpuMs: number | undefined, peakRssBytes: number, memoryMethod: string, output: string}>}
 */
export async function buildSite({env = {}, outDir} = {}) {
  fs.rmSync('node_modules/.cache/rspack', {recursive: true, force: true});
  const useGnuTime = fs.existsSync(GNU_TIME);
  const build = [process.execPath, DOCUSAURUS, 'build', ...(outDir ? ['--out-dir', outDir] : [])];
  const command = useGnuTime ? [GNU_TIME, '-v', ...build] : build;
  const started = performance.now();
  const child = spawn(/** @type {string} */ (command[0]), command.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, ...env},
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let sampledPeak = 0;
  const sampler = useGnuTime
    ? undefined
    : setInterval(
        () => (sampledPeak = Math.max(sampledPeak, treeRssBytes(child.pid ?? -1, readProcStat, listPids()))),
        100,
      );
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  if (code !== 0) throw new Error(`The build failed (exit ${code}):\n${output.slice(-3000)}`);
  const timed = useGnuTime ? parseGnuTimeVerbose(output) : undefined;
  return {
    wallMs,
    cpuMs: timed?.cpuMs,
    peakRssBytes: timed?.maxRssBytes ?? sampledPeak,
    memoryMethod: useGnuTime
      ? 'GNU time -v: peak RSS of the largest process'
      : '/proc sampling every 100 ms: peak summed RSS of the process tree',
    output,
  };
}
