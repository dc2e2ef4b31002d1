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
 * transition, and route components are created when first used.
 */
export default function lightHydrationPlugin(): Plugin {
  return {
    name: 'light-hydration',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config) {
      addPluginToBuildCache(config, __dirname);
      const client = (file: string) => path.join(__dirname, 'client', file);
      return {
        resolve: {
          alias: {
            '@docusaurus/ComponentCreator$': client('ComponentCreator.tsx'),
            [require.resolve('@docusaurus/core/lib/client/browserContext.js')]: client('browserContext.tsx'),
            [themeCommonFile('hooks/useWindowSize.js')]: client('useWindowSize.ts'),
          },
        },
      };
    },
  };
}
