import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../shared/cacheDependencies';
import {withModuleOrigins, type ClientManifest} from './routeChunks';

type CompilerLike = {hooks: {afterEmit: {tap(name: string, callback: () => void): void}}};

/**
 * Puts each page's route chunks in its script list (see `routeChunks.ts`): after the client
 * build has written its manifest, adds the module paths the pages report as keys. With the
 * page template of `template.ts`, the loader then runs them before the entry.
 */
export default function paintFirstPlugin(context: LoadContext): Plugin {
  const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'paint-first',
    configureWebpack(config, isServer) {
      addPluginToBuildCache(config, __dirname);
      if (isServer) return {};
      const addModuleOrigins = {
        apply(compiler: CompilerLike) {
          compiler.hooks.afterEmit.tap('paint-first', () => {
            // The dev server writes no manifest; nothing to do there.
            if (!fs.existsSync(manifestFile)) return;
            const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest;
            const registry = fs.readFileSync(registryFile, 'utf8');
            fs.writeFileSync(manifestFile, JSON.stringify(withModuleOrigins(manifest, registry)));
          });
        },
      };
      return {plugins: [addModuleOrigins]};
    },
  };
}
