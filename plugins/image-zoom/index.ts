import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Click-to-enlarge images (medium-zoom), set up from `themeConfig.zoom` like
 * docusaurus-plugin-image-zoom, but medium-zoom is downloaded only by pages that have an
 * image to zoom, instead of sitting in every page's main bundle.
 */
export default function imageZoomPlugin(): Plugin {
  return {
    name: 'image-zoom',
    getClientModules() {
      return [path.join(__dirname, 'zoom.ts')];
    },
  };
}
