import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Provides `theme/Logo`, which draws the navbar logo's two SVG files inline (see its header). */
export default function inlineLogoPlugin(): Plugin {
  return {
    name: 'inline-logo',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
