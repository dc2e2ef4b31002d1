import {createSiteSearchClient} from './index';
import type {LocalSearchClient} from './searchClient';

/** Number of hits the /search page lists per page (spec §9), whatever the page asks for. */
export const SEARCH_PAGE_HITS_PER_PAGE = 20;

type Request = {indexName: string; params?: Record<string, unknown>};

/**
 * Stands in for `algoliasearch/lite` on the /search page (webpack alias): the page builds
 * `liteClient(appId, apiKey)` and gets a local client of its own instead.
 */
export function liteClient(): LocalSearchClient {
  const client = createSiteSearchClient();
  return {
    ...client,
    search: (requests: Request[]) =>
      client.search(
        requests.map((request) =>
          request.params?.hitsPerPage === 0
            ? request
            : {...request, params: {...request.params, hitsPerPage: SEARCH_PAGE_HITS_PER_PAGE}},
        ),
      ),
  };
}
