import postcss from 'postcss';
import tailwindcss, {type Config as TailwindConfig} from 'tailwindcss';
import tailwindcssAnimate from 'tailwindcss-animate';
import {declareVariables} from './themeVariables';

/** Class of the wrapper every live example sits in; the generated CSS applies only below it. */
export const SCOPE_CLASS = 'ohif-scope';

/**
 * Radix menus, selects, tooltips and popovers render into <body> through a portal, outside our
 * wrapper; their wrapper element carries this attribute, so the scope covers it too.
 */
export const PORTAL_SELECTOR = '[data-radix-popper-content-wrapper]';

/**
 * A Radix dialog portals its overlay and window straight into <body>, with no wrapper to carry
 * an attribute; both are children of <body> marked with `data-state`, which nothing else of the
 * site's is. They are a scope for their contents, and `scopeDialogElements` styles them too.
 */
export const DIALOG_ROOT_SELECTOR = 'body > [data-state]';

export const SCOPE_SELECTOR = `:is(.${SCOPE_CLASS}, ${PORTAL_SELECTOR}, ${DIALOG_ROOT_SELECTOR})`;

/**
 * Tailwind scopes a utility as `<scope> .utility`, which styles descendants only. A dialog's
 * overlay and window carry utilities themselves, so each scoped rule also gets the same
 * selector attached to a dialog root: `body > [data-state].fixed`.
 */
export function scopeDialogElements(): postcss.Plugin {
  const prefix = `${SCOPE_SELECTOR} `;
  return {
    postcssPlugin: 'ohif-ui-dialog-elements',
    Rule(rule) {
      if (rule.selectors.some((selector) => selector.startsWith(`${DIALOG_ROOT_SELECTOR}`))) return;
      const own = rule.selectors
        .filter((selector) => selector.startsWith(prefix) && selector.charAt(prefix.length) === '.')
        .map((selector) => `${DIALOG_ROOT_SELECTOR}${selector.slice(prefix.length)}`);
      if (own.length > 0) rule.selectors = [...rule.selectors, ...own];
    },
  };
}

/** The library's colour tokens, shadcn style: each reads an `H S% L%` triple from a variable. */
export const COLOR_TOKENS = [
  'background',
  'foreground',
  'border',
  'input',
  'ring',
  'highlight',
  'neutral',
  'neutral-light',
  'neutral-dark',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'popover',
  'popover-foreground',
  'card',
  'card-foreground',
  'chart-1',
  'chart-2',
  'chart-3',
  'chart-4',
  'chart-5',
] as const;

/** The library's type scale: smaller than Tailwind's default, sized for dense viewer panels. */
export const FONT_SIZES: Record<string, string> = {
  xxs: '0.625rem',
  xs: '0.6875rem',
  sm: '0.75rem',
  base: '0.8125rem',
  lg: '0.875rem',
  xl: '1rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
  '6xl': '4rem',
};

function tokenColors(): Record<string, string> {
  return Object.fromEntries(COLOR_TOKENS.map((token) => [token, `hsl(var(--${token}) / <alpha-value>)`]));
}

export function createTailwindConfig(content: string[]): TailwindConfig {
  const colors = tokenColors();
  return {
    content,
    darkMode: 'class',
    important: SCOPE_SELECTOR,
    // Preflight is a page-wide reset and `container` an unscoped component class that Infima
    // also uses; both would restyle the documentation around the examples.
    corePlugins: {preflight: false, container: false},
    // Tailwind's extractor misses this one in the minified bundle (the resize handle's hover
    // colour); its 'drag' twin is found.
    safelist: ["[&[data-resize-handle-state='hover']]:bg-primary/40"],
    theme: {
      extend: {
        colors: {
          ...colors,
          // `neutral` is also a Tailwind palette; the library's token replaces its DEFAULT only.
          neutral: {DEFAULT: colors.neutral!, light: colors['neutral-light']!, dark: colors['neutral-dark']!},
          primary: {DEFAULT: colors.primary!, foreground: colors['primary-foreground']!},
          secondary: {DEFAULT: colors.secondary!, foreground: colors['secondary-foreground']!},
          muted: {DEFAULT: colors.muted!, foreground: colors['muted-foreground']!},
          accent: {DEFAULT: colors.accent!, foreground: colors['accent-foreground']!},
          destructive: {DEFAULT: colors.destructive!, foreground: colors['destructive-foreground']!},
          popover: {DEFAULT: colors.popover!, foreground: colors['popover-foreground']!},
          card: {DEFAULT: colors.card!, foreground: colors['card-foreground']!},
        },
        borderRadius: {lg: 'var(--radius)', md: 'calc(var(--radius) - 2px)', sm: 'calc(var(--radius) - 4px)'},
        fontSize: FONT_SIZES,
        keyframes: {
          'accordion-down': {from: {height: '0'}, to: {height: 'var(--radix-accordion-content-height)'}},
          'accordion-up': {from: {height: 'var(--radix-accordion-content-height)'}, to: {height: '0'}},
        },
        animation: {
          'accordion-down': 'accordion-down 0.2s ease-out',
          'accordion-up': 'accordion-up 0.2s ease-out',
        },
      },
    },
    plugins: [tailwindcssAnimate],
  };
}

/**
 * What Preflight would have given the examples, limited to the scope: Tailwind's `border`
 * utilities set only a width and expect a solid style, and Infima's element styles (link colour,
 * paragraph and list margins, table borders) must not leak into the library's markup.
 */
export function scopedBaseCss(scope: string): string {
  return `
${scope} {
  color: hsl(var(--foreground));
  font-size: 0.8125rem;
  line-height: 1.5;
}
${scope} *, ${scope} ::before, ${scope} ::after {
  box-sizing: border-box;
  border-width: 0;
  border-style: solid;
  border-color: hsl(var(--border));
}
${scope} :is(h1, h2, h3, h4, h5, h6, p, ul, ol, blockquote, pre, figure) { margin: 0; }
${scope} :is(h1, h2, h3, h4, h5, h6) { font-size: inherit; font-weight: inherit; }
${scope} :is(ul, ol) { list-style: none; padding: 0; }
${scope} a { color: inherit; text-decoration: inherit; }
${scope} code { background: none; border: 0; padding: 0; color: inherit; font-size: inherit; }
${scope} :is(button, input, select, textarea) {
  font: inherit; color: inherit; margin: 0; padding: 0; background-color: transparent;
}
${scope} :is(button, [role='button']) { cursor: pointer; }
${scope} table { border-collapse: collapse; display: table; margin: 0; }
${scope} :is(th, td, tr) { border: 0; padding: 0; background: none; }
${scope} :is(img, svg, video, canvas) { display: block; vertical-align: middle; }
${scope} :is(img, video) { max-width: 100%; height: auto; }
`;
}

export type GenerateCssInput = {
  content: string[];
  themeVariables: Record<string, string>;
};

/** Runs Tailwind over the content and returns the scoped stylesheet for the showcase pages. */
export async function generateShowcaseCss({content, themeVariables}: GenerateCssInput): Promise<string> {
  const input = [
    '@tailwind base;',
    '@tailwind components;',
    '@tailwind utilities;',
    declareVariables(SCOPE_SELECTOR, themeVariables),
    scopedBaseCss(SCOPE_SELECTOR),
  ].join('\n');
  const result = await postcss([tailwindcss(createTailwindConfig(content)), scopeDialogElements()]).process(input, {
    from: undefined,
  });
  return result.css;
}
