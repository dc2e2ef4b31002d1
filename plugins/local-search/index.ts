import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords} from './indexer/extractRecords';
import {buildSearchIndex} from './indexer/buildIndex';
import type {SearchRecord} from './indexer/records';
import type {SiteSearchOptions} from './mode';
import {addPluginToBuildCache} from '../shared/cacheDependencies';
import {htmlFileOfRoute} from '../shared/builtPages.mjs';
import docSearchModalChunk from '../docsearch-modal-chunk/index';

export {siteSearch} from './mode';

type WebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** Where the version indexes live in the build, relative to the site root. */
export const INDEX_DIR = 'search-index';

/** Data the theme components and the browser client read through `@generated/globalData`. */
export type LocalSearchGlobalData = {
  mode: SiteSearchOptions['mode'];
  /** Where the index files are served (local mode). */
  indexPath: string;
  /** Repository whose issue form "Let us know" on the no-results screen opens. */
  missingResultsRepository?: string;
};

/** The built HTML file of a route: the site's one mapping (plugins/shared/builtPages.mjs). */
export {htmlFileOfRoute};

/** Routes that are not content: the 404 page, the search page itself, debug pages. */
export function isIndexableRoute(routePath: string, baseUrl: string): boolean {
  const relative = routePath.slice(baseUrl.length);
  return !/^(404(\.html)?|search|__docusaurus(\/.*)?)$/.test(relative);
}

/**
 * The module that stands in for `algoliasearch-helper`, once it is checked that the theme's
 * SearchPage still makes its helper from that package (else the stand-in would do nothing).
 */
function searchPageHelperFor(searchTheme: string): string {
  const page = readFileSync(path.join(searchTheme, 'SearchPage', 'index.js'), 'utf8');
  if (!/^import algoliaSearchHelper from 'algoliasearch-helper';$/m.test(page)) {
    throw new Error(
      "[local-search] the search theme's SearchPage no longer imports algoliasearch-helper: " +
        'update client/searchPageHelper.ts, which shows its error screen when a search fails.',
    );
  }
  return path.join(__dirname, 'client', 'searchPageHelper.ts');
}

/** What one run of the index build did. */
export type SiteIndexBuild = {pages: number; records: SearchRecord[]; countsByTag: Map<string, number>};

/**
 * Builds the search index of a built site into `indexRoot`: reads the HTML of every
 * indexable route, cuts it into records and writes each docs version's index files. The
 * plugin runs it after the build; `npm run bench:search` runs it to time it.
 */
export async function buildSiteSearchIndex({
  outDir,
  baseUrl,
  routesPaths,
  indexRoot = path.join(outDir, INDEX_DIR),
}: {
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
 * Site search, the one place it is wired in (see README.md beside this file). Always
 * registered; its options (from `siteSearch(env)` in `mode.ts`) say which search the site ships:
 *
 * - `local`: after the build, cuts every page into DocSearch-style records and writes the
 *   index files of each docs version (see `client/indexFormat.ts`); the DocSearch dialog and
 *   the /search page query them through a local client instead of Algolia.
 * - `hosted`: DocSearch talks to the configured Algolia index; no index is built.
 *
 * In both modes it ships the theme's SearchBar and SearchPage wrapped (`theme/`), and splits
 * DocSearch between pages and the dialog (`../docsearch-modal-chunk`).
 */
export default function localSearchPlugin(context: LoadContext, options: SiteSearchOptions): Plugin {
  const {baseUrl} = context.siteConfig;
  const local = options.mode === 'local';
  const clientDir = path.join(__dirname, 'client');
  const modalChunk = docSearchModalChunk(context, {
    localSearch: local,
    dialogSetup: path.join(clientDir, 'dialogSetup.ts'),
  });
  return {
    name: 'local-search',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      const data: LocalSearchGlobalData = {
        mode: options.mode,
        indexPath: `${baseUrl}${INDEX_DIR}/`,
        ...(options.missingResultsRepository ? {missingResultsRepository: options.missingResultsRepository} : {}),
      };
      actions.setGlobalData(data);
    },

    getClientModules() {
      // Answers come from the site's own index: no "Search by Algolia" branding.
      return local ? [path.join(clientDir, 'localMode.css')] : [];
    },

    configureWebpack(config, isServer, utils, content) {
      addPluginToBuildCache(config, __dirname);
      // Both modes share every theme alias, hence Rspack's cache version, and the cache would
      // hand one mode the other's patched DocSearch (loader options are not part of its key).
      const cache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
      if (cache && typeof cache === 'object') cache.version = `${cache.version ?? ''}-search-${options.mode}`;
      const modal = modalChunk.configureWebpack!(config, isServer, utils, content) as Exclude<WebpackResult, void> & {
        resolve: {alias: Record<string, string>};
      };
      // The search theme's own components, which `theme/` wraps. Neither `@theme-original`
      // (this plugin's theme comes last, so it would be itself) nor `@theme-init` (theme-classic's
      // empty placeholder) names them, and the package does not export them: alias their files.
      const searchTheme = path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme');
      const docSearch = {
        ...modal,
        resolve: {
          alias: {
            ...modal.resolve.alias,
            '@local-search/ThemeSearchBar': path.join(searchTheme, 'SearchBar'),
            '@local-search/ThemeSearchPage': path.join(searchTheme, 'SearchPage'),
            '@local-search/ThemeSearchTranslations': path.join(searchTheme, 'SearchTranslations'),
            // The /search page's helper: failures handled, and answered again when more of the local
            // index arrives (client/searchPageHelper.ts).
            'algoliasearch-helper$': searchPageHelperFor(searchTheme),
            '@local-search/algoliasearch-helper': require.resolve('algoliasearch-helper', {paths: [searchTheme]}),
          },
        },
      };
      if (!local) return docSearch;
      const aliases = (config.resolve?.alias ?? {}) as Record<string, string>;
      const docusaurusHead = aliases['@docusaurus/Head'];
      if (!docusaurusHead)
        throw new Error('[local-search] @docusaurus/Head alias not found; Docusaurus changed its config.');
      // The DocSearch bar asks the browser to preconnect to Algolia, and nothing may leave the
      // site: every <Head> goes through a filter that drops that one hint. Docusaurus's own
      // alias is replaced in place because webpack uses the first alias that matches.
      aliases['@docusaurus/Head'] = path.join(clientDir, 'HeadWithoutPreconnect.tsx');
      return {
        ...docSearch,
        resolve: {
          alias: {
            ...docSearch.resolve.alias,
            '@local-search/DocusaurusHead': docusaurusHead,
            // The /search page builds its own Algolia client; give it ours instead (its helper,
            // aliased above, asks again when more of the index has arrived).
            'algoliasearch/lite$': path.join(clientDir, 'liteClientShim.ts'),
          },
        },
      };
    },

    async postBuild({outDir, routesPaths}) {
      if (!local) return;
      const started = Date.now();
      const {records, countsByTag} = await buildSiteSearchIndex({outDir, baseUrl, routesPaths});
      const summary = [...countsByTag].map(([tag, count]) => `${tag}: ${count}`).join(', ');
      console.log(`[local-search] ${records.length} records indexed in ${Date.now() - started} ms (${summary})`);
    },
  };
}
