import fs from 'node:fs';
import type {LaunchOptions} from '@playwright/test';

/** Flags that keep headless Chromium off the network and quiet in a sandbox. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Candidate system browsers, in order of preference. */
export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * `CHROMIUM_PATH` when set, otherwise the first system Chromium found; `undefined` lets
 * Playwright use its own downloaded browser.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env, exists = fs.existsSync): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return SYSTEM_CHROMIUM_PATHS.find((candidate) => exists(candidate));
}

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = findChromium();
  return executablePath ? {executablePath, args: CHROMIUM_ARGS} : {args: CHROMIUM_ARGS};
}
