import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../shared/cacheDependencies';

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
      const progressBar = {
        [require.resolve('@docusaurus/theme-classic/lib/nprogress.js')]: path.join(__dirname, 'nprogress.ts'),
      };
      // Both builds answer `?module-paths`; only the browser's registry drops the paths.
      const registryRule = {test: registry.test, use: [{loader: registry.loader, options: {strip: !isServer}}]};
      if (isServer) return {resolve: {alias: progressBar}, module: {rules: [registryRule]}};
      return {
        module: {rules: [registryRule]},
        resolve: {
          alias: {
            ...progressBar,
            '@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.js'),
            // Renders nothing in the browser; the server render writes the banner's script.
            [require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js')]: path.join(
              __dirname,
              'baseUrlIssueBanner.ts',
            ),
            // Imported by the client entry, which puts it on `window` for every <Link>.
            [require.resolve('@docusaurus/core/lib/client/docusaurus.js')]: path.join(__dirname, 'docusaurusGlobal.ts'),
            // One head update per React commit (see helmet/index.tsx); the server keeps the original.
            'react-helmet-async$': path.join(__dirname, 'helmet/index.tsx'),
          },
        },
      };
    },
  };
}
