// path-to-regexp 1.x as react-router imports it (aliased by ../index.ts). react-router builds
// an expression for every route path it tries: the first render walks the route table (core's
// `normalizeLocation`, each `<Switch>`), and the navbar and doc sidebar look the current page
// up among every doc of every version, a few hundred paths in all. A plain path gets an
// object that answers `exec` as the expression would (../../shared/plainPath.ts) and builds
// the expression only for a pathname it cannot answer. Every other path, and every other
// export, is path-to-regexp's own.
import pathToRegexpLib from 'path-to-regexp/index.js';
import {isPlainPath, matchPlainPath, type PathOptions} from '../../../shared/plainPath';

type Key = pathToRegexpLib.Key;

/** The part of a compiled expression that react-router's `matchPath` reads. */
type PathMatcher = {keys: Key[]; exec(pathname: string): string[] | null};

function plainMatcher(path: string, options: PathOptions): PathMatcher {
  let expression: RegExp | undefined;
  return {
    keys: [],
    exec(pathname) {
      const text = matchPlainPath(path, pathname, options);
      if (text === undefined) return (expression ??= pathToRegexpLib(path, [], options)).exec(pathname);
      return text === null ? null : [text];
    },
  };
}

function pathToRegexp(path: pathToRegexpLib.Path, keys?: Key[] | PathOptions, options?: PathOptions): RegExp {
  const keyList = Array.isArray(keys) ? keys : [];
  const settings: PathOptions & {delimiter?: string} = (Array.isArray(keys) ? options : keys) ?? {};
  if (settings.delimiter === undefined && isPlainPath(path, settings))
    return plainMatcher(path, settings) as unknown as RegExp;
  return pathToRegexpLib(path, keyList, settings);
}

export default Object.assign(pathToRegexp, {
  parse: pathToRegexpLib.parse,
  compile: pathToRegexpLib.compile,
  tokensToFunction: pathToRegexpLib.tokensToFunction,
  tokensToRegExp: pathToRegexpLib.tokensToRegExp,
});
