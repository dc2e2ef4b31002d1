/** Escapes text for insertion as HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Lowercased words of a query, used to mark matches. */
export function queryTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [])];
}

/** A word as the index cuts it: letters, digits and underscore. One pattern, compiled once. */
const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * The first of `terms` that `word` (lowercased) starts with, longest terms first so that
 * `segmentation` wins over `seg`; undefined when none does.
 */
function termOf(word: string, terms: readonly string[]): string | undefined {
  for (const term of terms) if (word.startsWith(term)) return term;
  return undefined;
}

/** Terms longest first, for `termOf`. */
export function longestFirst(terms: readonly string[]): string[] {
  return [...terms].sort((a, b) => b.length - a.length);
}

/**
 * Escapes `text` and wraps every word that starts with a query term in `<mark>`, the way
 * Algolia highlights prefixes. The output contains no markup other than `<mark>`.
 *
 * Words are found with one pattern compiled once and compared with the terms as strings: a
 * pattern built from each hit's terms would be compiled anew for most hits (its words differ),
 * and compiling Unicode letter classes was most of the time a keystroke spent shaping hits.
 */
export function highlight(text: string, terms: readonly string[]): {value: string; matchedWords: string[]} {
  if (terms.length === 0 || text === '') return {value: escapeHtml(text), matchedWords: []};
  const ordered = longestFirst(terms);
  const matched = new Set<string>();
  let value = '';
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const term = termOf(match[0].toLowerCase(), ordered);
    if (term === undefined) continue;
    const start = match.index ?? 0;
    value += `${escapeHtml(text.slice(last, start))}<mark>${escapeHtml(match[0])}</mark>`;
    last = start + match[0].length;
    matched.add(term);
  }
  value += escapeHtml(text.slice(last));
  return {value, matchedWords: [...matched]};
}

/** Index in `text` of the first word that starts with one of `terms`, or -1. */
export function firstMatch(text: string, terms: readonly string[]): number {
  if (terms.length === 0) return -1;
  for (const match of text.matchAll(WORD)) {
    if (termOf(match[0].toLowerCase(), terms) !== undefined) return match.index ?? 0;
  }
  return -1;
}
