import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../../shared/cacheDependencies';
import {replacementAliases} from '../aliases';

/**
 * Less work in the tasks that run while a page starts (see README.md): the framework modules
 * replaced by `client/` (its rows in ../replacements.ts), theme components that mount the
 * mobile menu when idle and write dates without Intl, and React DOM in a script of its own.
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
      return {
        resolve: {alias: replacementAliases('light-hydration', isServer)},
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
