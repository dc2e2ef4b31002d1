import algoliaSearchHelper from '@local-search/algoliasearch-helper';

/**
 * Stands in for `algoliasearch-helper` on the /search page (webpack alias, both modes). The
 * theme's page listens for results only: a search that fails (the local index or every Algolia
 * host unreachable) left its spinner on for good and threw the helper's unhandled `error`
 * event. Each helper made here handles that event and records which query failed, for
 * theme/SearchPage to show the error screen the dialog shows.
 */
type Listener = () => void;

let failedQuery: string | undefined;
const listeners = new Set<Listener>();

function setFailedQuery(query: string | undefined): void {
  if (query === failedQuery) return;
  failedQuery = query;
  for (const listener of listeners) listener();
}

/** The query whose latest search failed, for `useSyncExternalStore`. */
export const searchFailures = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  failedQuery: (): string | undefined => failedQuery,
};

const searchPageHelper: typeof algoliaSearchHelper = Object.assign(
  (...args: Parameters<typeof algoliaSearchHelper>) => {
    const helper = algoliaSearchHelper(...args);
    helper.on('error', () => setFailedQuery(helper.state.query ?? ''));
    helper.on('result', () => setFailedQuery(undefined));
    return helper;
  },
  algoliaSearchHelper,
);

export default searchPageHelper;
