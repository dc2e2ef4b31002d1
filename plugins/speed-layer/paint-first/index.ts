import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addPluginToBuildCache} from '../../shared/cacheDependencies';
import {withModuleOrigins, type ClientManifest} from './routeChunks';
import {paintFirstTemplate} from './template';

type CompilerLike = {hooks: {afterEmit: {tap(name: string, callback: () => void): void}}};

/**
 * Pages that paint before any script runs (see README.md): sets the page template of
 * `template.ts`, whose loader starts the scripts after the first frame, and puts each page's
 * route chunks in its script list (`routeChunks.ts`): after the client build has written its
 * manifest, adds the module paths the pages report as keys.
 */
export default function paintFirstPlugin(context: LoadContext): Plugin {
  const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'paint-first',
    configureWebpack(config, isServer) {
      addPluginToBuildCache(config, __dirname);
      // Read by the static site generator, which runs after the bundles are built. Set here
      // rather than as `ssrTemplate` in docusaurus.config.ts because the site config is copied
      // into every page's main bundle, and the template would add 1.7 KB gzip to it.
      context.siteConfig.ssrTemplate = paintFirstTemplate;
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
