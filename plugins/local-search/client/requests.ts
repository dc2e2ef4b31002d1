/** The Algolia request shapes the two DocSearch front ends send. */
export type FacetFilters = string | Array<string | string[]>;

export type SearchParams = {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
};

/** The modal (DocSearch v4): `{requests: [{indexName, query, …}]}`. */
export type FlatRequests = {requests: Array<SearchParams & {indexName: string}>};
/** The /search page (algoliasearch-helper): `[{indexName, params: {…}}]`. */
export type NestedRequests = Array<{indexName: string; params?: SearchParams}>;

export type NormalizedRequest = {
  indexName: string;
  query: string;
  hitsPerPage: number;
  page: number;
  /** Each inner list is an OR of `docusaurus_tag` values; the outer list is an AND. */
  tagGroups: string[][];
  languages: string[];
};

/** The longest query we search; the DocSearch input enforces the same limit. */
export const MAX_QUERY_LENGTH = 64;
export const DEFAULT_HITS_PER_PAGE = 20;

export function normalizeRequests(arg: FlatRequests | NestedRequests): NormalizedRequest[] {
  const list: Array<SearchParams & {indexName: string}> = Array.isArray(arg)
    ? arg.map((request) => ({indexName: request.indexName, ...request.params}))
    : (arg?.requests ?? []);
  return list.map((request) => {
    const groups = toGroups(request.facetFilters);
    return {
      indexName: request.indexName,
      query: String(request.query ?? '').slice(0, MAX_QUERY_LENGTH),
      hitsPerPage: clampInt(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, 100),
      page: clampInt(request.page, 0, 0, 1000),
      tagGroups: groups.map((group) => valuesOf(group, 'docusaurus_tag')).filter((group) => group.length > 0),
      languages: groups.flatMap((group) => valuesOf(group, 'language')),
    };
  });
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(max, Math.max(min, number));
}

function toGroups(filters: FacetFilters | undefined): string[][] {
  if (filters === undefined) return [];
  if (typeof filters === 'string') return [[filters]];
  return filters.map((entry) => (Array.isArray(entry) ? entry : [entry]));
}

function valuesOf(group: string[], facet: string): string[] {
  return group.filter((filter) => filter.startsWith(`${facet}:`)).map((filter) => filter.slice(facet.length + 1));
}

/**
 * Tags a request may return: those allowed by every tag group (AND of ORs). `undefined`
 * means the request does not filter by tag.
 */
export function allowedTags(request: NormalizedRequest): string[] | undefined {
  const [first, ...rest] = request.tagGroups;
  if (!first) return undefined;
  return first.filter((tag) => rest.every((group) => group.includes(tag)));
}
