import globalData from '@generated/globalData';
import {folderOf, MANIFEST_FILE, SHARED_TAG} from '../versionFolders';
import {HEADINGS_FILE} from './indexFormat';
import type {LocalSearchGlobalData} from '../index';

/**
 * The first index files of a search (the manifest and a version's headings), downloaded by the
 * page as soon as the reader shows intent, beside the search code rather than after it: on a
 * phone network that saves the round trip and the transfer of the code before the files start.
 * Small on purpose, as every page carries it; the index loader takes the downloads over.
 */

const data = (globalData['local-search'] as Record<string, LocalSearchGlobalData> | undefined)?.default;

/** Where the index files are served. */
export const INDEX_PATH = data?.indexPath ?? '/search-index/';

export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

/** Downloads started early, by URL; `null` once the loader has taken one (it keeps what it loads). */
const early = new Map<string, Promise<unknown> | null>();

/** Starts downloading the manifest and the headings of the version of `tag`, once each. */
export function fetchFirstIndexFiles(tag: string | undefined): void {
  const urls = [`${INDEX_PATH}${MANIFEST_FILE}`];
  if (tag && tag !== SHARED_TAG) urls.push(`${INDEX_PATH}${folderOf(tag)}${HEADINGS_FILE}`);
  for (const url of urls) {
    if (early.has(url)) continue;
    const download = fetchJson(url);
    download.catch(() => {});
    early.set(url, download);
  }
}

/** The JSON of `url`: the download started early, the first time, or a new one. */
export function getIndexJson(url: string): Promise<unknown> {
  const started = early.get(url);
  if (!started) return fetchJson(url);
  early.set(url, null);
  return started;
}
