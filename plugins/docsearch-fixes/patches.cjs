// @ts-check
/**
 * Targeted fixes to the DocSearch 4.7 modal bundle, applied while the site is bundled.
 * Each pattern must match exactly once; if DocSearch changes, the build fails and the fix
 * is reviewed rather than silently dropped.
 */

/** @typedef {{name: string, pattern: RegExp, replacement: string}} Patch */

/** @type {Patch[]} */
const PATCHES = [
  {
    // Spec §5: the search input accepts at most 64 characters (DocSearch 3 did; 4.7 allows 512).
    name: 'input limited to 64 characters',
    pattern: /maxLength:512\}/g,
    replacement: 'maxLength:64}',
  },
  {
    // 4.7 collects the page groups of earlier results into an object instead of an array, so
    // `suggestions.length` is undefined and "Try searching for" never shows. Keep an array.
    name: 'no-results suggestions kept as an array',
    pattern: /\w+\(\w+\(\{\},(null!==\(\w+=\w+\.context\.searchSuggestions\)&&void 0!==\w+\?\w+:\[\])\),Object\.keys\((\w+)\)\)/g,
    replacement: '[].concat($1,Object.keys($2))',
  },
  {
    // After a failed query, autocomplete's `finally` resets the status to "idle", undoing the
    // "error" DocSearch just set, so the "Unable to fetch results" screen never shows and the
    // rejection goes unhandled. Settle the status from the outcome instead.
    name: 'error screen kept after a failed query',
    pattern: /\.finally\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\)/g,
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
      throw new Error(`[docsearch-fixes] "${name}": expected 1 match in the DocSearch modal, found ${matches}.`);
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
