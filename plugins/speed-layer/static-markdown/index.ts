import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../../shared/cacheDependencies';
import {replacementAliases} from '../aliases';
import {enableStaticMarkdown, SERVER_FLAG} from './recma';

/**
 * Doc pages stop shipping their prose as JavaScript. `recma.ts` (in the docs plugin's
 * `recmaPlugins`) wraps each run of static Markdown in `<StaticMarkdownRun>`, whose children
 * exist only in the server build; this plugin supplies the rest:
 * - `__STATIC_MARKDOWN_SERVER__`, true for the server build and in development, so the
 *   browser build drops the runs' JSX as dead code;
 * - the `StaticMarkdownRun` theme component, which keeps the server's HTML on the first page
 *   and fills it from the fetched page after a client-side navigation;
 * - core's route `preload`, replaced so navigating to a doc page also fetches its HTML;
 * - the stylesheet that gives runs' children the spacing of the Markdown container's own.
 */
export default function staticMarkdownPlugin(): Plugin {
  enableStaticMarkdown();
  return {
    name: 'static-markdown',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [
        path.join(__dirname, 'client', 'staticMarkdown.css'),
        path.join(__dirname, 'client', 'offscreenBlocks.css'),
      ];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      addPluginToBuildCache(config, __dirname);
      // `docusaurus start` renders in the browser only: there, pages keep their JSX.
      const keepsJsx = isServer || process.env.NODE_ENV !== 'production';
      const define = new currentBundler.instance.DefinePlugin({[SERVER_FLAG]: JSON.stringify(keepsJsx)});
      // Pages with their JSX need no HTML fetched before a navigation.
      if (keepsJsx) return {plugins: [define]};
      // Navigation and `window.docusaurus` preload through core's `client/preload.js`: one place for both.
      return {plugins: [define], resolve: {alias: replacementAliases('static-markdown', isServer)}};
    },
  };
}
