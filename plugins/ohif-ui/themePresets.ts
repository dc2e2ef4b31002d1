import {declareVariables, extractRootVariables} from './themeVariables';
import {SCOPE_CLASS, SCOPE_SELECTOR} from './tailwind';
import {DEFAULT_THEME, THEME_ATTRIBUTE, THEME_STORAGE_KEY} from './themeChoice';

export {DEFAULT_THEME, THEME_ATTRIBUTE, THEME_STORAGE_KEY, type ThemeChoice} from './themeChoice';

/** A theme the viewer can switch to: its name (`orchid`), label and colour variables, without `--`. */
export type ThemePreset = {name: string; label: string; variables: Record<string, string>};

/** What the colors page shows, read from the installed package at build time. */
export type ThemeFacts = {
  /** `default` (the stylesheet's `:root`) first, then the presets in the package's order. */
  themes: ThemePreset[];
  /** The type scale of the package's stylesheet, smallest first: `text-base` → `0.8125rem`. */
  fontSizes: Array<{className: string; size: string}>;
};

type BundlePreset = {name: string; label: string; cssVars?: {dark?: Record<string, string>}};

/**
 * The presets the bundle exports as `themePresets`. webpack writes them as an array of
 * `JSON.parse('…')` calls bound to a short name (`themePresets:()=>efx` … `efx=[JSON.parse('{…}'),…]`).
 */
export function readBundlePresets(umd: string): BundlePreset[] {
  const id = /[{,]themePresets:\(\)=>([\w$]+)[,}]/.exec(umd)?.[1];
  if (!id) throw new Error('The @ohif/ui-next bundle exports no themePresets');
  const start = umd.indexOf(`${id}=[JSON.parse('`);
  if (start < 0) throw new Error(`Cannot find the definition of themePresets (${id}) in the bundle`);
  const presets: BundlePreset[] = [];
  let at = start + id.length + 2;
  while (umd.startsWith("JSON.parse('", at)) {
    const open = at + "JSON.parse('".length;
    const close = umd.indexOf("')", open);
    presets.push(JSON.parse(umd.slice(open, close).replace(/\\'/g, "'")) as BundlePreset);
    at = close + 2;
    if (umd[at] === ']') return presets;
    if (umd[at] !== ',') break;
    at++;
  }
  throw new Error('themePresets in the bundle is not a list of JSON.parse calls any more');
}

/** The declarations of a class rule in the stylesheet (`.theme-orchid{--primary:…}`), without `--`. */
export function classVariables(css: string, className: string): Record<string, string> {
  const escaped = className.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const block = new RegExp(`(?:^|[};])\\s*\\.${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (block === undefined) return {};
  return withoutDashes(extractRootVariables(`:root{${block}}`));
}

function withoutDashes(variables: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(variables).map(([name, value]) => [name.replace(/^--/, ''), value]));
}

/** The type scale: every `.text-<step>{font-size:…}` rule of the stylesheet, smallest first. */
export function readFontSizes(css: string): ThemeFacts['fontSizes'] {
  const sizes = new Map<string, string>();
  for (const match of css.matchAll(/(?<=^|[};])\s*\.(text-[\w-]+)\s*\{\s*font-size\s*:\s*([\d.]+rem)\s*;?\s*\}/g)) {
    const size = match[2]!.startsWith('.') ? `0${match[2]}` : match[2]!;
    sizes.set(match[1]!, size);
  }
  return [...sizes]
    .map(([className, size]) => ({className, size}))
    .sort((a, b) => parseFloat(a.size) - parseFloat(b.size));
}

/**
 * The default theme and the presets, with the variables the viewer applies: the library's
 * ActiveThemeProvider puts `theme-<name>` on <body>, so a preset's values are its class rule in
 * the stylesheet (which also sets the chart colours), over the `cssVars` the bundle lists.
 */
export function readThemeFacts(umd: string, distCss: string): ThemeFacts {
  const presets = readBundlePresets(umd).map(({name, label, cssVars}) => ({
    name,
    label,
    variables: {...cssVars?.dark, ...classVariables(distCss, `theme-${name}`)},
  }));
  return {
    themes: [{...DEFAULT_THEME, variables: withoutDashes(extractRootVariables(distCss))}, ...presets],
    fontSizes: readFontSizes(distCss),
  };
}

/**
 * Rules for the scoped stylesheet: with a preset chosen, every live example, and the portals and
 * dialogs it opens, takes that preset's variables; the stage takes its background.
 */
export function presetRules(facts: ThemeFacts): string {
  const rules = facts.themes
    .filter((theme) => theme.name !== DEFAULT_THEME.name)
    .map((theme) =>
      declareVariables(
        `html[${THEME_ATTRIBUTE}='${theme.name}'] ${SCOPE_SELECTOR}`,
        Object.fromEntries(Object.entries(theme.variables).map(([name, value]) => [`--${name}`, value])),
      ),
    );
  return [
    ...rules,
    `html[${THEME_ATTRIBUTE}] .${SCOPE_CLASS} {\n  background-color: hsl(var(--background));\n}\n`,
  ].join('');
}

/**
 * Runs in <head> before the page paints: applies the stored preset, if it is still one of the
 * package's, so previews load in it. Storage can be missing or refused; then nothing happens.
 */
export function themeBootScript(presetNames: string[]): string {
  return (
    `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
    `if(${JSON.stringify(presetNames)}.indexOf(t)>=0)document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t)}catch(e){}`
  );
}
