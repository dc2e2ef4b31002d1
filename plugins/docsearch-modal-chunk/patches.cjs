// @ts-check
/**
 * Targeted fixes to the DocSearch 3 dialog, applied to the dialog's copy of the bundle while
 * the site is bundled. Each pattern must match exactly once; if DocSearch changes, the build
 * fails and the fix is reviewed rather than silently dropped.
 */

/** @typedef {{name: string, pattern: RegExp, replacement: string}} Patch */

/** @type {Patch[]} */
const PATCHES = [
  {
    // After a failed query, autocomplete's `finally` resets the status to "idle", undoing the
    // "error" DocSearch just set, so the "Unable to fetch results" screen never shows and the
    // rejection goes unhandled. Settle the status from the outcome instead.
    name: 'error screen kept after a failed query',
    pattern: /\.finally\(\(?function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\)?\)/g,
    replacement:
      '.then(function(){$1("idle")},function(){$1("error")}).finally(function(){$2&&$3.environment.clearTimeout($2)})',
  },
];

/**
 * @param {string} source
 * @returns {string}
 */
function applyPatches(source) {
  let result = source;
  for (const {name, pattern, replacement} of PATCHES) {
    const matches = result.match(pattern)?.length ?? 0;
    if (matches !== 1) {
      throw new Error(`[docsearch-modal-chunk] "${name}": expected 1 match in the DocSearch bundle, found ${matches}.`);
    }
    result = result.replace(pattern, replacement);
  }
  return result;
}

/** @param {string} source */
function loader(source) {
  return applyPatches(source);
}

module.exports = loader;
module.exports.applyPatches = applyPatches;
module.exports.PATCHES = PATCHES;
