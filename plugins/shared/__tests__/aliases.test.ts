import fs from 'node:fs';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import type {Configuration} from 'webpack';
import {loadDocusaurusAliases} from '@docusaurus/core/lib/webpack/aliases/index.js';
import leanMainPlugin from '../../lean-main';
import lightHydrationPlugin from '../../light-hydration';
import staticMarkdownPlugin from '../../static-markdown';

/** Whether a webpack alias key applies to a request: `key$` exactly, `key` also to its subpaths. */
function aliasMatches(key: string, request: string): boolean {
  if (key.endsWith('$')) return request === key.slice(0, -1);
  return request === key || request.startsWith(`${key}/`);
}

const plugins = {
  'lean-main': leanMainPlugin,
  'light-hydration': lightHydrationPlugin,
  'static-markdown': staticMarkdownPlugin,
};

/** What `configureWebpack` reads of the bundler utilities. */
const utils = {currentBundler: {instance: {DefinePlugin: class {}}}} as never;

// The production build's aliases (in development some plugins set none).
beforeAll(() => {
  vi.stubEnv('NODE_ENV', 'production');
  return () => vi.unstubAllEnvs();
});

describe.each(Object.entries(plugins))('%s aliases', (_name, createPlugin) => {
  const aliasesFor = (isServer: boolean): Record<string, string> => {
    // lean-main reads where the generated files go; the others take no context.
    const plugin = createPlugin({generatedFilesDir: '.docusaurus'} as never);
    const config = plugin.configureWebpack?.({} as Configuration, isServer, utils, {} as never) as
      {resolve?: {alias?: Record<string, string>}} | undefined;
    return config?.resolve?.alias ?? {};
  };

  it('replace modules that exist, with files that exist', () => {
    for (const [key, target] of Object.entries({...aliasesFor(false), ...aliasesFor(true)})) {
      if (key.startsWith('/')) expect(fs.existsSync(key), key).toBe(true);
      expect(fs.existsSync(target), target).toBe(true);
    }
  });

  // Webpack takes the first alias that matches, and core's come first: an alias of ours that
  // one of core's also matches is never used (unless it is the same key, whose value it replaces).
  it('are not shadowed by one of core’s aliases', async () => {
    const coreKeys = Object.keys(await loadDocusaurusAliases());
    for (const key of Object.keys(aliasesFor(false))) {
      const request = key.replace(/\$$/, '');
      const shadowing = coreKeys.filter((coreKey) => coreKey !== key && aliasMatches(coreKey, request));
      expect(shadowing, key).toEqual([]);
    }
  });
});
