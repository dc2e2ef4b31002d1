import fs from 'node:fs/promises';
import path from 'node:path';
import type {SearchRecord} from './records';
import {groupByVersion, MANIFEST_FILE, type VersionManifest} from '../versionFolders';
import {indexWords, joinedPairs} from '../client/words';
import {
  HEADINGS_FILE,
  INDEX_FORMAT,
  TEXT_WORDS_FILE,
  TEXTS_FILE,
  toGaps,
  type HeadingPostings,
  type HeadingsFile,
  type PageEntry,
  type SectionEntry,
  type TextsFile,
  type TextWordsFile,
} from '../client/indexFormat';
import synonymGroups from '../synonyms.json';

/**
 * The words of a page's path, without the version prefix: `configuration dataSources
 * introduction` for `/3.8/configuration/dataSources/introduction`. Folder names here are the
 * identifiers readers type (`dataSources`, `webWorkers`, `nginx--image-archive`).
 */
export function pathWords(url: string): string {
  const segments = url
    .split('#')[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  return segments.filter((segment, index) => !(index === 0 && /^\d+(\.\d+)*$/.test(segment))).join(' ');
}

/** The synonym groups of `synonyms.json`, lowercased, each word once. */
export function loadSynonyms(groups: unknown = synonymGroups): string[][] {
  if (
    !Array.isArray(groups) ||
    !groups.every((group) => Array.isArray(group) && group.every((word) => typeof word === 'string'))
  ) {
    throw new Error('[local-search] synonyms.json must be an array of arrays of words.');
  }
  return (groups as string[][])
    .map((group) => [...new Set(group.map((word) => word.toLowerCase().trim()))])
    .filter((group) => group.length > 1);
}

/** Fields of the postings: title or route (pages), heading, API names (sections), keywords (pages), text (sections). */
const FIELDS = 5;
const KEYWORD_FIELD = 3;
const TEXT_FIELD = 4;

export type VersionIndexFiles = {headings: HeadingsFile; textWords: TextWordsFile; texts: TextsFile};

/** The three index files of one docs version (see `indexFormat.ts`), from its records, shared pages included. */
export function versionIndexFiles(records: SearchRecord[], synonyms: string[][] = loadSynonyms()): VersionIndexFiles {
  const pages: PageEntry[] = [];
  const pageTags: string[] = [];
  const pageIds = new Map<string, number>();
  const sections: SectionEntry[] = [];
  const texts: string[] = [];
  const postings = new Map<string, Array<Set<number>>>();
  const add = (field: number, id: number, text: string) => {
    const words = indexWords(text);
    if (field === 0 || field === KEYWORD_FIELD) words.push(...joinedPairs(text));
    for (const word of words) {
      let entry = postings.get(word);
      if (!entry) postings.set(word, (entry = Array.from({length: FIELDS}, () => new Set<number>())));
      entry[field]!.add(id);
    }
  };

  for (const record of records) {
    const [pageUrl, anchor = ''] = record.url.split('#') as [string, string?];
    let page = pageIds.get(pageUrl);
    if (page === undefined) {
      page = pages.length;
      pageIds.set(pageUrl, page);
      pages.push([pageUrl, record.hierarchy.lvl0, record.hierarchy.lvl1]);
      pageTags.push(record.tag);
      add(0, page, `${record.hierarchy.lvl1} ${pathWords(pageUrl)}`);
    }
    // Each keyword apart, so that the words of two keywords are not joined into one.
    for (const keyword of record.keywords ?? []) add(KEYWORD_FIELD, page, keyword);
    const section = sections.length;
    sections.push([page, anchor, record.hierarchy.lvl2 ?? '', record.hierarchy.lvl3 ?? '']);
    texts.push(record.content);
    if (record.level !== 'lvl1')
      add(1, section, (record.level === 'lvl3' ? record.hierarchy.lvl3 : record.hierarchy.lvl2) ?? '');
    add(2, section, record.apiNames.join(' '));
    add(TEXT_FIELD, section, record.content);
  }

  const sorted = (ids: Set<number>) => toGaps([...ids].sort((a, b) => a - b));
  const words = [...postings.keys()].sort();
  const headingWords = words.filter((word) =>
    postings.get(word)!.some((ids, field) => field !== TEXT_FIELD && ids.size > 0),
  );
  const textWords = words.filter((word) => postings.get(word)![TEXT_FIELD]!.size > 0);
  return {
    headings: {
      format: INDEX_FORMAT,
      pageTags,
      pages,
      sections,
      words: headingWords,
      postings: headingWords.map((word) => {
        const lists = postings.get(word)!;
        const headingLists = lists.slice(0, KEYWORD_FIELD).map(sorted);
        return (
          lists[KEYWORD_FIELD]!.size > 0 ? [...headingLists, sorted(lists[KEYWORD_FIELD]!)] : headingLists
        ) as HeadingPostings;
      }),
      synonyms,
    },
    textWords: {
      format: INDEX_FORMAT,
      words: textWords,
      sections: textWords.map((word) => sorted(postings.get(word)![TEXT_FIELD]!)),
    },
    texts: {format: INDEX_FORMAT, texts},
  };
}

/**
 * Writes the search index under `outputRoot`: the two files of each docs version in its own
 * folder (see `versionFolders.ts`), and the manifest naming the folders. Returns how many records
 * each tag holds.
 */
export async function buildSearchIndex(records: SearchRecord[], outputRoot: string): Promise<Map<string, number>> {
  const versions = groupByVersion(records);
  const synonyms = loadSynonyms();
  for (const {path: folder, items} of versions) {
    const files = versionIndexFiles(items, synonyms);
    await fs.mkdir(path.join(outputRoot, folder), {recursive: true});
    await fs.writeFile(path.join(outputRoot, folder, HEADINGS_FILE), JSON.stringify(files.headings));
    await fs.writeFile(path.join(outputRoot, folder, TEXT_WORDS_FILE), JSON.stringify(files.textWords));
    await fs.writeFile(path.join(outputRoot, folder, TEXTS_FILE), JSON.stringify(files.texts));
  }
  const manifest: VersionManifest = {versions: versions.map(({path: folder, tags}) => ({path: folder, tags}))};
  await fs.writeFile(path.join(outputRoot, MANIFEST_FILE), JSON.stringify(manifest));
  const counts = new Map<string, number>();
  for (const record of records) counts.set(record.tag, (counts.get(record.tag) ?? 0) + 1);
  return counts;
}
