/**
 * How text becomes search words, shared by the index build and the browser so that both cut
 * text the same way.
 */

/** Letters, digits and underscore: `SSL_PORT` and `MEASUREMENT_ADDED` are one word. */
const WORD = /[\p{L}\p{N}_]+/gu;
/** A run of word characters joined by `.`, `-`, `/` or `:` without spaces: `cross-origin-isolated`, `Types.Services`. */
const COMPOUND = /[\p{L}\p{N}_]+(?:[.\-/:][\p{L}\p{N}_]+)*/gu;

/** Lowercase parts of one word: camelCase and snake_case pieces, longer than one letter. */
function partsOf(word: string): string[] {
  return word
    .split(/_|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N}{2,})/u)
    .map((part) => part.toLowerCase())
    .filter((part) => part.length > 1);
}

/**
 * The index words of a text: every word lowercased, the camelCase and snake_case parts of
 * identifiers (`addSegmentationRepresentation` also gives `segmentation`), and compounds
 * written as one word (`cross-origin-isolated` also gives `crossoriginisolated`), so a reader
 * who types an identifier, one of its parts or the compound without its dashes finds it.
 */
export function indexWords(text: string): string[] {
  const words: string[] = [];
  for (const compound of text.match(COMPOUND) ?? []) {
    const pieces = compound.match(WORD) ?? [];
    if (pieces.length > 1) words.push(pieces.join('').toLowerCase());
    for (const piece of pieces) {
      words.push(piece.toLowerCase());
      const parts = partsOf(piece);
      if (parts.length > 1) words.push(...parts);
    }
  }
  return words;
}

/**
 * Neighbouring words of a title or heading written as one: "Data Sources" also gives
 * `datasources` and "Hanging Protocol Service" `hangingprotocol` and `protocolservice`, so a
 * reader who types the identifier (`dataSources`) finds the page named in words.
 */
export function joinedPairs(text: string): string[] {
  const words = (text.match(WORD) ?? []).map((word) => word.toLowerCase());
  return words.slice(1).map((word, index) => `${words[index]}${word}`);
}

/** One word of a query, as typed, with the forms it may take in the index. */
export type QueryWord = {
  /** What the reader typed, lowercased, punctuation removed: `cross-origin` → `crossorigin`. */
  text: string;
  /** When the word was typed with inner punctuation: its pieces, searched instead if the joined form is unknown. */
  pieces: string[];
  /** Common words (`how`, `the`) count only when the query has nothing else. */
  stop: boolean;
};

/**
 * Everyday English words that say nothing about which page is meant: a question such as "how
 * do I change the port" is searched for `change` and `port`. Search engines call these stop
 * words; Algolia's own list for English is longer.
 */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be by can could do does did for from has have how i if in into is it its ' +
    'me my of on or our so that the their them then there these this to was we what when where which ' +
    'while who why will with would you your use using get want way there any some should'
  ).split(' '),
);

/**
 * What a browser puts before an error it prints: `Uncaught`, `(in promise)` and the error's
 * type (`TypeError:`, `Error:`). A reader pastes it with the message; the page explains the
 * message, so the prefix is left out of the search.
 */
const BROWSER_PREFIX = /^\s*(?:uncaught\b\s*)?(?:\(in promise\)\s*)?(?:[a-z]*error\s*:\s*)?/i;

/** A name a minifier gives a variable (`e`, `t`, `oe`): one or two letters. */
const MINIFIED_NAME = /^[a-z_$]{1,2}$/i;

/**
 * The words of a query in order, each once. A pasted error loses the browser's prefix, and a
 * member access a production build renamed (`o.extensions`, `e.someKey`) loses the short
 * variable name, so the message is found by its other words.
 */
export function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  const message = query.replace(BROWSER_PREFIX, '');
  for (const compound of (/[\p{L}\p{N}]/u.test(message) ? message : query).match(COMPOUND) ?? []) {
    let pieces = (compound.match(WORD) ?? []).map((piece) => piece.toLowerCase());
    if (compound.includes('.') && pieces.some((piece) => !MINIFIED_NAME.test(piece))) {
      pieces = pieces.filter((piece) => !MINIFIED_NAME.test(piece));
    }
    const text = pieces.join('');
    if (!text || seen.has(text)) continue;
    seen.add(text);
    words.push({text, pieces: pieces.length > 1 ? pieces : [], stop: pieces.length === 1 && STOP_WORDS.has(text)});
  }
  return words;
}

/**
 * Singular forms of an English plural, as Algolia's ignorePlurals does: `services` → `service`,
 * `proxies` → `proxy`, `boxes` → `box`. Short words and `ss` endings are left alone.
 */
export function singularForms(word: string): string[] {
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return [];
  const forms = [word.slice(0, -1)];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (/(x|z|ch|sh|ss)es$/.test(word)) forms.push(word.slice(0, -2));
  return forms;
}

/** Plural forms of an English word, for the other direction: `enlarge` also finds `enlarges`. */
export function pluralForms(word: string): string[] {
  if (word.length < 3 || word.endsWith('s')) return [];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/(x|z|ch|sh)$/.test(word)) return [`${word}es`];
  return [`${word}s`];
}

/** Rows of the distance table, reused between calls: typo search compares thousands of words a keystroke. */
let rows: Int32Array[] = [];

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions, and a swap of two
 * neighbouring letters counted as one edit (`servcie` is one typo from `service`). Gives up
 * and returns `max + 1` as soon as the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows.length < a.length + 1 || rows[0]!.length < b.length + 1) {
    const width = Math.max(b.length + 1, rows[0]?.length ?? 0, 32);
    rows = Array.from({length: Math.max(a.length + 1, rows.length, 32)}, () => new Int32Array(width));
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    const current = rows[i]!;
    const previous = rows[i - 1]!;
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      current[j] = best;
      if (best < rowBest) rowBest = best;
    }
    if (rowBest > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Typos tolerated in a word of this length: one from 4 letters, two from 8 (Algolia's defaults). */
export function allowedTypos(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}
