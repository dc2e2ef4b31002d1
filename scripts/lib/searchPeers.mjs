// @ts-check
/**
 * The two peers `npm run bench:search` compares our search with, on the same build and
 * queries, each answering in Node with its own engine:
 * - MiniSearch with the settings its documentation suggests for docs (prefix, fuzzy 0.2, title
 *   boost 3, headings boost 2, OR) over the full text of every page, with the page's front matter
 *   `keywords` weighted like its headings (the same words our index reads);
 * - Pagefind with its own defaults over the built HTML.
 * Both return page URLs in rank order, limited to the pages a search in the query's docs
 * version may return (that version's docs and the pages outside the docs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import MiniSearch from 'minisearch';

/** @typedef {{url: string, level: string, hierarchy: {lvl1: string, lvl2?: string, lvl3?: string}, content: string, tag: string, keywords?: string[]}} PeerRecord */

/** The version tag a query of the query set searches in. @param {string} version */
export const tagOfVersion = (version) => (version === '3.8' ? 'docs-default-3.8' : 'docs-default-current');

/**
 * One MiniSearch index per docs version, over whole pages (title, headings, text).
 * @param {PeerRecord[]} records the records of our own index build, for the same page text
 */
export function miniSearchPeer(records) {
  /** @type {Map<string, {id: string, tag: string, title: string, headings: string[], keywords: string[], text: string[]}>} */
  const pages = new Map();
  for (const record of records) {
    const id = record.url.split('#')[0] ?? record.url;
    const page = pages.get(id) ?? {
      id,
      tag: record.tag,
      title: record.hierarchy.lvl1,
      headings: [],
      keywords: [],
      text: [],
    };
    page.keywords.push(...(record.keywords ?? []));
    if (record.level !== 'lvl1') page.headings.push(record.hierarchy.lvl3 ?? record.hierarchy.lvl2 ?? '');
    page.text.push(record.content);
    pages.set(id, page);
  }
  const engine = new MiniSearch({
    fields: ['title', 'headings', 'keywords', 'text'],
    storeFields: ['tag'],
    extractField: (document, field) => {
      const value = /** @type {Record<string, unknown>} */ (document)[field];
      return Array.isArray(value) ? value.join(' ') : String(value ?? '');
    },
  });
  engine.addAll([...pages.values()]);
  /** @type {import('minisearch').SearchOptions} */
  const options = {prefix: true, fuzzy: 0.2, boost: {title: 3, headings: 2, keywords: 2}, combineWith: 'OR'};
  return {
    /** @param {string} query @param {string} version */
    search: (query, version) =>
      engine
        .search(query, {
          ...options,
          filter: (result) => result.tag === 'default' || result.tag === tagOfVersion(version),
        })
        .map((result) => String(result.id)),
  };
}

/**
 * Pagefind 1.4 with its defaults (whole `<body>` of every page, default ranking), indexed from
 * the build into a temporary folder and queried with its browser script in Node.
 * @param {string} buildDir
 * @param {Map<string, string | undefined>} tagOfRoute docs tag of every built route
 */
export async function pagefindPeer(buildDir, tagOfRoute) {
  const pagefind = await import('pagefind');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  const {index} = await pagefind.createIndex({});
  if (!index) throw new Error('Pagefind could not create an index.');
  await index.addDirectory({path: path.resolve(buildDir)});
  await index.writeFiles({outputPath: outDir});
  await pagefind.close();

  // The browser script fetches its index files; answer file:// URLs from disk.
  const realFetch = globalThis.fetch;
  globalThis.fetch = /** @type {typeof fetch} */ (
    async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith('file:')) return realFetch(input, init);
      return new Response(fs.readFileSync(new URL(url)));
    }
  );
  const module = await import(pathToFileURL(path.join(outDir, 'pagefind.js')).href);
  await module.options({basePath: `${pathToFileURL(outDir).href}/`, baseUrl: '/'});
  await module.init();
  const allowed = (/** @type {string} */ url, /** @type {string} */ version) => {
    const route =
      url
        .replace(/\/index\.html$/, '')
        .replace(/\.html$/, '')
        .replace(/\/$/, '') || '/';
    const tag = tagOfRoute.get(route);
    return tag === undefined || tag === tagOfVersion(version);
  };
  return {
    /** @param {string} query @param {string} version */
    search: async (query, version) => {
      const response = await module.search(query);
      /** @type {string[]} */
      const urls = [];
      for (const result of (response?.results ?? []).slice(0, 40)) {
        const data = await result.data();
        if (allowed(data.url, version)) urls.push(data.url);
        if (new Set(urls).size >= 10) break;
      }
      return urls;
    },
    close: () => {
      globalThis.fetch = realFetch;
      fs.rmSync(outDir, {recursive: true, force: true});
    },
  };
}
