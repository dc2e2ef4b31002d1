import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildSync} from 'esbuild';
import {addPluginToBuildCache} from '../shared/cacheDependencies';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {applyPatches, PAGE_MODULE_PATCHES} = require('./patches.cjs') as {
  applyPatches: (source: string, patches: unknown[]) => string;
  PAGE_MODULE_PATCHES: unknown[];
};

/** Marks the second copy of the DocSearch bundle, the one only the search dialog uses. */
export const MODAL_QUERY = '?docsearch-modal';

/** What every page imports from DocSearch (the search button, its shortcut, the version), by entry point. */
const PAGE_IMPORTS: Record<string, string> = {
  '@docsearch/react/button': 'DocSearchButton',
  '@docsearch/react/useDocSearchKeyboardEvents': 'useDocSearchKeyboardEvents',
  '@docsearch/react/version': 'version',
};

export type DocSearchModalChunkOptions = {
  /** The site answers searches from its local index: DocSearch's own Algolia client is never used. */
  localSearch: boolean;
  /** A module the dialog's chunk runs before the dialog: what only the dialog needs, kept out of pages. */
  dialogSetup?: string;
};

type Resolve = (request: string, options?: {paths: string[]}) => string;

/**
 * The DocSearch release the split and the patches were written against (pinned in the site's
 * `overrides`). Any other version stops the build, so an upgrade is reviewed patch by patch.
 */
export const DOCSEARCH_VERSION = '3.9.0';

/**
 * The ES module build of `@docsearch/react`, found from the theme that imports it (npm nests it
 * under the theme when the site pins a version). Its `main` is a UMD bundle, which cannot be
 * tree-shaken.
 */
export function docSearchModuleEntry(
  resolve: Resolve = require.resolve,
  readFile = (file: string) => fs.readFileSync(file, 'utf8'),
): string {
  const theme = resolve('@docusaurus/theme-search-algolia');
  const manifest = resolve('@docsearch/react/package.json', {paths: [theme]});
  const {module, version} = JSON.parse(readFile(manifest)) as {module?: string; version: string};
  if (!module || version !== DOCSEARCH_VERSION) {
    throw new Error(
      `[docsearch-modal-chunk] expects DocSearch ${DOCSEARCH_VERSION} with an ES module build; found ${version}.`,
    );
  }
  return path.join(path.dirname(manifest), module);
}

/** A rule condition matching exactly this string. */
const exactFile = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Writes the part of DocSearch every page needs as a module of its own. The site's bundler
 * cannot trim DocSearch's one-file bundle and would keep all of it (dialog and Algolia client
 * included) in every page; esbuild keeps only what the page's imports reach.
 */
export function writePageModule(entry: string, outFile: string): void {
  const exported = [...new Set(Object.values(PAGE_IMPORTS))].join(', ');
  buildSync({
    stdin: {
      contents: `export {${exported}} from ${JSON.stringify(entry)};`,
      resolveDir: path.dirname(entry),
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    external: ['react', 'react-dom'],
    outfile: outFile,
    logLevel: 'error',
  });
  fs.writeFileSync(outFile, applyPatches(fs.readFileSync(outFile, 'utf8'), PAGE_MODULE_PATCHES));
}

/** The dialog's module: the setup module, then the copy of the whole bundle. */
export function writeDialogModule(entry: string, setup: string, outFile: string): void {
  const source = `import ${JSON.stringify(setup)};\nexport * from ${JSON.stringify(`${entry}${MODAL_QUERY}`)};\n`;
  fs.writeFileSync(outFile, source);
}

/**
 * Aliases that send the page's imports to its trimmed module and the dialog's to a copy of the
 * whole bundle, or to `dialogModule`, which imports that copy after its setup.
 */
export function docSearchAliases(entry: string, pageModule: string, dialogModule?: string): Record<string, string> {
  return {
    ...Object.fromEntries(Object.keys(PAGE_IMPORTS).map((request) => [`${request}$`, pageModule])),
    '@docsearch/react/modal$': dialogModule ?? `${entry}${MODAL_QUERY}`,
  };
}

/**
 * Splits DocSearch between pages and the dialog. Not registered as a plugin of its own: the
 * site search plugin (`plugins/local-search`) calls it, so search is wired in one place.
 *
 * DocSearch 3 ships as one bundle, imported both by the search button on every page and by the
 * dialog the theme loads on the first search; as one module it would land whole in every page.
 * The page gets a trimmed module with just its imports (`writePageModule`), and the dialog its
 * own copy of the bundle (the same file with a resource query), which downloads when the reader
 * first searches. That copy is also where `patches.cjs` fixes the error screen and, with the
 * local index, leaves out DocSearch's Algolia client. With `dialogSetup`, the dialog's chunk
 * runs that module first (the site search puts the dialog's translations there).
 */
export default function docSearchModalChunkPlugin(context: LoadContext, options: DocSearchModalChunkOptions): Plugin {
  const entry = docSearchModuleEntry();
  const pageModule = path.join(context.generatedFilesDir, 'docsearch-modal-chunk', 'docsearch-page.js');
  writePageModule(entry, pageModule);
  let dialogModule: string | undefined;
  if (options.dialogSetup) {
    dialogModule = path.join(path.dirname(pageModule), 'docsearch-dialog.js');
    writeDialogModule(entry, options.dialogSetup, dialogModule);
  }
  const aliases = docSearchAliases(entry, pageModule, dialogModule);
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
          rules: [
            {
              test: exactFile(entry),
              resourceQuery: exactFile(MODAL_QUERY),
              use: [{loader: path.join(__dirname, 'patches.cjs'), options: {localSearch: options.localSearch}}],
            },
          ],
        },
      };
    },
  };
}
