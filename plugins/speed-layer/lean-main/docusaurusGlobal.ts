// `window.docusaurus` (`@docusaurus/core/lib/client/docusaurus.js`, aliased here by index.ts):
// the same `prefetch` and `preload`, with prefetching done in idle time (prefetchQueue.ts).
import {matchRouteBranch} from '../../shared/matchRoutes';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import preloadRoute from '@docusaurus/core/lib/client/preload.js';
import {whenIdle} from '../../shared/whenIdle';
import {createPrefetchQueue} from './prefetchQueue';

declare const __webpack_require__: {gca(chunkName: string): string};

type NetworkInformation = {effectiveType?: string; saveData?: boolean};

const fetched = new Set<string>();
const loaded = new Set<string>();

// As the original: nothing ahead of need on a slow or data-saving connection.
const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const enqueuePrefetch = createPrefetchQueue({
  routesChunkNames,
  matchRoutePaths: (routePath) => matchRouteBranch(routes, routePath).map((route) => String(route.path ?? '')),
  chunkUrl: (chunkName) => __webpack_require__.gca(chunkName),
  prefetchUrl: (url) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  },
  scriptsOnPage: () => new Set(Array.from(document.scripts, (script) => script.getAttribute('src') ?? '')),
  whenIdle: (callback) => void whenIdle(callback, {timeoutMs: 5000, fallbackDelayMs: 200}),
  now: () => performance.now(),
});

const prefetch = (routePath: string): boolean => {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  enqueuePrefetch(routePath);
  return true;
};

const preload = (routePath: string): false | Promise<void[]> => {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadRoute(routePath);
};

// The original object is frozen too: it is shared on `window`.
export default Object.freeze({prefetch, preload});
