// Core's `client/preload.js`, aliased here by index.ts: loads a route's chunks before
// navigating to it, and now, for a doc page, the HTML of its static text as well.
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadStaticRuns} from './staticRuns';

export default function preload(pathname: string): Promise<unknown[]> {
  const matches = Array.from(new Set([pathname, decodeURI(pathname)]))
    .map((candidate) => matchRoutes(routes, candidate))
    .flat();
  return Promise.all([...matches.map((match) => match.route.component.preload?.()), loadStaticRuns(pathname)]);
}
