import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../shared/cacheDependencies';

/** The file the theme imports as `@docsearch/react/modal`. */
export const MODAL_FILE = /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/;

/**
 * Brings the DocSearch 4.7 modal in line with the spec (64-character input, "Try searching
 * for" suggestions, the error screen) by patching its bundle during the build. Used with
 * either search backend.
 */
export default function docSearchFixesPlugin(): Plugin {
  return {
    name: 'docsearch-fixes',
    configureWebpack(config) {
      addPluginToBuildCache(config, __dirname);
      return {
        module: {rules: [{test: MODAL_FILE, use: [{loader: path.join(__dirname, 'patches.cjs')}]}]},
      };
    },
  };
}
