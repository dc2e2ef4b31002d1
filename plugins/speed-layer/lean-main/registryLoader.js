// Bundler loader for Docusaurus's generated `registry.js`, which maps each route chunk to
// `[loader, module path, module id]`. The module path is only read by the server render
// (react-loadable reports the modules a page used) and by the debug registry page, yet every
// page downloaded all of them in `main`: 1.5 KB gzip for this site's 253 chunks.
// - In the browser build (`strip` option), each entry's path becomes `0`.
// - Imported as `@generated/registry?module-paths`, the registry becomes `{chunk name: path}`,
//   for the debug registry page alone.

/** One entry as `codegenRoutes.js` writes it; the path is a string literal, escaped. */
const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const ENTRY = new RegExp(
  String.raw`^(\s*"([^"]+)": \[\(\) => import\(/\* webpackChunkName: "[^"]*" \*/ (${STRING})\)), (${STRING}), (require\.resolveWeak\()`,
  'gm',
);

/** Query that asks for the paths module. */
const MODULE_PATHS_QUERY = '?module-paths';

/**
 * @param {string} source the generated registry
 * @returns {{source: string, stripped: number}} the registry without module paths, and how
 *   many entries lost theirs
 */
function withoutModulePaths(source) {
  let stripped = 0;
  const result = source.replace(ENTRY, (_entry, head, _chunkName, _imported, _path, tail) => {
    stripped += 1;
    return `${head}, 0, ${tail}`;
  });
  return {source: result, stripped};
}

/**
 * @param {string} source the generated registry
 * @returns {Record<string, string>} each chunk name's module path
 */
function modulePaths(source) {
  /** @type {Record<string, string>} */
  const paths = {};
  for (const match of source.matchAll(ENTRY)) paths[/** @type {string} */ (match[2])] = JSON.parse(match[4] ?? '""');
  return paths;
}

/**
 * @this {{resourceQuery: string, getOptions(): {strip?: boolean}, emitWarning(error: Error): void}}
 * @param {string} source
 */
module.exports = function registryLoader(source) {
  if (this.resourceQuery === MODULE_PATHS_QUERY) return `export default ${JSON.stringify(modulePaths(source))};\n`;
  if (!this.getOptions().strip) return source;
  const result = withoutModulePaths(source);
  // A registry in a new format keeps its paths: a bigger bundle, never a broken one.
  if (result.stripped === 0 && source.includes('resolveWeak')) {
    this.emitWarning(new Error('lean-main: registry.js entries not recognised; module paths left in main'));
  }
  return result.source;
};
module.exports.withoutModulePaths = withoutModulePaths;
module.exports.modulePaths = modulePaths;
