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

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last pattern built: one query highlights some sixty texts, with the same terms. */
let cached: {key: string; pattern: RegExp} | undefined;

function patternOf(terms: string[]): RegExp {
  // Longest first, so `segmentation` wins over `seg` where both would match.
  const key = [...terms].sort((a, b) => b.length - a.length).join('|');
  if (cached?.key !== key) {
    const alternatives = key.split('|').map(escapeRegExp).join('|');
    cached = {key, pattern: new RegExp(`(?<![\\p{L}\\p{N}_])(${alternatives})[\\p{L}\\p{N}_]*`, 'giu')};
  }
  return cached.pattern;
}

/**
 * Escapes `text` and wraps every word that starts with a query term in `<mark>`, the way
 * Algolia highlights prefixes. The output contains no markup other than `<mark>`.
 */
export function highlight(text: string, terms: string[]): {value: string; matchedWords: string[]} {
  if (terms.length === 0 || text === '') return {value: escapeHtml(text), matchedWords: []};
  const pattern = patternOf(terms);
  pattern.lastIndex = 0;
  const matched = new Set<string>();
  let value = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    value += `${escapeHtml(text.slice(last, start))}<mark>${escapeHtml(match[0])}</mark>`;
    last = start + match[0].length;
    matched.add((match[1] ?? '').toLowerCase());
  }
  value += escapeHtml(text.slice(last));
  return {value, matchedWords: [...matched]};
}
