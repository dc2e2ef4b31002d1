/**
 * The one switch of the speed layer, read from the build environment: `SPEED_LAYER=off`
 * builds the site on the stock framework, to compare with it or to get past a framework
 * upgrade before the replacements are reviewed. Everything the site configuration needs from
 * the layer is derived here.
 */
import type {PresetConfig} from '@docusaurus/types';
import rehypeCodeHighlight from './code-highlight/rehype';
import recmaStaticMarkdown from './static-markdown/recma';
import type {CodeThemes} from './code-highlight/highlight';
import {speedLayerEnabled} from './mode.mjs';

export type Env = Record<string, string | undefined>;

export {speedLayerEnabled};

type PrismSettings = {theme: CodeThemes['light']; darkTheme: CodeThemes['dark']; additionalLanguages: string[]};

/** What `docusaurus.config.ts` takes from the layer: its preset and the Markdown steps of its techniques. */
export function speedLayer(env: Env, {prism}: {prism: PrismSettings}) {
  const enabled = speedLayerEnabled(env);
  // A closure rather than [plugin, options]: options would be copied into the client bundle's config.
  const highlightCode = () =>
    rehypeCodeHighlight({
      themes: {light: prism.theme, dark: prism.darkTheme},
      additionalLanguages: prism.additionalLanguages,
    });
  return {
    enabled,
    /** For `presets`. */
    presets: (enabled ? ['./plugins/speed-layer/index.ts'] : []) satisfies PresetConfig[],
    /** For the docs and pages plugins' `rehypePlugins`. */
    rehypePlugins: enabled ? [highlightCode] : [],
    /** For the docs plugin's `recmaPlugins`. */
    recmaPlugins: enabled ? [recmaStaticMarkdown] : [],
  };
}
