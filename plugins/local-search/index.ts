import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords} from './indexer/extractRecords';
import {writeIndex} from './indexer/buildIndex';
import type {SearchRecord} from './indexer/records';
import {addPluginToBuildCache} from '../shared/cacheDependencies';
import {htmlFileOfRoute} from '../shared/builtPages.mjs';

/** Where the bundles live in the build, relative to the site root. */
export const INDEX_DIR = 'search-index';

/** Data the browser client reads through `@generated/globalData`. */
export type LocalSearchGlobalData = {indexPath: string};

/** The built HTML file of a route: the site's one mapping (plugins/shared/builtPages.mjs). */
export {htmlFileOfRoute};

/** Routes that are not content: the 404 page, the search page itself, debug pages. */
export function isIndexableRoute(routePath: string, baseUrl: string): boolean {
  const relative = routePath.slice(baseUrl.length);
  return !/^(404(\.html)?|search|__docusaurus(\/.*)?)$/.test(relative);
}

/**
 * Offline site search: after the build, cuts every page into DocSearch-style records and
 * writes one Pagefind bundle per docs version (see `bundles.ts`); the DocSearch modal and the
 * /search page query them in the browser through a local search client instead of Algolia.
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
      const records: SearchRecord[] = [];
      for (const routePath of routesPaths.filter((route) => isIndexableRoute(route, baseUrl))) {
        const file = htmlFileOfRoute(outDir, baseUrl, routePath);
        const html = await fs.readFile(file, 'utf8').catch(() => undefined);
        if (html) records.push(...extractRecords(html, routePath));
      }
      const indexRoot = path.join(outDir, INDEX_DIR);
      await fs.rm(indexRoot, {recursive: true, force: true});
      const counts = await writeIndex(records, indexRoot);
      const summary = [...counts].map(([tag, count]) => `${tag}: ${count}`).join(', ');
      console.log(`[local-search] ${records.length} records indexed in ${Date.now() - started} ms (${summary})`);
    },
  };
}
