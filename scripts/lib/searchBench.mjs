// @ts-check
/** Pure helpers of `npm run bench:search`: what a search downloads, and the index on disk. */
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {{url: string, bodyBytes: number}} FetchedResponse */

/**
 * What a request fetched, for the breakdown of the bytes before the first results.
 * @param {string} url
 * @param {string} indexPath where the Pagefind index is served, e.g. `/search-index/`
 * @returns {'search index' | 'script' | 'stylesheet' | 'other'}
 */
export function classifyRequest(url, indexPath = '/search-index/') {
  const {pathname} = new URL(url);
  if (pathname.startsWith(indexPath)) return 'search index';
  if (pathname.endsWith('.js')) return 'script';
  if (pathname.endsWith('.css')) return 'stylesheet';
  return 'other';
}

/**
 * Bytes per kind of request, plus the total and the number of requests.
 * @param {FetchedResponse[]} responses
 */
export function summarizeFetched(responses) {
  /** @type {Record<string, {bytes: number, requests: number}>} */
  const byKind = {};
  for (const {url, bodyBytes} of responses) {
    const kind = classifyRequest(url);
    const entry = (byKind[kind] ??= {bytes: 0, requests: 0});
    entry.bytes += bodyBytes;
    entry.requests += 1;
  }
  const total = responses.reduce((sum, response) => sum + response.bodyBytes, 0);
  return {total, requests: responses.length, byKind};
}

/**
 * Total size and number of the files under a directory.
 * @param {string} dir
 */
export function directorySize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of /** @type {string[]} */ (fs.readdirSync(dir, {recursive: true}))) {
    const stat = fs.statSync(path.join(dir, entry));
    if (stat.isFile()) {
      bytes += stat.size;
      files += 1;
    }
  }
  return {bytes, files};
}
