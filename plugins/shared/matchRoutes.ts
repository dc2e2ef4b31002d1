// react-router-config's `matchRoutes`, without compiling a regular expression for each route
// it tries. Before a page hydrates, the route table is matched against its path; react-router
// compiles each route's path with path-to-regexp on the first try, several ms on a phone for a
// table of a few hundred routes. Plain paths are compared as text (plainPath.ts); a path with
// parameters or patterns still goes to react-router's `matchPath`.
import {matchPath} from 'react-router';
import {isPlainPath, matchPlainPath} from './plainPath';

export type RouteEntry = {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  routes?: RouteEntry[];
};

function matches(pathname: string, route: RouteEntry): boolean {
  const {path} = route;
  const options = {end: route.exact === true, strict: route.strict, sensitive: route.sensitive};
  if (isPlainPath(path, options)) {
    const text = matchPlainPath(path, pathname, options);
    if (text !== undefined) return text !== null;
  }
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
