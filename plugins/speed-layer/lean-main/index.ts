import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../../shared/cacheDependencies';
import {replacementAliases} from '../aliases';

/**
 * Keeps out of the main bundle, which every page loads, what it carries without need (see
 * README.md). The framework files it replaces, and why, are its rows in ../replacements.ts;
 * here are the aliases made from them and the loader that drops the registry's module paths
 * from the browser build (`registryLoader.js`), whose debug page imports them on its own.
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
