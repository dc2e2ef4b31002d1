import path from 'node:path';
import type {LoadContext, Preset} from '@docusaurus/types';
import {assertReplacementsUnchanged} from './guard';

/**
 * The techniques of the speed layer, each a plugin in the folder of its name, with what it is
 * for. They load in this order, after the classic theme.
 */
export const TECHNIQUES = {
  'paint-first': 'Pages paint before any script runs; each page lists its route chunks with its scripts.',
  'lean-main': 'The main bundle every page loads carries only what it needs; links are prefetched when idle.',
  'light-hydration': 'Hydration runs in short tasks: main evaluated in stages, late parts mounted when idle.',
  'static-markdown': "A doc page's prose stays the server's HTML, not JavaScript; far blocks render when near.",
  'docs-props-trim': "Doc pages download their version's sidebar without every doc's description.",
  'code-highlight': 'Code blocks are highlighted at build time: no page downloads or runs Prism.',
  'inline-logo': 'The navbar logo is inline SVG, not two SVG documents to parse before the first paint.',
} as const;

/**
 * The speed layer as a preset: one entry in `presets`, present only when the layer is on
 * (`switch.ts`). Its techniques are the preset's themes rather than its plugins because
 * presets' themes load after the classic theme, so their theme components take the place of
 * the classic theme's. Refuses to start when a framework file they replace has changed
 * (`guard.ts`, `replacements.ts`).
 */
export default function speedLayerPreset(_context: LoadContext): Preset {
  assertReplacementsUnchanged();
  return {themes: Object.keys(TECHNIQUES).map((name) => path.join(__dirname, name, 'index.ts'))};
}
