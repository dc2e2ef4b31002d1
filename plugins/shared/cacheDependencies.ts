import fs from 'node:fs';
import path from 'node:path';
import type {Configuration} from 'webpack';

/** Every source file of a plugin folder, tests excluded. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|cjs|mjs|css)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Rspack's persistent cache is invalidated only by the Docusaurus config file, not by the
 * local plugins it names, so an edited loader or alias would keep serving stale output.
 * Registers the plugin's own files as build dependencies of that cache.
 */
export function addPluginToBuildCache(config: Configuration, pluginDir: string): void {
  const cache = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)?.cache;
  if (cache && typeof cache === 'object') {
    cache.buildDependencies = [...(cache.buildDependencies ?? []), ...sourceFiles(pluginDir)];
  }
}
