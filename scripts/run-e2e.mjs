#!/usr/bin/env node
// @ts-check
/**
 * Runs the Playwright browser tests against the production build, after checking the two
 * things they need so that a missing piece fails with a message instead of a stack trace.
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import chromiumLib from './lib/chromium.cjs';
import {builtWithSpeedLayer, speedLayerEnabled, SPEED_LAYER_VARIABLE} from '../plugins/speed-layer/mode.mjs';

const {findChromium} = chromiumLib;

function playwrightBrowserInstalled() {
  try {
    const require = createRequire(import.meta.url);
    const {chromium} = require('playwright-core');
    return fs.existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (!fs.existsSync(path.resolve('build', 'index.html'))) {
  console.error('No production build found in ./build. Run `npm run build` first (npm test does it for you).');
  process.exit(1);
}
if (!fs.existsSync(path.resolve('build-hosted', 'index.html'))) {
  console.error(
    'No hosted-search build found in ./build-hosted. Run `npm run build:hosted` first (npm test does it for you).',
  );
  process.exit(1);
}

// The tests follow the build (a test of the speed layer is skipped on a stock build), so a
// build other than the one SPEED_LAYER asks for would be tested without a word.
/** @param {boolean} on */
const layer = (on) => (on ? 'on' : 'off');
const wanted = speedLayerEnabled(process.env);
for (const dir of ['build', 'build-hosted']) {
  const built = builtWithSpeedLayer(dir);
  if (built !== wanted) {
    console.error(
      `./${dir} was built with the speed layer ${layer(built)}, but ${SPEED_LAYER_VARIABLE} asks for it ${layer(wanted)}. ` +
        `Build again with the same ${SPEED_LAYER_VARIABLE} (npm test does it for you).`,
    );
    process.exit(1);
  }
}
console.log(`Browser tests of ./build and ./build-hosted, built with the speed layer ${layer(wanted)}.`);

const chromium = findChromium();
if (!chromium && !playwrightBrowserInstalled()) {
  console.error(
    [
      'No Chromium found for the browser tests. Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium   (what .ci/run does)',
      '  - or set CHROMIUM_PATH=/path/to/chrome',
      '  - or, where downloads work: npx playwright install chromium',
    ].join('\n'),
  );
  process.exit(1);
}

const cli = path.resolve('node_modules', '@playwright', 'test', 'cli.js');
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'},
});
process.exit(result.status ?? 1);
