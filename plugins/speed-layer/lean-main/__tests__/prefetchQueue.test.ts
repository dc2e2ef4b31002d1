import {describe, expect, it} from 'vitest';
import {createPrefetchQueue, indexChunkNames, type PrefetchQueueOptions} from '../prefetchQueue';

const routesChunkNames = {
  '/-abc': {__comp: 'root'},
  '/docs-1f2': {__comp: 'docsRoot', __props: 'docsProps'},
  '/docs/intro-9a8': {__comp: 'docItem', content: 'introContent', nested: {sidebar: 'sidebarChunk'}},
  '/docs/merged-77': {__comp: 'docItem', content: 'mergedAway'},
};

/** A queue over the routes above, with idle periods run by hand. */
function setUp(overrides: Partial<PrefetchQueueOptions> = {}) {
  const prefetched: string[] = [];
  let clock = 0;
  const idleCallbacks: Array<(deadline: {timeRemaining(): number}) => void> = [];
  const enqueue = createPrefetchQueue({
    routesChunkNames,
    matchRoutePaths: (routePath) => ['/docs', routePath],
    chunkUrl: (name) => (name === 'mergedAway' ? '/assets/js/undefined.js' : `/assets/js/${name}.js`),
    prefetchUrl: (url) => {
      prefetched.push(url);
      clock += 1; // each prefetch takes 1 ms
    },
    scriptsOnPage: () => new Set(),
    whenIdle: (callback) => idleCallbacks.push(callback),
    now: () => clock,
    ...overrides,
  });
  /** Runs the pending idle callbacks, each with `ms` of idle time per call of timeRemaining. */
  const runIdle = (budgets: number[]) => {
    const callback = idleCallbacks.shift();
    let call = 0;
    callback?.({timeRemaining: () => budgets[Math.min(call++, budgets.length - 1)] ?? 0});
  };
  return {enqueue, prefetched, idleCallbacks, runIdle};
}

describe('indexChunkNames', () => {
  it('maps each route path, without its hash suffix, to every chunk name in its tree', () => {
    const index = indexChunkNames(routesChunkNames);
    expect(index.get('/docs/intro')).toEqual(['docItem', 'introContent', 'sidebarChunk']);
    expect(index.get('/docs')).toEqual(['docsRoot', 'docsProps']);
  });
});

describe('createPrefetchQueue', () => {
  it('does no work when a link is queued, only in an idle period', () => {
    const {enqueue, prefetched, idleCallbacks, runIdle} = setUp();
    enqueue('/docs/intro');
    expect(prefetched).toEqual([]);
    expect(idleCallbacks).toHaveLength(1);
    runIdle([50]);
    expect(prefetched).toEqual([
      '/assets/js/docsRoot.js',
      '/assets/js/docsProps.js',
      '/assets/js/docItem.js',
      '/assets/js/introContent.js',
      '/assets/js/sidebarChunk.js',
    ]);
  });

  it('asks once for a chunk shared by several links, and never for one merged away', () => {
    const {enqueue, prefetched, runIdle} = setUp();
    enqueue('/docs/intro');
    enqueue('/docs/merged');
    runIdle([50]);
    expect(prefetched.filter((url) => url.endsWith('/docItem.js'))).toHaveLength(1);
    expect(prefetched.some((url) => url.includes('undefined'))).toBe(false);
  });

  it('skips chunks whose script the page already has', () => {
    const {enqueue, prefetched, runIdle} = setUp({scriptsOnPage: () => new Set(['/assets/js/docsRoot.js'])});
    enqueue('/docs/intro');
    runIdle([50]);
    expect(prefetched).not.toContain('/assets/js/docsRoot.js');
    expect(prefetched).toContain('/assets/js/introContent.js');
  });

  it('does at most a few ms of work per idle period, however long the period', () => {
    const {enqueue, prefetched, idleCallbacks, runIdle} = setUp();
    enqueue('/docs/intro');
    enqueue('/docs/merged');
    enqueue('/');
    // 5 prefetches (5 ms) for the first link use up the period's budget.
    runIdle([50]);
    expect(prefetched).toHaveLength(5);
    expect(idleCallbacks).toHaveLength(1);
  });

  it('stops when the idle period runs out and goes on in the next one', () => {
    const {enqueue, prefetched, idleCallbacks, runIdle} = setUp();
    enqueue('/docs/intro');
    enqueue('/docs/merged');
    // Time for one link, then the period is over.
    runIdle([10, 1]);
    expect(prefetched).toHaveLength(5);
    expect(idleCallbacks).toHaveLength(1);
    runIdle([10]);
    expect(prefetched).toHaveLength(5); // /docs/merged adds nothing new: shared or merged chunks
    expect(idleCallbacks).toHaveLength(0);
  });
});
