import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../../shared/cacheDependencies';

/** The docs plugin's route props modules, written by Docusaurus' code generation. */
const DOCS_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/**
 * Doc pages download their version's props without every doc's description (see
 * `trimLoader.js`, applied to the docs plugin's props modules as they are bundled).
 */
export default function docsPropsTrimPlugin(): Plugin {
  return {
    name: 'docs-props-trim',
    configureWebpack(config) {
      addPluginToBuildCache(config, __dirname);
      return {module: {rules: [{test: DOCS_PROPS, use: [path.join(__dirname, 'trimLoader.js')]}]}};
    },
  };
}
