import {highlight, queryTerms, sanitizeExcerpt} from './highlight';
import {matchesAllTerms, rankByHeadings} from './relevance';
import type {SelectedIndex} from './indexLoader';
import {allowedTags, normalizeRequests, type FlatRequests, type NestedRequests, type NormalizedRequest} from './requests';

/** The part of Pagefind's browser API the client uses. */
export type PagefindData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  /** Plain text of the record, and the positions of its words that matched the query. */
  content: string;
  locations: number[];
};
export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindData>};
export type PagefindSearchOptions = {filters?: {tag: {any: string[]}}};
export type PagefindApi = {
  search: (query: string, options?: PagefindSearchOptions) => Promise<{results: PagefindResult[]} | null>;
};

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
type HighlightValue = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

export type AlgoliaHit = {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  hierarchy: Record<Level, string | null>;
  content: string | null;
  _highlightResult: {hierarchy: Partial<Record<Level, HighlightValue>>; content?: HighlightValue};
  _snippetResult: {hierarchy: Partial<Record<Level, HighlightValue>>; content?: HighlightValue};
};

export type AlgoliaResult = {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  facets: Record<string, Record<string, number>>;
};

/** Smallest number of results whose details are read in one go while looking for real matches. */
const DETAIL_BATCH = 10;
/** After this many results without a real match, the query is taken to have none. */
const DETAIL_LIMIT = 60;

export type LocalSearchClientOptions = {
  /** The indexes that answer a request allowed to return these `docusaurus_tag`s (undefined: any). */
  loadIndexes: (allowedTags: string[] | undefined) => Promise<SelectedIndex[]>;
  /** Origin used to make hit URLs absolute, as DocSearch expects. */
  origin: () => string;
};

const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function matchLevel(matchedWords: string[], terms: string[]): HighlightValue['matchLevel'] {
  if (matchedWords.length === 0) return 'none';
  return matchedWords.length >= terms.length ? 'full' : 'partial';
}

const stripMarks = (html: string): string =>
  html
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Turns one Pagefind result into the hit shape the DocSearch modal and /search page render. */
export function toAlgoliaHit(data: PagefindData, terms: string[], origin: string): AlgoliaHit {
  const hierarchy = Object.fromEntries(LEVELS.map((level) => [level, data.meta[level] ?? null])) as Record<
    Level,
    string | null
  >;
  const highlighted: Partial<Record<Level, HighlightValue>> = {};
  for (const level of LEVELS) {
    const text = hierarchy[level];
    if (!text) continue;
    const {value, matchedWords} = highlight(text, terms);
    highlighted[level] = {value, matchedWords, matchLevel: matchLevel(matchedWords, terms)};
  }
  const snippet = sanitizeExcerpt(data.excerpt);
  const contentWords = terms.filter((term) => snippet.toLowerCase().includes(`<mark>${term}`));
  const content: HighlightValue = {value: snippet, matchedWords: contentWords, matchLevel: matchLevel(contentWords, terms)};

  const level = (data.meta.level ?? 'lvl1') as 'lvl1' | 'lvl2' | 'lvl3';
  const headingMatched = (highlighted[level]?.matchedWords.length ?? 0) > 0;
  return {
    objectID: data.url,
    url: new URL(data.url, origin).href,
    type: headingMatched || content.matchLevel === 'none' ? level : 'content',
    hierarchy,
    content: stripMarks(snippet),
    _highlightResult: {hierarchy: highlighted, content},
    _snippetResult: {hierarchy: highlighted, content},
  };
}

/**
 * The index could not be loaded or read. Named like the Algolia client's error for
 * unreachable hosts, which is what makes DocSearch show its "Unable to fetch results" screen.
 */
export class IndexUnavailableError extends Error {
  override name = 'RetryError';

  constructor(cause: unknown) {
    super(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {cause});
  }
}

function emptyResult(request: NormalizedRequest, hits: AlgoliaHit[] = [], nbHits = 0, started = Date.now()): AlgoliaResult {
  const hitsPerPage = request.hitsPerPage;
  return {
    hits,
    nbHits,
    page: request.page,
    nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    query: request.query,
    params: '',
    index: request.indexName,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    facets: {},
  };
}

/** Results of several indexes as one ranking, best first; a record found twice counts once. */
export function mergeRankings(rankings: PagefindResult[][]): PagefindResult[] {
  if (rankings.length === 1) return rankings[0]!;
  const seen = new Set<string>();
  return rankings
    .flat()
    .sort((a, b) => b.score - a.score)
    .filter((result) => !seen.has(result.id) && seen.add(result.id));
}

/** Thrown inside a search that a newer one has replaced, to stop its remaining work. */
class Superseded extends Error {}

/**
 * An Algolia search client answered by the site's own Pagefind indexes: it accepts both
 * request shapes DocSearch uses, honours `docusaurus_tag` facet filters by picking the right
 * bundle (and Pagefind's `tag` filter), and returns Algolia-shaped results.
 *
 * A front end searches on every keystroke and shows only its latest answer, so a search that a
 * newer one has replaced stops before reading result details (the bulk of the download while
 * the reader types) and answers with the newer search's results. Give each front end its own
 * client, so they never replace each other's searches.
 */
export function createLocalSearchClient({loadIndexes, origin}: LocalSearchClientOptions) {
  let generation = 0;
  let newest: Promise<{results: AlgoliaResult[]}> | undefined;

  async function searchOne(request: NormalizedRequest, superseded: () => boolean): Promise<AlgoliaResult> {
    const started = Date.now();
    const terms = queryTerms(request.query);
    if (terms.length === 0) return emptyResult(request);

    const indexes = await loadIndexes(allowedTags(request));
    const responses = await Promise.all(
      indexes.map(({index, filterTags}) => index.search(request.query, filterTags ? {filters: {tag: {any: filterTags}}} : undefined)),
    );
    const ranked = mergeRankings(responses.map((response) => response?.results ?? []));
    if (request.hitsPerPage === 0) return emptyResult(request, [], ranked.length, started);
    if (superseded()) throw new Superseded();

    // Read details in rank order until the requested page is filled with real matches: first
    // as many as the page needs, in one go, then small batches to replace rejected ones.
    const wanted = (request.page + 1) * request.hitsPerPage;
    const accepted: PagefindData[] = [];
    let read = 0;
    while (read < ranked.length && accepted.length < wanted && (accepted.length > 0 || read < DETAIL_LIMIT)) {
      if (read > 0 && superseded()) throw new Superseded();
      const batchSize = Math.max(DETAIL_BATCH, wanted - accepted.length);
      const batch = await Promise.all(ranked.slice(read, read + batchSize).map((result) => result.data()));
      read += batch.length;
      accepted.push(...batch.filter((data) => matchesAllTerms(data.content, data.locations, terms)));
    }
    const exhausted = read >= ranked.length || accepted.length === 0;
    const nbHits = exhausted ? accepted.length : Math.max(accepted.length, ranked.length);
    const start = request.page * request.hitsPerPage;
    // Reordered within the page only, so paging never skips or repeats a hit.
    const hits = rankByHeadings(accepted.slice(start, start + request.hitsPerPage), terms).map((data) => toAlgoliaHit(data, terms, origin()));
    return emptyResult(request, hits, nbHits, started);
  }

  async function run(arg: FlatRequests | NestedRequests, id: number): Promise<{results: AlgoliaResult[]}> {
    const superseded = () => id !== generation;
    try {
      return {results: await Promise.all(normalizeRequests(arg).map((request) => searchOne(request, superseded)))};
    } catch (cause) {
      if (cause instanceof Superseded && newest) return newest;
      throw new IndexUnavailableError(cause);
    }
  }

  return {
    appId: 'local',
    search(arg: FlatRequests | NestedRequests): Promise<{results: AlgoliaResult[]}> {
      generation += 1;
      newest = run(arg, generation);
      return newest;
    },
    async searchForFacetValues(): Promise<Array<{facetHits: never[]}>> {
      return [{facetHits: []}];
    },
    addAlgoliaAgent(): void {},
    async clearCache(): Promise<void> {},
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;
