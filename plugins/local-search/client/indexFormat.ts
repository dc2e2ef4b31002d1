/**
 * The files of one docs version's search index, as written at build time and read in the
 * browser. Three files per version, in the order the browser needs them, so the first answer
 * waits only for the smallest:
 *
 * - `headings.json` (`HeadingsFile`, loaded when the reader shows intent to search): every
 *   page and section with its headings, and for every word of a title, route, heading or API
 *   name the pages and sections holding it there. Enough to answer most queries at once.
 * - `text-words.json` (`TextWordsFile`, loaded after the first answer): for every word of the
 *   sections' text, the sections holding it; it adds body matches and their words to typo
 *   correction.
 * - `texts.json` (`TextsFile`, loaded after that): the text of every section, read only to
 *   show excerpts.
 */

/** Bumped when the format changes, so a stale cached file is refused rather than misread. */
export const INDEX_FORMAT = 3;

export const HEADINGS_FILE = 'headings.json';
export const TEXT_WORDS_FILE = 'text-words.json';
export const TEXTS_FILE = 'texts.json';

/** A page: its URL (site path), its sidebar category (DocSearch's lvl0) and its title (lvl1). */
export type PageEntry = [url: string, category: string, title: string];

/** A section: its page, its anchor (empty for the page's introduction), its h2 and h3. */
export type SectionEntry = [page: number, anchor: string, h2: string, h3: string];

/**
 * Ids are ascending and written as gaps from the previous id (smaller once compressed). For
 * one word: the pages whose title or route holds it, the sections whose own heading does, the
 * sections whose code names it, and the pages whose front matter `keywords` hold it (left out
 * when there are none, as for most words).
 */
export type HeadingPostings =
  | [titlePages: number[], headingSections: number[], apiSections: number[]]
  | [titlePages: number[], headingSections: number[], apiSections: number[], keywordPages: number[]];

export type HeadingsFile = {
  format: typeof INDEX_FORMAT;
  /** The `docusaurus_tag` of every page, by page id. */
  pageTags: string[];
  pages: PageEntry[];
  sections: SectionEntry[];
  /** Every word of a title, route, heading, API name or keyword, sorted; `postings[i]` belongs to `words[i]`. */
  words: string[];
  postings: HeadingPostings[];
  /** Groups of words that mean the same (from the plugin's `synonyms.json`). */
  synonyms: string[][];
};

/** Every word of the sections' text, sorted, and for each the sections holding it (as gaps). */
export type TextWordsFile = {format: typeof INDEX_FORMAT; words: string[]; sections: number[][]};

/** The text of every section, by section id. */
export type TextsFile = {format: typeof INDEX_FORMAT; texts: string[]};

/** Gaps between ascending ids, and back. */
export const toGaps = (ids: number[]): number[] => ids.map((id, index) => (index === 0 ? id : id - ids[index - 1]!));
export function fromGaps(gaps: number[]): number[] {
  let id = 0;
  return gaps.map((gap, index) => (id = index === 0 ? gap : id + gap));
}
