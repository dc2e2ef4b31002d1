import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords} from './indexer/extractRecords';
import {buildSearchIndex} from './indexer/buildIndex';
import type {SearchRecord} from './indexer/records';
import {addPluginToBuildCache} from '../shared/cacheDependencies';

/** Where the bundles live in the build, relative to the site root. */
export const INDEX_DIR = 'search-index';

/** Data the browser client reads through `@generated/globalData`. */
export type LocalSearchGlobalData = {indexPath: string};

/** The built HTML file of a route (`/a/b` → `a/b/index.html`, `/a/b.html` as is). */
export function htmlFileOfRoute(outDir: string, baseUrl: string, routePath: string): string {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  return relative.endsWith('.html') ? path.join(outDir, relative) : path.join(outDir, relative, 'index.html');
}

/** Routes that are not content: the 404 page, the search page itself, debug pages. */
export function isIndexableRoute(routePath: string, baseUrl: string): boolean {
  const relative = routePath.slice(baseUrl.length);
  return !/^(404(\.html)?|search|__docusaurus(\/.*)?)$/.test(relative);
}

/** What one run of the index build did. */
export type SiteIndexBuild = {pages: number; records: SearchRecord[]; countsByTag: Map<string, number>};

/**
 * Builds the search index of a built site into `indexRoot`: reads the HTML of every
 * indexable route, cuts it into records and writes each docs version's index files. The
 * plugin runs it after the build; `npm run bench:search` runs it to time it.
 */
export async function buildSiteSearchIndex({outDir, baseUrl, routesPaths, indexRoot = path.join(outDir, INDEX_DIR)}: {
  outDir: string;
  baseUrl: string;
  routesPaths: string[];
  indexRoot?: string;
}): Promise<SiteIndexBuild> {
  const records: SearchRecord[] = [];
  let pages = 0;
  for (const routePath of routesPaths.filter((route) => isIndexableRoute(route, baseUrl))) {
    const html = await fs.readFile(htmlFileOfRoute(outDir, baseUrl, routePath), 'utf8').catch(() => undefined);
    if (!html) continue;
    pages += 1;
    records.push(...extractRecords(html, routePath));
  }
  await fs.rm(indexRoot, {recursive: true, force: true});
  const countsByTag = await buildSearchIndex(records, indexRoot);
  return {pages, records, countsByTag};
}

/**
 * Offline site search: after the build, cuts every page into DocSearch-style records and
 * writes the index files of each docs version (see `client/indexFormat.ts`); the DocSearch
 * modal and the /search page query them in the browser through a local search client instead
 * of Algolia.
 */
export default function localSearchPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  const clientDir = path.join(__dirname, 'client');
  return {
    name: 'local-search',

    async contentLoaded({actions}) {
      const data: LocalSearchGlobalData = {indexPath: `${baseUrl}${INDEX_DIR}/`};
      actions.setGlobalData(data);
    },

    getClientModules() {
      return [path.join(clientDir, 'localMode.css')];
    },

    configureWebpack(config) {
      addPluginToBuildCache(config, __dirname);
      const aliases = (config.resolve?.alias ?? {}) as Record<string, string>;
      const docusaurusHead = aliases['@docusaurus/Head'];
      if (!docusaurusHead) throw new Error('[local-search] @docusaurus/Head alias not found; Docusaurus changed its config.');
      // The DocSearch bar asks the browser to preconnect to Algolia, and nothing may leave the
      // site: every <Head> goes through a filter that drops that one hint. Docusaurus's own
      // alias is replaced in place because webpack uses the first alias that matches.
      aliases['@docusaurus/Head'] = path.join(clientDir, 'HeadWithoutPreconnect.tsx');
      return {
        resolve: {
          alias: {
            '@local-search/DocusaurusHead': docusaurusHead,
            // The /search page builds its own Algolia client; give it ours instead.
            'algoliasearch/lite$': path.join(clientDir, 'liteClientShim.ts'),
          },
        },
      };
    },

    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const {records, countsByTag} = await buildSiteSearchIndex({outDir, baseUrl, routesPaths});
      const summary = [...countsByTag].map(([tag, count]) => `${tag}: ${count}`).join(', ');
      console.log(`[local-search] ${records.length} records indexed in ${Date.now() - started} ms (${summary})`);
    },
  };
}
