import type {LaunchOptions} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium, SYSTEM_CHROMIUM_PATHS} from '../../../scripts/lib/chromium.cjs';

export {CHROMIUM_ARGS, findChromium, SYSTEM_CHROMIUM_PATHS};

/** The system Chromium when there is one; otherwise Playwright's own downloaded browser. */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = findChromium();
  return executablePath ? {executablePath, args: CHROMIUM_ARGS} : {args: CHROMIUM_ARGS};
}
