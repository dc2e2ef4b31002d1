// What react-router 5 decides about a route path that is plain text, without building its
// regular expression. react-router compiles each route path it tries with path-to-regexp 1.x,
// a fraction of a ms each, and a page's first render and route lookups try a few hundred of
// them. For a path with no parameters, groups, wildcards or escapes, the expression only says:
// this text (case-insensitive unless `sensitive`), an optional trailing slash, and without
// `end` anything below it. Non-ASCII text is left to the real expression, whose
// case-insensitive flag folds letters differently from `toLowerCase`.

export type PathOptions = {end?: boolean; strict?: boolean; sensitive?: boolean};

/** Characters that give a path-to-regexp path a meaning beyond its text, and non-ASCII. */
const NOT_PLAIN = /[:*?+()[\]{}\\]|[^\x20-\x7e]/;
const NON_ASCII = /[^\x00-\x7f]/;

/** Whether `matchPlainPath` answers for this path: plain text, and not `strict`. */
export function isPlainPath(path: unknown, options: PathOptions = {}): path is string {
  return typeof path === 'string' && options.strict !== true && !NOT_PLAIN.test(path);
}

/**
 * The text at the start of `pathname` that path-to-regexp's expression for `path` matches
 * (`exec(pathname)[0]`), or null when it does not match. `end` defaults to true, as there.
 * Undefined when `pathname` is not ASCII and the match is case-insensitive: ask the expression.
 */
export function matchPlainPath(
  path: string,
  pathname: string,
  {end = true, sensitive = false}: PathOptions = {},
): string | null | undefined {
  if (!sensitive && NON_ASCII.test(pathname)) return undefined;
  // The expression drops one trailing slash and allows one at the end of the pathname.
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  const head = pathname.slice(0, base.length);
  if ((sensitive ? head : head.toLowerCase()) !== (sensitive ? base : base.toLowerCase())) return null;
  const rest = pathname.slice(base.length);
  if (rest === '' || rest === '/') return pathname;
  if (end) return null;
  return rest.startsWith('/') ? head : null;
}
