import {firstMatch, highlight, longestFirst, queryTerms} from './highlight';
import {compareRanked, type RankedSection} from './engine';
import type {SelectedVersion} from './indexLoader';
import {whenIdle} from '../../shared/whenIdle';
import {
  allowedTags,
  normalizeRequests,
  type FlatRequests,
  type NestedRequests,
  type NormalizedRequest,
} from './requests';

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

export type LocalSearchClientOptions = {
  /** The version indexes that answer a request allowed to return these `docusaurus_tag`s (undefined: any). */
  loadVersions: (allowedTags: string[] | undefined) => Promise<SelectedVersion[]>;
  /** Origin used to make hit URLs absolute, as DocSearch expects. */
  origin: () => string;
  /**
   * What the hits are grouped under. DocSearch's dialog groups hits by `lvl0` in order of first
   * appearance, so with the sidebar category there, every hit of the first hit's category would
   * come before a better page of another category. `page` puts "Category › Page title" there:
   * the dialog then lists pages in rank order, each with its sections. `category` (the /search
   * page, which shows `lvl0` as a breadcrumb) keeps the crawler's value.
   */
  groupBy?: 'page' | 'category';
};

const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function matchLevel(matchedWords: string[], terms: string[]): HighlightValue['matchLevel'] {
  if (matchedWords.length === 0) return 'none';
  return matchedWords.length >= terms.length ? 'full' : 'partial';
}

/** Words either side of the first match in an excerpt (DocSearch asks Algolia for 15 in all). */
const EXCERPT_WORDS = 8;

/** Characters before the first match that are enough for `EXCERPT_WORDS` words (sections can run to thousands of words). */
const BEFORE_WINDOW = 40 * EXCERPT_WORDS;

/** About 15 words of `text` around the first word that starts with one of `terms`, with ellipses where cut. */
export function excerpt(text: string, terms: readonly string[]): string {
  const found = firstMatch(text, terms);
  const wordStart = found > 0 ? text.lastIndexOf(' ', found - 1) + 1 : 0;
  // Only the end of the text before the match is cut into words; a word cut by the window is dropped.
  const windowStart = Math.max(0, wordStart - BEFORE_WINDOW);
  const before = text.slice(windowStart, wordStart).trimEnd().split(' ').filter(Boolean);
  if (windowStart > 0) before.shift();
  const cutBefore = windowStart > 0 || before.length > EXCERPT_WORDS;
  const after = text.slice(wordStart).split(' ', 2 * EXCERPT_WORDS + 2);
  // Words after the match make up for the ones missing before it, near the start of a section.
  const afterTaken = EXCERPT_WORDS + 1 + Math.max(0, EXCERPT_WORDS - before.length);
  const kept = [...before.slice(-EXCERPT_WORDS), ...after.slice(0, afterTaken)];
  return `${cutBefore ? '… ' : ''}${kept.join(' ')}${after.length > afterTaken ? ' …' : ''}`;
}

/** Turns one ranked section into the hit shape the DocSearch modal and /search page render. */
export function toAlgoliaHit(
  version: SelectedVersion,
  result: RankedSection,
  queryWords: string[],
  origin: string,
  groupBy: LocalSearchClientOptions['groupBy'] = 'category',
): AlgoliaHit {
  const {pages, sections} = version.engine.index;
  const [, anchor, h2, h3] = sections[result.section]!;
  const [pageUrl, category, title] = pages[result.page]!;
  const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
  const level: 'lvl1' | 'lvl2' | 'lvl3' = h3 ? 'lvl3' : h2 ? 'lvl2' : 'lvl1';
  const hierarchy = Object.fromEntries(LEVELS.map((key) => [key, null])) as Record<Level, string | null>;
  const group = groupBy === 'page' && category !== title ? `${category} › ${title}` : category;
  Object.assign(hierarchy, {lvl0: group, lvl1: title, lvl2: h2 || null, lvl3: h3 || null});
  // Highlight what the reader typed and the index words it matched (corrections, synonyms).
  const terms = longestFirst([...new Set([...queryWords, ...result.words])]);
  const highlighted: Partial<Record<Level, HighlightValue>> = {};
  for (const key of LEVELS) {
    const text = hierarchy[key];
    if (!text) continue;
    const {value, matchedWords} = highlight(text, terms);
    highlighted[key] = {value, matchedWords, matchLevel: matchLevel(matchedWords, queryWords)};
  }
  // The dialog heads each group with the text of lvl0's highlight, tags removed but not
  // unescaped ("Android &amp; iOS"); without one it shows `hierarchy.lvl0`, as text. The /search
  // page renders lvl0's highlight as HTML, so it keeps it.
  if (groupBy === 'page') delete highlighted.lvl0;
  const text = version.texts()?.[result.section];
  const shown = text ? excerpt(text, terms) : undefined;
  const snippet = shown ? highlight(shown, terms) : undefined;
  const content: HighlightValue | undefined = snippet && {
    value: snippet.value,
    matchedWords: snippet.matchedWords,
    matchLevel: matchLevel(snippet.matchedWords, queryWords),
  };
  const headingMatched = (highlighted[level]?.matchedWords.length ?? 0) > 0;
  return {
    objectID: url,
    url: new URL(url, origin).href,
    type: headingMatched || !content || content.matchLevel === 'none' ? level : 'content',
    hierarchy,
    // The excerpt, not the whole section: DocSearch keeps recent hits in local storage.
    content: shown ?? null,
    _highlightResult: {hierarchy: highlighted, ...(content ? {content} : {})},
    _snippetResult: {hierarchy: highlighted, ...(content ? {content} : {})},
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

function emptyResult(
  request: NormalizedRequest,
  hits: AlgoliaHit[] = [],
  nbHits = 0,
  started = Date.now(),
): AlgoliaResult {
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

/** Runs `task` when the browser is idle after rendering an answer (soon after, where it has no idle callbacks). */
function afterAnswer(task: () => void): void {
  whenIdle(() => task(), {timeoutMs: 1000, fallbackDelayMs: 50});
}

type VersionResult = {version: SelectedVersion; result: RankedSection};

/**
 * The results of several version indexes as one list: sections interleaved by rank, then
 * each page's sections kept together after its best one, as each engine returns them.
 */
export function mergeVersions(lists: Array<{version: SelectedVersion; results: RankedSection[]}>): VersionResult[] {
  const all = lists.flatMap(({version, results}) => results.map((result) => ({version, result})));
  if (lists.length === 1) return all;
  const pageKey = ({version, result}: VersionResult) => version.engine.index.pages[result.page]![0];
  const order = new Map<string, number>();
  for (const entry of [...all].sort((a, b) => compareRanked(a.result, b.result))) {
    if (!order.has(pageKey(entry))) order.set(pageKey(entry), order.size);
  }
  return all.sort((a, b) => order.get(pageKey(a))! - order.get(pageKey(b))!);
}

/** Thrown inside a search that a newer one has replaced, to stop its remaining work. */
class Superseded extends Error {}

/**
 * An Algolia search client answered by the site's own index: it accepts both request shapes
 * DocSearch uses, honours `docusaurus_tag` facet filters by picking the right version index
 * (and filtering pages of other tags out of it), and returns Algolia-shaped results.
 *
 * A front end searches on every keystroke and shows only its latest answer, so a search that
 * a newer one replaced while the index was loading answers with the newer search's results.
 * Give each front end its own client, so they never replace each other's searches.
 */
export function createLocalSearchClient({loadVersions, origin, groupBy = 'category'}: LocalSearchClientOptions) {
  let generation = 0;
  let newest: Promise<{results: AlgoliaResult[]}> | undefined;
  const outdatedListeners = new Set<() => void>();

  const rank = (versions: SelectedVersion[], query: string) =>
    mergeVersions(versions.map((version) => ({version, results: version.engine.search(query, version.filterTags)})));

  async function searchOne(
    request: NormalizedRequest,
    superseded: () => boolean,
    used: Set<SelectedVersion>,
  ): Promise<AlgoliaResult> {
    const started = Date.now();
    const words = queryTerms(request.query);
    if (words.length === 0) return emptyResult(request);

    const versions = await loadVersions(allowedTags(request));
    if (superseded()) throw new Superseded();
    let ranked = rank(versions, request.query);
    // Nothing in the titles and headings: the text words may hold the query (a word of the
    // docs' text, in no heading), and "no results" would be wrong, so wait for them.
    if (ranked.length === 0 && versions.some((version) => !version.engine.hasTextWords)) {
      await Promise.all(versions.map((version) => version.loadRest().catch(() => {})));
      if (superseded()) throw new Superseded();
      ranked = rank(versions, request.query);
    }
    versions.forEach((version) => used.add(version));
    // The first answer came from the headings alone; once it is on screen, fetch the text
    // words and excerpts (started earlier, they would compete with it for a slow network).
    afterAnswer(() => versions.forEach((version) => void version.loadRest().catch(() => {})));
    const start = request.page * request.hitsPerPage;
    const hits = ranked
      .slice(start, start + request.hitsPerPage)
      .map(({version, result}) => toAlgoliaHit(version, result, words, origin(), groupBy));
    return emptyResult(request, hits, ranked.length, started);
  }

  /**
   * An answer given from part of a version's index is outdated once more of it arrives: tell
   * the front end, which asks again, if it is still the newest answer.
   */
  function watchForMore(id: number, used: Set<SelectedVersion>): void {
    const partial = [...used].filter((version) => !version.complete());
    if (partial.length === 0) return;
    void Promise.race(partial.map((version) => version.nextGrowth())).then(() => {
      // A copy: a listener that asks again may subscribe anew, and a Set visits what is added while it is walked.
      if (id === generation) [...outdatedListeners].forEach((listener) => listener());
    });
  }

  async function run(arg: FlatRequests | NestedRequests, id: number): Promise<{results: AlgoliaResult[]}> {
    const superseded = () => id !== generation;
    const used = new Set<SelectedVersion>();
    try {
      const results = await Promise.all(normalizeRequests(arg).map((request) => searchOne(request, superseded, used)));
      watchForMore(id, used);
      return {results};
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
    /**
     * Calls `listener` when the newest answer was given from part of the index and more of it
     * has arrived since: the same query now has a fuller answer (body matches, excerpts). The
     * front end asks again. Returns the function that stops the calls.
     */
    onAnswerOutdated(listener: () => void): () => void {
      outdatedListeners.add(listener);
      return () => void outdatedListeners.delete(listener);
    },
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;
