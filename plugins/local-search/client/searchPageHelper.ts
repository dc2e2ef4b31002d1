import algoliaSearchHelper from '@local-search/algoliasearch-helper';
import type {LocalSearchClient} from './searchClient';

/**
 * Stands in for `algoliasearch-helper` on the /search page (webpack alias, both modes). The
 * theme's page listens for results only and searches once per query, so this helper adds two
 * things:
 *
 * - A search that fails (the local index or every Algolia host unreachable) left the page's
 *   spinner on for good and threw the helper's unhandled `error` event. Each helper made here
 *   handles that event and records which query failed, for theme/SearchPage to show the error
 *   screen the dialog shows.
 * - The local client's first answer may come from part of the index (see `onAnswerOutdated`):
 *   the helper that asked then asks again, from the first page, when more of the index is in.
 *   `/search?q=abdominal`, a word of the docs' text in no heading, then lists the pages holding
 *   it. The hosted Algolia client has no such hook, so nothing changes there.
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

function searchPageHelper(...args: Parameters<typeof algoliaSearchHelper>): ReturnType<typeof algoliaSearchHelper> {
  const helper = algoliaSearchHelper(...args);
  helper.on('error', () => setFailedQuery(helper.state.query ?? ''));
  helper.on('result', () => setFailedQuery(undefined));

  const client = args[0] as Partial<Pick<LocalSearchClient, 'onAnswerOutdated'>>;
  const search = helper.search.bind(helper);
  let stopWatching: (() => void) | undefined;
  helper.search = () => {
    stopWatching?.();
    stopWatching = client.onAnswerOutdated?.(() => helper.setPage(0).search());
    return search();
  };
  return helper;
}

export default Object.assign(searchPageHelper, algoliaSearchHelper) as typeof algoliaSearchHelper;
