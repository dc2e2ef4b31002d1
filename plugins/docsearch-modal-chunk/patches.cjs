// @ts-check
/**
 * Targeted fixes to DocSearch 3.9.0 (the only version `index.ts` accepts): to the dialog's copy
 * of the bundle while the site is bundled, and to the page module. Each pattern must match
 * exactly once; if DocSearch changes, the build fails and the fix is reviewed rather than
 * silently dropped. `bytes` records what each changes in its chunk, minified and gzipped
 * (esbuild, measured on 3.9.0): negative when it saves bytes.
 */

/** @typedef {{name: string, pattern: RegExp, replacement: string, bytes: {minified: number, gzip: number}}} Patch */

/** @type {Patch} */
const KEEP_ERROR_SCREEN = {
  // After a failed query, autocomplete's `finally` resets the status to "idle", undoing the
  // "error" DocSearch just set, so the "Unable to fetch results" screen never shows and the
  // rejection goes unhandled. Settle the status from the outcome instead.
  name: 'error screen kept after a failed query',
  pattern: /\.finally\(\(?function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\)?\)/g,
  replacement:
    '.then(function(){$1("idle")},function(){$1("error")}).finally(function(){$2&&$3.environment.clearTimeout($2)})',
  // A fix, not a saving.
  bytes: {minified: 39, gzip: 14},
};

/** @type {Patch} */
const NO_ALGOLIA_CLIENT = {
  // With the local index, `transformSearchClient` returns the site's own client and ignores the
  // Algolia client DocSearch builds first. Not building it lets the bundler drop the Algolia
  // client code (a fifth of the dialog), and no code that could call Algolia ships.
  name: 'no Algolia client with the local index',
  pattern:
    /return (\w+)\.useMemo\(\(function\(\)\{var (\w+)=function\(\w+,\w+,\w+\)\{if\(!\w+\|\|"string"!=typeof \w+\)throw new Error\("`appId` is missing\."\);[\s\S]*?,(\w+)\(\2\)\}\),\[(\w+),(\w+),\3\]\)/g,
  replacement: 'return $1.useMemo((function(){return $3({})}),[$4,$5,$3])',
  bytes: {minified: -19_691, gzip: -6_386},
};

/** @type {Patch} */
const REFRESH_FOR_THE_SITE = {
  // The local index arrives in parts, and an answer given from the first part is outdated once
  // the rest is in. DocSearch asks again only on the next keystroke, and does not expose its
  // autocomplete's `refresh()`. Hand it to the dialog's `refreshWhenOutdated` prop (which the
  // site's search bar passes), after the effect that searches an initial query; the prop
  // returns its cleanup.
  name: 'dialog refresh handed to the site',
  pattern:
    /(function \w+\((\w+)\)\{var \w+=\2\.appId,\w+=\2\.apiKey,\w+=\2\.indexName,[\s\S]*?)(\w+)\.useEffect\(\(function\(\)\{(\w+)\.length>0&&\((\w+)\(\),(\w+)\.current&&\6\.current\.focus\(\)\)\}\),\[\4,\5\]\)/g,
  replacement:
    '$1$3.useEffect((function(){$4.length>0&&($5(),$6.current&&$6.current.focus())}),[$4,$5]),$3.useEffect((function(){return $2.refreshWhenOutdated&&$2.refreshWhenOutdated($5)}),[$5])',
  // A feature: one effect.
  bytes: {minified: 88, gzip: 22},
};

/** @type {Patch} */
const BUTTON_NAME_HAS_VISIBLE_TEXT = {
  // The search button shows "Search" and the key caps "Ctrl" "K" but is named "Search
  // (Ctrl+K)", which does not contain its visible text: speech-input users who say what they
  // see ("click Search Ctrl K") miss it, and axe 4.14 reports label-content-name-mismatch.
  // Name it with the words it shows.
  name: 'search button named with its visible text',
  // (Applied to esbuild's output, which spaces the code out.)
  pattern: /"aria-label": ""\.concat\((\w+), " \("\)\.concat\((\w+), "\+K\)"\)/g,
  replacement: '"aria-label": "".concat($1, " ").concat($2, " K")',
  // A fix: one character fewer.
  bytes: {minified: -1, gzip: 0},
};

/** @type {Patch} */
const CTRL_KEY_AS_TEXT = {
  // DocSearch draws the "Ctrl" key cap as an SVG of the letters, so the button's visible text is
  // "Search K" while its name says "Search Ctrl K" (axe: label-content-name-mismatch). Write the
  // word instead: the same cap, real text that matches the name and scales with the font.
  name: 'Ctrl key cap as text',
  pattern: /\[(\w+), "Ctrl", (\w+)\.createElement\((\w+), null\)\]/g,
  replacement: '[$1, "Ctrl", "Ctrl"]',
  // A fix; the unused icon is left for the minifier.
  bytes: {minified: -20, gzip: -5},
};

/** @type {Patch} */
const KEY_CAPS_AS_WORDS = {
  // The placeholder and the two key caps are sibling elements with no text between them, so
  // tools that read the visible text (axe's label-content-name-mismatch, speech input) get
  // "SearchCtrlK", one word the name "Search Ctrl K" does not contain. Whitespace between flex
  // items is not rendered, so separating them changes nothing on screen.
  name: 'key caps read as separate words',
  pattern:
    /\{ className: "DocSearch-Button-Keys" \}, null !== (\w+) && (\w+)\.createElement\((\w+)\.Fragment, null, (\w+\.createElement\(\w+, \{ reactsToKey: \w+ \}, \w+\)), (\w+\.createElement\(\w+, \{ reactsToKey: "k" \}, "K"\))\)/g,
  replacement:
    '{ className: "DocSearch-Button-Keys" }, " ", null !== $1 && $2.createElement($3.Fragment, null, $4, " ", $5)',
  // A fix: two text nodes.
  bytes: {minified: 10, gzip: 4},
};

/**
 * The patches for a search mode: the local index also drops DocSearch's Algolia client and
 * lets the site refresh the answer.
 * @param {{localSearch: boolean}} mode
 * @returns {Patch[]}
 */
function patchesFor({localSearch}) {
  return localSearch ? [KEEP_ERROR_SCREEN, NO_ALGOLIA_CLIENT, REFRESH_FOR_THE_SITE] : [KEEP_ERROR_SCREEN];
}

/**
 * @param {string} source
 * @param {Patch[]} patches
 * @returns {string}
 */
function applyPatches(source, patches) {
  let result = source;
  for (const {name, pattern, replacement} of patches) {
    const matches = result.match(pattern)?.length ?? 0;
    if (matches !== 1) {
      throw new Error(`[docsearch-modal-chunk] "${name}": expected 1 match in the DocSearch bundle, found ${matches}.`);
    }
    result = result.replace(pattern, replacement);
  }
  return result;
}

/**
 * @this {{getOptions: () => {localSearch: boolean}}}
 * @param {string} source
 */
function loader(source) {
  return applyPatches(source, patchesFor(this.getOptions()));
}

module.exports = loader;
module.exports.applyPatches = applyPatches;
module.exports.patchesFor = patchesFor;
module.exports.PAGE_MODULE_PATCHES = [BUTTON_NAME_HAS_VISIBLE_TEXT, CTRL_KEY_AS_TEXT, KEY_CAPS_AS_WORDS];
