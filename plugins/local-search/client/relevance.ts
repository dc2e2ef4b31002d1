/**
 * Pagefind never returns nothing: when no indexed word starts with a query word, it retries
 * with ever shorter prefixes, so "zzqqxx" ends up matching every "z". These checks keep what a
 * reader would call a match: a word that starts with the query word (typing in progress), or,
 * for words of five letters or more, one that differs from it by a single typo.
 */

/** Shortest query word for which one typo is tolerated. */
export const MIN_TYPO_LENGTH = 5;

/** Optimal-string-alignment distance (Levenshtein plus swapped neighbours). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({length: a.length + 1}, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Lowercase words inside one indexed token: `removeSegment(segmentationId,` gives the parts and the whole. */
export function wordsOf(token: string): string[] {
  const pieces = token.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
  const camelParts = pieces.flatMap((piece) => piece.split(/(?<=\p{Ll})(?=\p{Lu})/u));
  return [...new Set([...pieces, ...camelParts, pieces.join('')].map((word) => word.toLowerCase()))].filter(Boolean);
}

/** Whether an indexed word answers a query word: a prefix match, or one typo away in a longer word. */
export function isCloseMatch(term: string, word: string): boolean {
  if (word.startsWith(term)) return true;
  if (term.length < MIN_TYPO_LENGTH) return false;
  return [term.length - 1, term.length, term.length + 1].some((length) => editDistance(term, word.slice(0, length)) <= 1);
}

/** Whether every query word has a close match among the words Pagefind says it matched. */
export function matchesAllTerms(content: string, locations: number[], terms: string[]): boolean {
  const tokens = content.split(/\s+/);
  const matched = locations.flatMap((index) => wordsOf(tokens[index] ?? ''));
  return terms.every((term) => matched.some((word) => isCloseMatch(term, word)));
}

/** Shortest query word that may match inside a heading read as one word (`Data Sources` → `datasources`). */
const MIN_JOINED_LENGTH = 5;

/**
 * Whether a heading names every query word: one of its words (camelCase parts included) starts
 * with it, or, for longer words, the heading read without spaces contains it, so `dataSources`
 * finds the page titled "Data Sources".
 */
export function headingNamesAll(heading: string, terms: string[]): boolean {
  const words = heading.split(/\s+/).flatMap(wordsOf);
  const joined = heading.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');
  return terms.every((term) => words.some((word) => word.startsWith(term)) || (term.length >= MIN_JOINED_LENGTH && joined.includes(term)));
}

type Ranked = {meta: Record<string, string | undefined>};

/** 0: a page whose title names every query word; 1: a section whose own heading does; 2: the rest. */
export function headingTier(result: Ranked, terms: string[]): 0 | 1 | 2 {
  const level = result.meta.level ?? 'lvl1';
  if (!headingNamesAll(result.meta[level] ?? '', terms)) return 2;
  return level === 'lvl1' ? 0 : 1;
}

/**
 * Puts titles and headings that name the query above matches in body text: pages first, then
 * sections, each group in the engine's order. Pagefind alone can rank a section that repeats a
 * word (or words sharing its stem, such as "core" for "cors") above the page named after it.
 */
export function rankByHeadings<T extends Ranked>(results: T[], terms: string[]): T[] {
  return results
    .map((result, index) => ({result, index, tier: headingTier(result, terms)}))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .map(({result}) => result);
}
