// react-router-config's `matchRoutes`, without compiling a regular expression for each route
// it tries. Before a page hydrates, the route table is matched against its path; react-router
// compiles each route's path with path-to-regexp on the first try, several ms on a phone for a
// table of a few hundred routes. Paths here are plain strings, so a string comparison with
// react-router's rules (case-insensitive, optional trailing slash) gives the same answer;
// a path with parameters or patterns still goes to react-router's `matchPath`.
import {matchPath} from 'react-router';

export type RouteEntry = {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  routes?: RouteEntry[];
};

/** Characters that give a path-to-regexp path a meaning beyond its text. */
const PATTERN = /[:*?+()[\]{}\\]/;

/**
 * Whether `pathname` matches a route of a plain path (no parameters, not `strict`), as
 * react-router's `matchPath` decides: case-insensitive unless `sensitive`, a trailing slash
 * optional on both sides, and without `exact` any path below it.
 */
export function matchesPlainPath(
  pathname: string,
  route: {path: string; exact?: boolean; sensitive?: boolean},
): boolean {
  const sensitive = route.sensitive === true;
  const path = sensitive ? route.path : route.path.toLowerCase();
  const target = sensitive ? pathname : pathname.toLowerCase();
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  if (target === base || target === `${base}/`) return true;
  return !route.exact && target.startsWith(`${base}/`);
}

function matches(pathname: string, route: RouteEntry): boolean {
  const {path} = route;
  if (typeof path === 'string' && !route.strict && !PATTERN.test(path))
    return matchesPlainPath(pathname, {...route, path});
  return matchPath(pathname, route as Parameters<typeof matchPath>[1]) !== null;
}

/** The routes, outermost first, that react-router-config's `matchRoutes` would return for `pathname`. */
export function matchRouteBranch<Route extends RouteEntry>(routes: readonly Route[], pathname: string): Route[] {
  const branch: Route[] = [];
  let level: readonly Route[] | undefined = routes;
  while (level) {
    // A route without a path matches wherever its parent did.
    const found: Route | undefined = level.find((route) => !route.path || matches(pathname, route));
    if (!found) break;
    branch.push(found);
    level = found.routes as Route[] | undefined;
  }
  return branch;
}
