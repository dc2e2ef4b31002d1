import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../shared/cacheDependencies';

/** A file of theme-common's `lib/`, which its `exports` keep from `require.resolve`. */
function themeCommonFile(file: string): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-common')), file);
}

/**
 * Less work in the tasks that run while a page starts (see README.md): the mobile menu and the
 * doc sidebar's copy in it mount when the browser is idle, LastUpdated writes English dates
 * without Intl, the re-render that follows hydration (`useIsBrowser`, the window size) is a
 * transition, route components are created when first used, `main`'s modules are evaluated
 * over several tasks instead of one, plain route paths are matched as text, and the emoji
 * segmenter is made on first use.
 */
export default function lightHydrationPlugin(): Plugin {
  return {
    name: 'light-hydration',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'client', 'mobileMenu.css')];
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config, isServer) {
      addPluginToBuildCache(config, __dirname);
      const client = (file: string) => path.join(__dirname, 'client', file);
      // The server bundle has an entry of its own; this one is the browser's `main`.
      const entry = isServer
        ? {}
        : {[require.resolve('@docusaurus/core/lib/client/clientEntry.js')]: client('clientEntry.tsx')};
      return {
        resolve: {
          alias: {
            ...entry,
            // The same key as core's own alias, which would otherwise match first.
            '@docusaurus/ComponentCreator': client('ComponentCreator.tsx'),
            [require.resolve('@docusaurus/core/lib/client/browserContext.js')]: client('browserContext.tsx'),
            [themeCommonFile('hooks/useWindowSize.js')]: client('useWindowSize.ts'),
            [themeCommonFile('contexts/navbarSecondaryMenu/content.js')]: client('navbarSecondaryMenuContent.tsx'),
            [themeCommonFile('utils/emojiUtils.js')]: client('emojiUtils.ts'),
            [require.resolve('@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js')]:
              client('docsPreferredVersion.tsx'),
            // react-router's matcher; pathToRegexp.ts imports the library as `path-to-regexp/index.js`.
            'path-to-regexp$': client('pathToRegexp.ts'),
          },
        },
        // React DOM (with its scheduler) in a script of its own, which every page loads with
        // `main`: the browser compiles each script in one task. `main` whole took up to 33 ms
        // of the 2-core test machine's main thread, a blocking task under a 4× slowdown; split,
        // at most 25 ms and 20 ms. The bench counts both as `main`.
        optimization: isServer
          ? undefined
          : {
              splitChunks: {
                cacheGroups: {
                  reactDom: {
                    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                    name: 'react-dom',
                    chunks: 'initial',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
      };
    },
  };
}
