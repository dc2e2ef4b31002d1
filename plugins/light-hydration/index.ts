import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Theme components that do less while a page hydrates (see README.md): the mobile menu and the
 * doc sidebar's copy in it mount when the browser is idle, and LastUpdated writes English
 * dates without Intl.
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
  };
}
