/**
 * The search engine of one docs version, over its `headings.json` and, once loaded, its
 * `text-words.json` (see `indexFormat.ts`). It
 * answers the way a well-tuned Algolia index does:
 *
 * - each query word matches exactly, by its singular, as a prefix (the word being typed, or any
 *   word of four letters or more), with typos (one from 4 letters, two from 8, a swap of two
 *   letters counting as one) or through a synonym;
 * - every word is optional: sections are ranked by how many query words they hold, so a query
 *   with one word that no page uses still lists the pages holding the others;
 * - among those, fewer typos first, then where the words stand (page title or route, then
 *   headings and API names, then text, rarer words weighing more), then exact before prefix.
 */
import {allowedTypos, editDistance, pluralForms, queryWords, singularForms, type QueryWord} from './words';
import {fromGaps, type HeadingsFile, type TextWordsFile} from './indexFormat';

/**
 * Where a word was found, best first; the numbers are the weights of the attribute criterion.
 * Keywords are the words readers use for what a page covers (its front matter): they count
 * for the whole page, below its headings and above its text.
 */
export const FIELD_WEIGHTS = {title: 8, heading: 4, api: 4, keyword: 2, text: 1} as const;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELD_OF_POSTING: Field[] = ['title', 'heading', 'api', 'keyword', 'text'];
/** Postings that name pages rather than sections: title or route, and keywords. */
const PAGE_FIELDS = new Set<Field>(['title', 'keyword']);

/** How one query word matched in one place. */
type Match = {weight: number; typos: number; exact: boolean; word: string};

/** Most index words one query word may expand to by prefix; the shortest are kept. */
const MAX_PREFIX_WORDS = 60;
/**
 * Most index words a beginning of one or two letters expands to: `s` starts thousands of
 * words, and ranking the sections of sixty of them is most of a keystroke's work for hits the
 * next letter replaces.
 */
const MAX_SHORT_PREFIX_WORDS = 20;
/** Shortest word, other than the last one of the query, that also matches as a prefix. */
const MIN_PREFIX_LENGTH = 4;
/** Weight of a word found through its singular or plural, against the form typed. */
const VARIANT_SCALE = 0.6;
/** Weight of how many sections of a page hold the query words (see `search`). */
const SPREAD_BONUS = 0.15;
/**
 * Most sections of one page in a result list: a long page does not crowd out the others (the
 * dialog shows 20 hits, at most 8 a group, 5 on a phone).
 */
export const MAX_SECTIONS_PER_PAGE = 6;

export type RankedSection = {
  section: number;
  page: number;
  /** How many query words the section (with its page's title) holds. */
  matchedWords: number;
  typos: number;
  /** Sum of the field weights of the matched words, each scaled by how rare the word is. */
  attribute: number;
  exactWords: number;
  /** The index words that matched, for highlighting. */
  words: string[];
};

/** Where one query word matched: sections, pages (title or route), and what finding it counts for. */
type WordMatches = {sections: Map<number, Match>; pages: Map<number, Match>; weight: number};
/** Query words whose matches are kept between keystrokes. */
const WORD_CACHE_SIZE = 64;

type Candidate = {word: string; typos: number; exact: boolean; scale?: number};
type Alternative = Candidate[]; // all words of a multi-word synonym must match

export class VersionSearch {
  readonly index: HeadingsFile;
  /** Every known word, sorted: heading words, then text words too once they are loaded. */
  private vocabulary: string[];
  private readonly headingIds = new Map<string, number>();
  private textIds = new Map<string, number>();
  private textWords: TextWordsFile | undefined;
  private readonly decoded = new Map<string, number[][]>();
  private readonly synonymsOf = new Map<string, string[][]>();
  private readonly sectionsOfPage: number[][];
  /** The matches of recent query words (see `wordMatches`), oldest first. */
  private readonly wordCache = new Map<string, WordMatches>();

  constructor(index: HeadingsFile) {
    this.index = index;
    this.vocabulary = index.words;
    index.words.forEach((word, id) => this.headingIds.set(word, id));
    for (const group of index.synonyms) {
      for (const member of group) {
        const key = synonymWords(member).join(' ');
        const others = group.filter((other) => other !== member).map(synonymWords);
        this.synonymsOf.set(key, [...(this.synonymsOf.get(key) ?? []), ...others]);
      }
    }
    this.sectionsOfPage = index.pages.map(() => []);
    index.sections.forEach(([page], section) => this.sectionsOfPage[page]!.push(section));
  }

  /** Adds the words of the sections' text: body matches, and their words for typo correction. */
  addTextWords(file: TextWordsFile): void {
    this.textWords = file;
    this.textIds = new Map(file.words.map((word, id) => [word, id]));
    this.vocabulary = [...new Set([...this.index.words, ...file.words])].sort();
    this.decoded.clear();
    this.wordCache.clear();
    this.lengthBuckets = undefined;
    this.prefixBuckets.clear();
  }

  get hasTextWords(): boolean {
    return this.textWords !== undefined;
  }

  private has(word: string): boolean {
    return this.headingIds.has(word) || this.textIds.has(word);
  }

  /** Where a word occurs: title pages, heading sections, API sections, keyword pages, text sections. */
  private postings(word: string): number[][] | undefined {
    let lists = this.decoded.get(word);
    if (lists) return lists;
    const headingId = this.headingIds.get(word);
    const textId = this.textIds.get(word);
    if (headingId === undefined && textId === undefined) return undefined;
    const [titlePages = [], headingSections = [], apiSections = [], keywordPages = []] =
      headingId === undefined ? [] : this.index.postings[headingId]!.map(fromGaps);
    lists = [
      titlePages,
      headingSections,
      apiSections,
      keywordPages,
      textId === undefined ? [] : fromGaps(this.textWords!.sections[textId]!),
    ];
    this.decoded.set(word, lists);
    return lists;
  }

  /** Index words starting with `prefix`, shortest first (binary search in the sorted list). */
  private wordsStartingWith(prefix: string): string[] {
    const words = this.vocabulary;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (words[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < words.length && words[i]!.startsWith(prefix); i++) found.push(words[i]!);
    return found
      .sort((a, b) => a.length - b.length)
      .slice(0, prefix.length <= 2 ? MAX_SHORT_PREFIX_WORDS : MAX_PREFIX_WORDS);
  }

  /** Index words within the typo budget of `word`, with their distance. */
  private wordsNear(word: string, isLast: boolean): Candidate[] {
    const budget = allowedTypos(word.length);
    if (budget === 0) return [];
    const found: Candidate[] = [];
    const byLength = this.wordsByLength();
    for (let length = word.length - budget; length <= word.length + budget; length++) {
      for (const candidate of byLength.get(length) ?? []) {
        const typos = editDistance(word, candidate, budget);
        if (typos > 0 && typos <= budget) found.push({word: candidate, typos, exact: false});
      }
    }
    // The word being typed may be a misspelt beginning: `segmentaio` of `segmentation`. Only
    // longer words that share its first letter are tried, to keep a keystroke fast.
    if (isLast) {
      const prefixes = this.prefixesOfLength(word.length);
      for (const [prefix, words] of prefixes) {
        if (prefix[0] !== word[0]) continue;
        const typos = editDistance(word, prefix, budget);
        if (typos > 0 && typos <= budget)
          for (const candidate of words) found.push({word: candidate, typos, exact: false});
      }
    }
    return found;
  }

  private lengthBuckets: Map<number, string[]> | undefined;
  private prefixBuckets = new Map<number, Map<string, string[]>>();

  /** The vocabulary by word length, built once per vocabulary. */
  private wordsByLength(): Map<number, string[]> {
    if (!this.lengthBuckets) {
      this.lengthBuckets = new Map();
      for (const word of this.vocabulary) {
        const bucket = this.lengthBuckets.get(word.length) ?? [];
        bucket.push(word);
        this.lengthBuckets.set(word.length, bucket);
      }
    }
    return this.lengthBuckets;
  }

  /** Words longer than `length` by their first `length` letters: each distinct beginning is compared once. */
  private prefixesOfLength(length: number): Map<string, string[]> {
    let buckets = this.prefixBuckets.get(length);
    if (!buckets) {
      buckets = new Map();
      for (const word of this.vocabulary) {
        if (word.length <= length + 1) continue;
        const prefix = word.slice(0, length);
        const bucket = buckets.get(prefix) ?? [];
        if (bucket.length < MAX_PREFIX_WORDS) bucket.push(word);
        buckets.set(prefix, bucket);
      }
      this.prefixBuckets.set(length, buckets);
    }
    return buckets;
  }

  /** Every way one query word can match: its own forms, typo corrections and synonyms. */
  private alternatives(text: string, isLast: boolean): Alternative[] {
    const alternatives: Alternative[] = [];
    const exactForms = [text, ...singularForms(text), ...pluralForms(text)].filter((form) => this.has(form));
    // A singular or plural counts as exact, but weighs a little less than the form typed.
    for (const form of exactForms)
      alternatives.push([{word: form, typos: 0, exact: true, scale: form === text ? 1 : VARIANT_SCALE}]);
    if (isLast || text.length >= MIN_PREFIX_LENGTH) {
      for (const word of this.wordsStartingWith(text))
        if (word !== text) alternatives.push([{word, typos: 0, exact: false}]);
    }
    for (const form of [text, ...singularForms(text)]) {
      for (const synonym of this.synonymsOf.get(form) ?? []) {
        // The last word of a synonym takes its plural too: `enlarge` finds "enlarges".
        const last = synonym[synonym.length - 1]!;
        for (const lastForm of [last, ...pluralForms(last)].filter((candidate) => this.has(candidate))) {
          alternatives.push([...synonym.slice(0, -1), lastForm].map((word) => ({word, typos: 0, exact: true})));
        }
      }
    }
    if (alternatives.length === 0) alternatives.push(...this.wordsNear(text, isLast).map((candidate) => [candidate]));
    return alternatives;
  }

  /** Inverse document frequency of an index word: rare words tell more about a section. */
  private rarity(word: string): number {
    const lists = this.postings(word);
    if (!lists) return 0;
    const sections = lists[1]!.length + lists[2]!.length + lists[4]!.length + (lists[0]!.length + lists[3]!.length) * 3;
    return Math.log(1 + this.index.sections.length / (1 + sections));
  }

  /**
   * Sections and pages one alternative matches: the best match per section (own heading, API
   * names or text) and per page (title or route). A multi-word synonym matches where all its
   * words do.
   */
  private matchesOf(alternative: Alternative): {sections: Map<number, Match>; pages: Map<number, Match>} {
    const perWord = alternative.map((candidate) => {
      const sections = new Map<number, Match>();
      const pages = new Map<number, Match>();
      const lists = this.postings(candidate.word);
      if (lists) {
        const rarity = this.rarity(candidate.word) * (candidate.scale ?? 1);
        lists.forEach((ids, field) => {
          const weight = FIELD_WEIGHTS[FIELD_OF_POSTING[field]!] * rarity;
          const target = PAGE_FIELDS.has(FIELD_OF_POSTING[field]!) ? pages : sections;
          for (const id of ids) {
            const current = target.get(id);
            if (!current || current.weight < weight)
              target.set(id, {weight, typos: candidate.typos, exact: candidate.exact, word: candidate.word});
          }
        });
      }
      return {sections, pages};
    });
    if (perWord.length === 1) return perWord[0]!;
    // A phrase: its words must all be on the same page, each in the section or the page title.
    const [first, ...rest] = perWord;
    const pages = new Map<number, Match>();
    for (const [page, match] of first!.pages) if (rest.every((other) => other.pages.has(page))) pages.set(page, match);
    const sections = new Map<number, Match>();
    const candidatesOf = new Set([
      ...first!.sections.keys(),
      ...[...first!.pages.keys()].flatMap((page) => this.sectionsOfPage[page]!),
    ]);
    for (const section of candidatesOf) {
      const page = this.index.sections[section]![0];
      const found = perWord.map((word) => word.sections.get(section) ?? word.pages.get(page));
      if (found.every(Boolean) && !pages.has(page)) {
        const weakest = found.reduce((a, b) => (a!.weight <= b!.weight ? a : b))!;
        sections.set(section, weakest);
      }
    }
    return {sections, pages};
  }

  /**
   * Where one query word matches, through all its alternatives, and how much finding it tells:
   * a word on most pages (`extension`, `viewer` in these docs) counts for less than one on a
   * few, so it cannot outvote a rare word the reader chose. Kept for the next keystrokes: while
   * the reader types the last word, the words before it are not searched again.
   */
  private wordMatches(text: string, isLast: boolean): WordMatches {
    const key = `${isLast ? '>' : ''}${text}`;
    const cached = this.wordCache.get(key);
    if (cached) return cached;
    const sections = new Map<number, Match>();
    const pages = new Map<number, Match>();
    for (const alternative of this.alternatives(text, isLast)) {
      const found = this.matchesOf(alternative);
      for (const [target, source] of [
        [sections, found.sections],
        [pages, found.pages],
      ] as const) {
        for (const [id, match] of source) {
          const current = target.get(id);
          if (!current || better(match, current)) target.set(id, match);
        }
      }
    }
    const pagesHolding = new Set(pages.keys());
    for (const section of sections.keys()) pagesHolding.add(this.index.sections[section]![0]);
    const matches = {sections, pages, weight: wordWeight(pagesHolding.size, this.index.pages.length)};
    if (this.wordCache.size >= WORD_CACHE_SIZE) this.wordCache.delete(this.wordCache.keys().next().value!);
    this.wordCache.set(key, matches);
    return matches;
  }

  /**
   * Ranked sections for `query`, restricted to pages whose tag is in `tags` (all when
   * undefined): best first, at most `MAX_SECTIONS_PER_PAGE` per page, the sections of a page
   * together after its best one.
   */
  search(query: string, tags?: string[]): RankedSection[] {
    const typed = queryWords(query);
    const lastTyped = /\s$/.test(query) ? undefined : typed[typed.length - 1]?.text;
    // A word typed with dashes or dots (`c-move`) is searched whole if the index knows it so,
    // else as its pieces.
    const words = typed.flatMap((word) =>
      word.pieces.length > 0 && !this.has(word.text) ? queryWords(word.pieces.join(' ')) : [word],
    );
    const meaningful = words.some((word) => !word.stop) ? words.filter((word) => !word.stop) : words;
    if (meaningful.length === 0) return [];
    const ranked = this.rank(meaningful, lastTyped, tags);
    // The telling words are in no page ("how do i frobnicate"): rather than no answer, the
    // pages holding the common ones, so a query with any word of the site lists something.
    if (ranked.length > 0 || meaningful.length === words.length) return ranked;
    return this.rank(words, lastTyped, tags);
  }

  /** Ranked sections holding any of `words`, grouped by page (see `search`); `lastTyped` is the word being typed. */
  private rank(words: QueryWord[], lastTyped: string | undefined, tags?: string[]): RankedSection[] {
    type Hit = {matches: Array<Match | undefined>};
    const hits = new Map<number, Hit>();
    const pageMatches: Array<Map<number, Match>> = [];
    const wordWeights: number[] = [];
    words.forEach((word, position) => {
      const {sections, pages, weight} = this.wordMatches(word.text, word.text === lastTyped);
      pageMatches.push(pages);
      wordWeights.push(weight);
      for (const [section, match] of sections) {
        let hit = hits.get(section);
        if (!hit) hits.set(section, (hit = {matches: []}));
        hit.matches[position] = match;
      }
      // A page named by the query is a hit through its introduction.
      for (const page of pages.keys()) {
        const intro = this.sectionsOfPage[page]![0]!;
        if (!hits.has(intro)) hits.set(intro, {matches: []});
      }
    });

    // How many sections of each page hold each word: a page that keeps coming back to a word
    // is more about it than one that mentions it once (a small bonus, it grows slowly).
    const pageSpread = new Map<number, number>();
    for (const [section, hit] of hits) {
      const page = this.index.sections[section]![0];
      pageSpread.set(page, (pageSpread.get(page) ?? 0) + hit.matches.filter(Boolean).length);
    }

    const allowed = tags ? new Set(tags) : undefined;
    const ranked: RankedSection[] = [];
    for (const [section, hit] of hits) {
      const page = this.index.sections[section]![0];
      if (allowed && !allowed.has(this.index.pageTags[page]!)) continue;
      let matchedWords = 0;
      let typos = 0;
      let attribute = 0;
      let exactWords = 0;
      const matchedIndexWords: string[] = [];
      words.forEach((_, position) => {
        const own = hit.matches[position];
        const title = pageMatches[position]!.get(page);
        const match = own && title ? (better(own, title) ? own : title) : (own ?? title);
        if (!match) return;
        matchedWords += wordWeights[position]!;
        typos += match.typos;
        attribute += match.weight + (own && title ? own.weight / 2 : 0);
        if (match.exact) exactWords += 1;
        matchedIndexWords.push(match.word);
      });
      matchedWords = Math.round(matchedWords / WORD_COUNT_STEP) * WORD_COUNT_STEP;
      attribute *= 1 + SPREAD_BONUS * Math.log2(1 + (pageSpread.get(page) ?? 0));
      ranked.push({section, page, matchedWords, typos, attribute, exactWords, words: matchedIndexWords});
    }
    ranked.sort(compareRanked);

    // Group by page in the order of each page's best section, as DocSearch shows them. The
    // page itself leads its group when it holds as many words as its best section (DocSearch's
    // crawler ranks a page's own record above its sections the same way).
    const byPage = new Map<number, RankedSection[]>();
    for (const result of ranked) {
      const list = byPage.get(result.page) ?? [];
      if (list.length < MAX_SECTIONS_PER_PAGE) list.push(result);
      byPage.set(result.page, list);
    }
    for (const list of byPage.values()) {
      const intro = list.findIndex((result) => this.index.sections[result.section]![1] === '');
      if (intro > 0 && list[intro]!.matchedWords >= list[0]!.matchedWords && list[intro]!.typos <= list[0]!.typos) {
        list.unshift(...list.splice(intro, 1));
      }
    }
    return [...byPage.values()].flat();
  }
}

/** Share of pages at or under which a word counts as one whole matched word. */
const SELECTIVE_SHARE = 0.25;
/** Least a matched word counts for, however common. */
const MIN_WORD_WEIGHT = 0.5;
/**
 * Matched words are counted in steps of this much: counts this close are a tie, which the
 * next criteria (typos, then where the words stand) decide.
 */
const WORD_COUNT_STEP = 0.25;

/** How much one matched query word counts, from the share of pages that hold it (or what it matched). */
export function wordWeight(pagesHolding: number, pages: number): number {
  if (pagesHolding === 0) return 1;
  const weight = Math.log(pages / pagesHolding) / Math.log(1 / SELECTIVE_SHARE);
  return Math.min(1, Math.max(MIN_WORD_WEIGHT, weight));
}

/** Algolia's tie-breaking order: words, typos, attribute, exactness, then the page's own record, then document order. */
export function compareRanked(a: RankedSection, b: RankedSection): number {
  return (
    b.matchedWords - a.matchedWords ||
    a.typos - b.typos ||
    b.attribute - a.attribute ||
    b.exactWords - a.exactWords ||
    a.section - b.section
  );
}

function better(a: Match, b: Match): boolean {
  return a.typos !== b.typos ? a.typos < b.typos : a.exact !== b.exact ? a.exact : a.weight > b.weight;
}

/** The words of a synonym as a query would have them: `cross-origin` is `crossorigin`, `log in` two words. */
function synonymWords(text: string): string[] {
  return queryWords(text).map((word) => word.text);
}
