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
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    all.push(result.lhr);
  }
  return {median: computeMedianRun(all), all};
}
