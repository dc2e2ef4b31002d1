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

/**
 * Escapes `text` and wraps every word that starts with a query term in `<mark>`, the way
 * Algolia highlights prefixes. The output contains no markup other than `<mark>`.
 */
export function highlight(text: string, terms: string[]): {value: string; matchedWords: string[]} {
  if (terms.length === 0 || text === '') return {value: escapeHtml(text), matchedWords: []};
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(${terms.map(escapeRegExp).join('|')})[\\p{L}\\p{N}_]*`, 'giu');
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
