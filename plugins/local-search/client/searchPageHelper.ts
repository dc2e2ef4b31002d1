// The real helper (aliased by the plugin, see index.ts): `algoliasearch-helper` itself is this module.
import algoliaSearchHelper from '@local-search/AlgoliaSearchHelper';
import type {LocalSearchClient} from './searchClient';

/**
 * Stands in for `algoliasearch-helper` on the /search page (webpack alias). The page searches
 * once per query, and the local client's first answer may come from part of the index (see
 * `onAnswerOutdated`): the helper that asked then asks again, from the first page, when more
 * of the index is in. `/search?q=abdominal`, a word of the docs' text in no heading, then lists
 * the pages holding it.
 */
function searchHelperAnsweringAgain(
  ...args: Parameters<typeof algoliaSearchHelper>
): ReturnType<typeof algoliaSearchHelper> {
  const helper = algoliaSearchHelper(...args);
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

export default Object.assign(searchHelperAnsweringAgain, algoliaSearchHelper);
