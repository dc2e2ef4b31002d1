import type {LocalSearchClient} from './searchClient';

type Loaded = {localSearchClient: LocalSearchClient; preloadIndex: (tag: string) => void};

/** The search code could not be downloaded; named so DocSearch shows its "Unable to fetch results" screen. */
class SearchCodeUnavailableError extends Error {
  override name = 'RetryError';
}

/**
 * The local search client behind a dynamic import, so the code only downloads when the reader
 * shows intent to search, not with every page. Same interface as the client itself, plus
 * `preload`, which starts downloading the code and the first index file of a version.
 */
export function createLazyClient(
  load: () => Promise<Loaded>,
): LocalSearchClient & {preload: (tag: string | undefined) => void} {
  let module: Promise<Loaded> | undefined;
  const get = () => {
    module ??= load().catch((cause: unknown) => {
      module = undefined;
      throw new SearchCodeUnavailableError(`The search code could not be loaded: ${String(cause)}`, {cause});
    });
    return module;
  };
  return {
    appId: 'local',
    search: async (arg) => (await get()).localSearchClient.search(arg),
    searchForFacetValues: async () => (await get()).localSearchClient.searchForFacetValues(),
    addAlgoliaAgent: () => {},
    clearCache: async () => {},
    onAnswerOutdated: (listener) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      get().then(
        (loaded) => {
          if (!stopped) stop = loaded.localSearchClient.onAnswerOutdated(listener);
        },
        () => {},
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
    preload: (tag) => {
      get().then(
        (loaded) => tag && loaded.preloadIndex(tag),
        () => {},
      );
    },
  };
}
