// @ts-check
/** Runs Lighthouse on the system Chromium, offline. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import chromiumLib from './chromium.cjs';

const {CHROMIUM_ARGS, findChromium} = chromiumLib;

export const CHROME_FLAGS = [
  '--headless',
  ...CHROMIUM_ARGS,
  // Offline: any host but the local server fails to resolve, so a third-party request
  // cannot succeed (the benchmark also lists any that is attempted).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function launchChrome() {
  return chromeLauncher.launch({chromePath: findChromium(), chromeFlags: CHROME_FLAGS});
}

/**
 * Lighthouse on one URL, `runs` times, returning the median run (Lighthouse's own choice:
 * the run closest to the median FCP and TTI) and every run's result.
 * @param {string} url
 * @param {'mobile' | 'desktop'} formFactor mobile is Lighthouse's default (Moto G Power, slow 4G);
 *   desktop uses its desktop config (1350×940 screen, fast network, no CPU slowdown)
 * @param {number} chromePort
 * @param {number} runs
 */
export async function runLighthouse(url, formFactor, chromePort, runs) {
  const flags = {
    port: chromePort,
    output: /** @type {'json'} */ ('json'),
    logLevel: /** @type {'error'} */ ('error'),
    onlyCategories: CATEGORIES,
  };
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await runOnce(url, flags, formFactor));
  return {median: computeMedianRun(all), all};
}

/** Attempts per run: Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run, tried again when Lighthouse reports a runtime error, so one bad trace does
 * not throw away the rows already measured.
 * @param {string} url
 * @param {object} flags
 * @param {'mobile' | 'desktop'} formFactor
 */
async function runOnce(url, flags, formFactor) {
  let message = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    message = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
    process.stdout.write(`  Lighthouse failed on ${url} (${message}); attempt ${attempt} of ${ATTEMPTS}\n`);
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${message}`);
}
