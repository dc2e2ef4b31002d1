import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../shared/cacheDependencies';

/** Marks the second copy of the DocSearch bundle, the one only the search dialog uses. */
export const MODAL_QUERY = '?docsearch-modal';

/** Entry points the theme imports from DocSearch, besides the dialog. */
const PAGE_ENTRY_POINTS = ['@docsearch/react/button', '@docsearch/react/useDocSearchKeyboardEvents', '@docsearch/react/version', '@docsearch/react/useTheme'];

export type DocSearchModalChunkOptions = {
  /** The site answers searches from its local index: DocSearch's own Algolia client is never used. */
  localSearch: boolean;
};

type Resolve = (request: string, options?: {paths: string[]}) => string;

/**
 * The ES module build of `@docsearch/react`, found from the theme that imports it (npm nests it
 * under the theme when the site pins a version). Its `main` is a UMD bundle, which cannot be
 * tree-shaken.
 */
export function docSearchModuleEntry(resolve: Resolve = require.resolve, readFile = (file: string) => fs.readFileSync(file, 'utf8')): string {
  const theme = resolve('@docusaurus/theme-search-algolia');
  const manifest = resolve('@docsearch/react/package.json', {paths: [theme]});
  const {module, version} = JSON.parse(readFile(manifest)) as {module?: string; version: string};
  if (!module || !version.startsWith('3.')) {
    throw new Error(`[docsearch-modal-chunk] expects DocSearch 3 with an ES module build; found ${version}.`);
  }
  return path.join(path.dirname(manifest), module);
}

/** A rule condition matching exactly this string. */
const exactFile = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Aliases that send the page's imports to the ES module build and the dialog's to its own copy. */
export function docSearchAliases(entry: string): Record<string, string> {
  return {
    ...Object.fromEntries(PAGE_ENTRY_POINTS.map((request) => [`${request}$`, entry])),
    '@docsearch/react/modal$': `${entry}${MODAL_QUERY}`,
  };
}

/**
 * DocSearch 3 ships as one bundle, imported both by the search button on every page and by the
 * dialog the theme loads on the first search. As one module it would land whole in the page
 * bundle. Giving the dialog's import its own module (the same file with a resource query) lets
 * each side keep only what it uses: the button stays in the page, the dialog downloads when
 * the reader first searches. That copy is also where `patches.cjs` fixes the error screen and,
 * with the local index, leaves out DocSearch's Algolia client.
 */
export default function docSearchModalChunkPlugin(_context: LoadContext, options: DocSearchModalChunkOptions): Plugin {
  const entry = docSearchModuleEntry();
  const aliases = docSearchAliases(entry);
  return {
    name: 'docsearch-modal-chunk',
    configureWebpack(config) {
      addPluginToBuildCache(config, __dirname);
      // The theme aliases some of the same requests to the UMD bundle; webpack takes the first
      // alias that matches, so those are removed rather than outranked.
      const existing = (config.resolve?.alias ?? {}) as Record<string, string>;
      for (const key of Object.keys(existing)) if (key.startsWith('@docsearch/react/')) delete existing[key];
      return {
        resolve: {alias: aliases},
        // The dialog's copy only: the search button on every page needs none of the fixes.
        module: {
          rules: [{test: exactFile(entry), resourceQuery: exactFile(MODAL_QUERY), use: [{loader: path.join(__dirname, 'patches.cjs'), options: {localSearch: options.localSearch}}]}],
        },
      };
    },
  };
}
