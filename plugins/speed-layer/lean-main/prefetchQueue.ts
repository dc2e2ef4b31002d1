/**
 * Docusaurus prefetches the chunks of every internal link as soon as it scrolls into view. Its
 * own `prefetch` does the work at once: route matching, a scan of every route's chunk names
 * with a regex per route, and a <link rel="prefetch"> per chunk. On a doc page whose sidebar
 * and text show dozens of links, that was two long tasks right after hydration. This queue
 * keeps the behaviour (same routes, same chunks) but does the work in idle time, a few links
 * per idle period, with the chunk names indexed once.
 */

/** A tree of chunk names, as in `@generated/routesChunkNames` (`{__comp: 'a1b2', __props: …}`). */
type ChunkNameTree = string | {[key: string]: ChunkNameTree} | ChunkNameTree[];

type IdleDeadline = {timeRemaining(): number};

export type PrefetchQueueOptions = {
  /** `@generated/routesChunkNames`: route path with a hash suffix → chunk names. */
  routesChunkNames: Record<string, ChunkNameTree>;
  /** The route paths (nested routes included) a URL path renders. */
  matchRoutePaths(routePath: string): string[];
  /** URL of a chunk by name (`__webpack_require__.gca`); undefined when merged elsewhere. */
  chunkUrl(chunkName: string): string | undefined;
  /** Starts the download of a URL (a <link rel="prefetch">). */
  prefetchUrl(url: string): void;
  /** URLs of the scripts already on the page (loaded or loading). */
  scriptsOnPage(): Set<string>;
  /** Runs a callback when the browser is idle. */
  whenIdle(callback: (deadline: IdleDeadline) => void): void;
  /** The clock, in ms (`performance.now`). */
  now(): number;
};

/** Work left for the browser's next frame in an idle period, in ms. */
const IDLE_MARGIN_MS = 2;
/**
 * Most work per idle period, in ms. An idle period can last 50 ms, and a task that long is
 * what a slow phone (and Lighthouse, at four times the time) counts as blocking.
 */
const WORK_PER_PERIOD_MS = 4;

/** Route path (without the registry's `-hash` suffix) → the chunk names it needs. */
export function indexChunkNames(routesChunkNames: Record<string, ChunkNameTree>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const collect = (tree: ChunkNameTree, into: string[]): void => {
    if (typeof tree === 'string') into.push(tree);
    else Object.values(tree).forEach((child) => collect(child, into));
  };
  for (const [pathWithHash, tree] of Object.entries(routesChunkNames)) {
    const routePath = pathWithHash.replace(/-[^-]+$/, '');
    const names = index.get(routePath) ?? [];
    collect(tree, names);
    index.set(routePath, names);
  }
  return index;
}

/** Returns `enqueue(routePath)`: the route's chunks are prefetched in a later idle period. */
export function createPrefetchQueue(options: PrefetchQueueOptions): (routePath: string) => void {
  let chunkIndex: Map<string, string[]> | undefined;
  const pending: string[] = [];
  const requested = new Set<string>();
  let scheduled = false;

  const prefetchRoute = (routePath: string, onPage: Set<string>) => {
    chunkIndex ??= indexChunkNames(options.routesChunkNames);
    for (const matchedPath of options.matchRoutePaths(routePath)) {
      for (const chunkName of chunkIndex.get(matchedPath) ?? []) {
        const url = options.chunkUrl(chunkName);
        // Webpack returns a URL with "undefined" in it for a chunk merged into another one.
        if (!url || url.includes('undefined') || requested.has(url) || onPage.has(url)) continue;
        requested.add(url);
        options.prefetchUrl(url);
      }
    }
  };

  const drain = (deadline: IdleDeadline) => {
    scheduled = false;
    const stopAt = options.now() + WORK_PER_PERIOD_MS;
    const onPage = options.scriptsOnPage();
    while (pending.length > 0 && deadline.timeRemaining() > IDLE_MARGIN_MS && options.now() < stopAt)
      prefetchRoute(pending.shift()!, onPage);
    schedule();
  };

  const schedule = () => {
    if (scheduled || pending.length === 0) return;
    scheduled = true;
    options.whenIdle(drain);
  };

  return (routePath) => {
    pending.push(routePath);
    schedule();
  };
}
