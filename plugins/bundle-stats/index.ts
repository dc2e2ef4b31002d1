import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Set to a file path to make the client build write its module statistics there. */
export const BUNDLE_STATS_ENV = 'BUNDLE_STATS_FILE';
/** Set (to anything) to make the client build write source maps, for `npm run bench:tasks`. */
export const SOURCE_MAPS_ENV = 'PROFILE_SOURCE_MAPS';

type StatsLike = {toJson(options: Record<string, unknown>): unknown};
type CompilerLike = {hooks: {done: {tap(name: string, callback: (stats: StatsLike) => void): void}}};

/**
 * With `BUNDLE_STATS_FILE` set, writes the client bundle's stats (assets, chunks and the modules
 * in each) as JSON, which `npm run bench` reads to split `main` by package. With
 * `PROFILE_SOURCE_MAPS` set, the client build writes source maps (`npm run bench:tasks`). Without either, does
 * nothing: an ordinary build pays nothing for it.
 */
export default function bundleStatsPlugin(_context: LoadContext): Plugin {
  const target = process.env[BUNDLE_STATS_ENV];
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const sourceMaps = process.env[SOURCE_MAPS_ENV] ? {devtool: 'source-map' as const} : {};
      if (!target) return sourceMaps;
      return {
        ...sourceMaps,
        plugins: [
          {
            apply(compiler: CompilerLike) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  assets: true,
                  chunks: true,
                  modules: true,
                  nestedModules: true,
                  modulesSpace: Infinity,
                  nestedModulesSpace: Infinity,
                  orphanModules: true,
                  cachedModules: true,
                  ids: true,
                });
                fs.mkdirSync(path.dirname(target), {recursive: true});
                fs.writeFileSync(target, JSON.stringify(json));
              });
            },
          },
        ],
      };
    },
  };
}
