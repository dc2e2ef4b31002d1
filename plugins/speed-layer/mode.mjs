// @ts-check
/**
 * The speed layer's switch, shared by the site configuration (`switch.ts`) and the scripts
 * that run the browser tests, which must know which kind of build they test.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The environment variable; `off` builds the site on the stock framework, unset means on. */
export const SPEED_LAYER_VARIABLE = 'SPEED_LAYER';

/**
 * Whether the layer is on; any value but `on` or `off` is refused with a message.
 * @param {Record<string, string | undefined>} env
 */
export function speedLayerEnabled(env) {
  const raw = env[SPEED_LAYER_VARIABLE];
  const value = raw?.trim().toLowerCase() || 'on';
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`${SPEED_LAYER_VARIABLE} must be "on" or "off" (unset means on); it is "${raw}".`);
}

/**
 * Whether a build was made with the layer: its pages list their scripts as JSON for
 * paint-first's loader (`paint-first/template.html`) instead of `<script>` tags.
 * @param {string} buildDir
 */
export function builtWithSpeedLayer(buildDir) {
  // The minified HTML leaves the attribute unquoted.
  return /<script id="?__docusaurus-scripts"?[ >]/.test(fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
}
