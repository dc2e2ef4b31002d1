import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../shared/cacheDependencies';

/**
 * No absolute path of the machine that built the site reaches the build: the JSON modules
 * Docusaurus generates (route props, such as the debug content page's copy of every plugin's
 * content) get paths relative to the site folder as they are bundled (`relativePathsLoader.js`).
 * Options that the config serialises into the client bundle must not hold absolute paths either:
 * docusaurus.config.ts passes such plugins a closure instead.
 */
export default function buildPathsPlugin(context: LoadContext): Plugin {
  return {
    name: 'build-paths',
    configureWebpack(config) {
      addPluginToBuildCache(config, __dirname);
      const loader = {loader: path.join(__dirname, 'relativePathsLoader.js'), options: {siteDir: context.siteDir}};
      return {module: {rules: [{test: /\.json$/, include: [context.generatedFilesDir], use: [loader]}]}};
    },
  };
}
