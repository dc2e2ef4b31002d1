import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import type {Configuration} from 'webpack';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadDocusaurusAliases} from '@docusaurus/core/lib/webpack/aliases/index.js';
import {TECHNIQUES} from '..';
import {replacementAliases, techniqueOf} from '../aliases';
import {packageDir} from '../guard';
import {REPLACEMENTS} from '../replacements';

/** Whether a webpack alias key applies to a request: `key$` exactly, `key` also to its subpaths. */
function aliasMatches(key: string, request: string): boolean {
  if (key.endsWith('$')) return request === key.slice(0, -1);
  return request === key || request.startsWith(`${key}/`);
}

/** What `configureWebpack` reads of the bundler utilities. */
const utils = {currentBundler: {instance: {DefinePlugin: class {}}}} as never;
const context = {
  generatedFilesDir: '.docusaurus',
  siteConfig: {themeConfig: {prism: {theme: {plain: {}, styles: []}}}},
};

// The production build's aliases (in development some plugins set none).
beforeAll(() => {
  vi.stubEnv('NODE_ENV', 'production');
  return () => vi.unstubAllEnvs();
});

/** The aliases a technique's plugin gives one build. */
async function pluginAliases(technique: string, isServer: boolean): Promise<Record<string, string | false>> {
  const {default: createPlugin} = (await import(`../${technique}/index.ts`)) as {
    default: (context: LoadContext) => Plugin;
  };
  const plugin = createPlugin(context as unknown as LoadContext);
  const config = plugin.configureWebpack?.({} as Configuration, isServer, utils, {} as never) as
    {resolve?: {alias?: Record<string, string | false>}} | undefined;
  return config?.resolve?.alias ?? {};
}

describe.each(Object.keys(TECHNIQUES))('%s', (technique) => {
  it('aliases exactly its rows of the replacement table', async () => {
    for (const isServer of [false, true]) {
      expect(await pluginAliases(technique, isServer)).toEqual(replacementAliases(technique, isServer));
    }
  });

  // Webpack takes the first alias that matches, and core's come first: an alias of ours that
  // one of core's also matches is never used (unless it is the same key, whose value it replaces).
  it('has no alias shadowed by one of core’s', async () => {
    const coreKeys = Object.keys(await loadDocusaurusAliases());
    for (const key of Object.keys(replacementAliases(technique, false))) {
      const request = key.replace(/\$$/, '');
      const shadowing = coreKeys.filter((coreKey) => coreKey !== key && aliasMatches(coreKey, request));
      expect(shadowing, key).toEqual([]);
    }
  });
});

describe('the replacement table', () => {
  it('names modules of ours that exist, in techniques of the layer', () => {
    for (const row of REPLACEMENTS) {
      expect(fs.existsSync(path.join(__dirname, '..', row.by)), row.by).toBe(true);
      expect(Object.keys(TECHNIQUES), row.by).toContain(techniqueOf(row));
    }
  });

  it('has a row for every theme component of the layer that replaces, rather than wraps, a framework one', () => {
    const frameworkThemes = ['@docusaurus/theme-classic', '@docusaurus/plugin-debug'].map((name) =>
      path.join(packageDir(name), 'lib', 'theme'),
    );
    const ejected = Object.keys(TECHNIQUES).flatMap((technique) => {
      const themeDir = path.join(__dirname, '..', technique, 'theme');
      if (!fs.existsSync(themeDir)) return [];
      return (fs.readdirSync(themeDir, {recursive: true}) as string[])
        .filter((file) => /(^|[\\/])index\.tsx$/.test(file))
        .filter((file) => frameworkThemes.some((dir) => fs.existsSync(path.join(dir, file.replace(/\.tsx$/, '.js')))))
        .filter((file) => !/@theme-(init|original)\//.test(fs.readFileSync(path.join(themeDir, file), 'utf8')))
        .map((file) => [technique, 'theme', ...file.split(path.sep)].join('/'));
    });
    expect(ejected.length).toBeGreaterThan(0);
    const rows = new Set(REPLACEMENTS.filter((row) => row.wiring.kind === 'theme').map((row) => row.by));
    expect(ejected.filter((file) => !rows.has(file))).toEqual([]);
  });
});
