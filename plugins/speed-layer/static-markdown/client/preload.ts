// Core's `client/preload.js`, aliased here by index.ts: loads a route's chunks before
// navigating to it, and now, for a doc page, the HTML of its static text as well.
import routes from '@generated/routes';
import {matchRouteBranch} from '../../../shared/matchRoutes';
import {loadStaticRuns} from './staticRuns';

export default function preload(pathname: string): Promise<unknown[]> {
  const matched = Array.from(new Set([pathname, decodeURI(pathname)])).flatMap((candidate) =>
    matchRouteBranch(routes, candidate),
  );
  return Promise.all([...matched.map((route) => route.component.preload?.()), loadStaticRuns(pathname)]);
}
