import type {LocalSearchClient} from './searchClient';

type Loaded = {localSearchClient: LocalSearchClient};

/** The search code could not be downloaded; named so DocSearch shows its "Unable to fetch results" screen. */
class SearchCodeUnavailableError extends Error {
  override name = 'RetryError';
}

/**
 * The local search client behind a dynamic import, so the code only downloads when the reader
 * first searches, not with every page. Same interface as the client itself.
 */
export function createLazyClient(load: () => Promise<Loaded>): LocalSearchClient {
  let client: Promise<LocalSearchClient> | undefined;
  const get = () => {
    client ??= load().then(
      (module) => module.localSearchClient,
      (cause: unknown) => {
        throw new SearchCodeUnavailableError(`The search code could not be loaded: ${String(cause)}`, {cause});
      },
    );
    client.catch(() => {
      client = undefined;
    });
    return client;
  };
  return {
    appId: 'local',
    search: async (arg) => (await get()).search(arg),
    searchForFacetValues: async () => (await get()).searchForFacetValues(),
    addAlgoliaAgent: () => {},
    clearCache: async () => {},
  };
}
