// @ts-check
/**
 * The system Chromium the browser tests and benchmarks drive, and the flags that keep it off
 * the network and quiet in a sandbox. CommonJS, so the Playwright config (TypeScript) and the
 * scripts (ES modules) share it.
 */
const fs = require('node:fs');

/** Flags for headless Chromium in a sandbox, with no background traffic. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Candidate system browsers, in order of preference. */
const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * `CHROMIUM_PATH` when set (`CHROME_PATH`, the benchmarks' older name, also works), otherwise
 * the first system Chromium found; `undefined` when there is none.
 * @param {Record<string, string | undefined>} [env]
 * @param {(file: string) => boolean} [exists]
 * @returns {string | undefined}
 */
function findChromium(env = process.env, exists = fs.existsSync) {
  const configured = env.CHROMIUM_PATH ?? env.CHROME_PATH;
  if (configured) return configured;
  return SYSTEM_CHROMIUM_PATHS.find((candidate) => exists(candidate));
}

module.exports = {CHROMIUM_ARGS, SYSTEM_CHROMIUM_PATHS, findChromium};
