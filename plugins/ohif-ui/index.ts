import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OHIF_UI_PACKAGE, readOhifUiPackage} from './packageInfo';
import {extractRootVariables} from './themeVariables';
import {generateShowcaseCss} from './tailwind';
import {stylesheetPath} from './assetName';
import {presetRules, readThemeFacts, themeBootScript, type ThemeChoice, type ThemeFacts} from './themePresets';
import iconNamesModule from './iconNames.js';
import {addPluginToBuildCache} from '../shared/cacheDependencies';
import {cachedOutput, codeFiles, filesUnder, globBase} from '../shared/outputCache';

export type PluginOptions = {
  /** Globs of our own files that use the library's Tailwind classes, relative to the site. */
  content: string[];
  /**
   * One page per component: every `<slug>.ts` data file in `dataDir` becomes the route
   * `/components/<slug>`, rendered by `component`, which reads the slug from the path (a props
   * module per route would add one more entry per page to the registry every page loads).
   */
  componentPages?: {dataDir: string; component: string};
};

/** What the design-system pages read with `usePluginData('ohif-ui')`. */
export type OhifUiGlobalData = {
  version: string;
  /** Site-relative path of the generated stylesheet (prefix it with the base URL). */
  stylesheetPath: string;
  /** The theme picker's choices: Default, then the presets the package ships. */
  themes: ThemeChoice[];
};

/** The library's icons: PascalCase components (`Icons.Add`) and the names `Icons.ByName` takes. */
export type IconNames = {components: string[]; names: string[]};

const {iconNames} = iconNamesModule as unknown as {iconNames: (umdSource: string) => IconNames};

type Content = OhifUiGlobalData & {css: string; componentSlugs: string[]; themeFacts: ThemeFacts; icons: IconNames};

/** Module the colors page imports (`@generated/ohif-ui/theme-facts.json`): every theme's values. */
export const THEME_FACTS_FILE = path.join('ohif-ui', 'theme-facts.json');

/** Module the Icons page imports (`@generated/ohif-ui/icon-names.json`), so the names are in its HTML. */
export const ICON_NAMES_FILE = path.join('ohif-ui', 'icon-names.json');

/** The component pages' slugs: the names of the data files, `button.ts` → `button`. */
export async function componentSlugsIn(dataDir: string): Promise<string[]> {
  const files = await fs.readdir(dataDir);
  return files
    .filter((file) => /^[a-z0-9]+(-[a-z0-9]+)*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

/** Name of the async chunk holding the library, so tests and size reports can find it. */
export const LIBRARY_CHUNK_NAME = 'ohif-ui-next';

/**
 * Makes `@ohif/ui-next` usable on the design-system pages without costing the rest of the site:
 * - aliases the import to the package's UMD bundle (its `exports` point at unpublished sources),
 *   and puts it, with the `dcmjs`/`gl-matrix` it needs, in one async chunk;
 * - generates the library's Tailwind classes, scoped under `.ohif-scope`, as a separate
 *   hashed stylesheet that only those pages load, instead of a global CSS import.
 */
export default function ohifUiPlugin(context: LoadContext, options: PluginOptions): Plugin<Content> {
  const pkg = readOhifUiPackage(context.siteDir);
  const staticDir = path.join(context.generatedFilesDir, 'ohif-ui', 'static');

  async function writeStylesheet(rootDir: string, content: Content): Promise<void> {
    const target = path.join(rootDir, content.stylesheetPath);
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.writeFile(target, content.css);
  }

  return {
    name: 'ohif-ui',

    getPathsToWatch() {
      const data = options.componentPages ? [path.join(context.siteDir, options.componentPages.dataDir, '*.ts')] : [];
      return [...options.content.map((glob) => path.join(context.siteDir, glob)), ...data];
    },

    async loadContent() {
      const contentGlobs = options.content.map((glob) => path.join(context.siteDir, glob));
      // Tailwind takes some 10 s of CPU: the stylesheet is kept for as long as what it is made of.
      const distCss = await fs.readFile(pkg.distCssPath, 'utf8');
      const umdSource = await fs.readFile(pkg.umdPath, 'utf8');
      const themeFacts = readThemeFacts(umdSource, distCss);
      const icons = iconNames(umdSource);
      const {output: showcaseCss} = await cachedOutput(
        'ohif-ui-stylesheet',
        [
          ...(await Promise.all(contentGlobs.map((glob) => filesUnder(globBase(glob))))).flat(),
          {file: pkg.umdPath},
          {file: pkg.distCssPath},
          ...(await codeFiles(__dirname)),
          {file: path.join(context.siteDir, 'package-lock.json')},
        ],
        async () =>
          generateShowcaseCss({
            content: [...contentGlobs, pkg.umdPath],
            themeVariables: extractRootVariables(distCss),
          }),
      );
      // The presets' rules are cheap to make and come after the default variables they override.
      const css = showcaseCss + presetRules(themeFacts);
      const themes = themeFacts.themes.map(({name, label}) => ({name, label}));
      const componentSlugs = options.componentPages
        ? await componentSlugsIn(path.join(context.siteDir, options.componentPages.dataDir))
        : [];
      return {
        version: pkg.version,
        stylesheetPath: stylesheetPath(css),
        css,
        componentSlugs,
        themes,
        themeFacts,
        icons,
      };
    },

    async contentLoaded({content, actions}) {
      actions.setGlobalData({
        version: content.version,
        stylesheetPath: content.stylesheetPath,
        themes: content.themes,
      } satisfies OhifUiGlobalData);
      const themeFactsFile = path.join(context.generatedFilesDir, THEME_FACTS_FILE);
      await fs.mkdir(path.dirname(themeFactsFile), {recursive: true});
      await fs.writeFile(themeFactsFile, JSON.stringify(content.themeFacts));
      await fs.writeFile(path.join(context.generatedFilesDir, ICON_NAMES_FILE), JSON.stringify(content.icons));
      for (const slug of content.componentSlugs) {
        actions.addRoute({
          path: `${context.baseUrl}components/${slug}`,
          component: options.componentPages!.component,
          exact: true,
        });
      }
      // The dev server serves this folder; the production build gets its copy in postBuild.
      await fs.rm(staticDir, {recursive: true, force: true});
      await writeStylesheet(staticDir, content);
    },

    injectHtmlTags({content}) {
      const presets = content.themes.map((theme) => theme.name).filter((name) => name !== 'default');
      return {headTags: [{tagName: 'script', innerHTML: themeBootScript(presets)}]};
    },

    async postBuild({content, outDir}) {
      await writeStylesheet(outDir, content);
    },

    configureWebpack(config, isServer) {
      addPluginToBuildCache(config, __dirname);
      return {
        resolve: {
          alias: {
            // Pages render the library only in the browser; the server bundle gets an empty
            // module, because evaluating the UMD needs `window`.
            [`${OHIF_UI_PACKAGE}$`]: isServer ? false : pkg.umdPath,
            // The UMD requires React by its global names.
            React$: require.resolve('react'),
            ReactDOM$: require.resolve('react-dom'),
          },
          fallback: {util: false},
        },
        resolveLoader: {
          alias: {'example-source': path.join(__dirname, 'exampleSourceLoader.js')},
        },
        optimization: isServer
          ? undefined
          : {
              splitChunks: {
                cacheGroups: {
                  ohifUiNext: {
                    test: /[\\/]node_modules[\\/](@ohif[\\/]ui-next|dcmjs|gl-matrix)[\\/]/,
                    name: LIBRARY_CHUNK_NAME,
                    chunks: 'async',
                    enforce: true,
                    priority: 50,
                  },
                },
              },
            },
        devServer: {static: [{directory: staticDir, publicPath: context.baseUrl, watch: false}]},
      };
    },
  };
}
