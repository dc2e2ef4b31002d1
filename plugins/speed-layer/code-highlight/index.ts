import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createTokenClasses, type CodeThemes} from './highlight';
import {addPluginToBuildCache} from '../../shared/cacheDependencies';
import {replacementAliases} from '../aliases';

type PrismThemeConfig = {theme: CodeThemes['light']; darkTheme?: CodeThemes['dark']};

/**
 * Code blocks highlighted at build time (see `rehype.ts`, added to the docs and pages
 * plugins) with the colours of `themeConfig.prism`: this plugin supplies what the browser needs instead of Prism, namely
 * - the token colours of both code themes as one small stylesheet, switched by colour mode;
 * - a `CodeBlock` theme component that renders the pre-highlighted HTML, and loads the
 *   theme's own highlighter only for code given at run time (the design pages' "Show code");
 * - the removal of the theme's client module that loads Prism's extra languages on every
 *   page, which put all of Prism into the main bundle.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  // The theme's own setting, so the runtime highlighter and this one share their colours.
  const prism = context.siteConfig.themeConfig.prism as PrismThemeConfig;
  const themes = {light: prism.theme, dark: prism.darkTheme ?? prism.theme};
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, createTokenClasses(themes).css());
  return {
    name: 'code-highlight',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack(config, isServer) {
      addPluginToBuildCache(config, __dirname);
      return {resolve: {alias: replacementAliases('code-highlight', isServer)}};
    },
  };
}
