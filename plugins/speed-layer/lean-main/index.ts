import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../../shared/cacheDependencies';
import {replacementAliases} from '../aliases';

/**
 * Trims what the main bundle, loaded by every page, carries without need:
 * - the browser build gets an ES-module entry of @docusaurus/utils-common (`utilsCommon.js`),
 *   whose CommonJS index pulled in the whole of tslib;
 * - the theme's progress-bar client module is replaced by `nprogress.ts`, which loads
 *   nprogress on the reader's first interaction;
 * - `window.docusaurus` (core's `client/docusaurus.js`) is replaced by `docusaurusGlobal.ts`,
 *   which prefetches the chunks of links in view during idle time rather than at once;
 * - the base-URL banner component, which renders nothing in the browser, is replaced there by
 *   `baseUrlIssueBanner.ts`, without the banner's HTML and script strings;
 * - the route registry loses its module paths in the browser (`registryLoader.js`); the debug
 *   registry page (`theme/DebugRegistry`) imports them on its own;
 * - react-helmet-async is replaced in the browser by `helmet/`, which updates the head once per
 *   React commit instead of once per rendered `<Head>`.
 */
export default function leanMainPlugin(context: LoadContext): Plugin {
  const registry = {
    test: path.join(context.generatedFilesDir, 'registry.js'),
    loader: path.join(__dirname, 'registryLoader.js'),
  };
  return {
    name: 'lean-main',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config, isServer) {
      addPluginToBuildCache(config, __dirname);
      // Both builds answer `?module-paths`; only the browser's registry drops the paths.
      const registryRule = {test: registry.test, use: [{loader: registry.loader, options: {strip: !isServer}}]};
      return {module: {rules: [registryRule]}, resolve: {alias: replacementAliases('lean-main', isServer)}};
    },
  };
}
