// Bundler loader for the JSON data modules Docusaurus generates (`.docusaurus/**/*.json`: route
// props, global data): any string naming a file or folder inside the site by its absolute path
// is made relative to the site folder. Plugins' loaded content carries such paths (the docs
// plugin's `contentPath`, `sidebarFilePath`…), and the debug content page ships all of it: the
// build machine's folder layout (user name included) would reach every reader otherwise.
const path = require('node:path');

/**
 * @param {string} json a generated JSON module
 * @param {string} siteDir the site folder's absolute path
 * @returns {string | undefined} the JSON with relative paths, or undefined when it names none
 */
function relativizeSitePaths(json, siteDir) {
  if (!json.includes(siteDir)) return undefined;
  let data;
  try {
    data = JSON.parse(json);
  } catch {
    return undefined;
  }
  const inside = siteDir + path.sep;
  /** @param {unknown} value @returns {unknown} */
  const visit = (value) => {
    if (typeof value === 'string') {
      if (value === siteDir) return '.';
      // A path's separators are kept as they are; only the site folder's prefix goes.
      return value.split(inside).join('');
    }
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [visit(key), visit(inner)]));
    }
    return value;
  };
  return JSON.stringify(visit(data));
}

/**
 * @this {{getOptions: () => {siteDir: string}}}
 * @param {string} source
 */
module.exports = function relativePathsLoader(source) {
  return relativizeSitePaths(source, this.getOptions().siteDir) ?? source;
};
module.exports.relativizeSitePaths = relativizeSitePaths;
