import {blend, contrastRatio, hslTripleToRgb, type Rgb} from './color';

/**
 * A text colour on a surface, as a component of the library paints it. `classes` are the class
 * names that appear together in the component's class string in the bundle (a unit test checks
 * that they still do), so each row is a pairing the components really use.
 */
export type ContrastPair = {
  text: string;
  surface: string;
  /** The surface's alpha, as in `bg-primary/85`; 1 when opaque. */
  alpha: number;
  /** What a translucent surface is painted over. */
  over: string;
  /** Where the library uses the pairing. */
  where: string;
  classes: string[];
};

/** WCAG 2.1 AA for text under 18.66px bold or 24px, which is all the library's text in panels. */
export const AA_NORMAL_TEXT = 4.5;

export const CONTRAST_PAIRS: ContrastPair[] = [
  {
    text: 'foreground',
    surface: 'background',
    alpha: 1,
    over: 'background',
    where: 'Default text on the viewport and panel background',
    classes: ['bg-background', 'text-foreground'],
  },
  {
    text: 'muted-foreground',
    surface: 'muted',
    alpha: 1,
    over: 'background',
    where: 'Labels and row titles in panel sections',
    classes: ['bg-muted', 'text-muted-foreground'],
  },
  {
    text: 'card-foreground',
    surface: 'card',
    alpha: 1,
    over: 'background',
    where: 'Text on cards',
    classes: ['bg-card', 'text-card-foreground'],
  },
  {
    text: 'popover-foreground',
    surface: 'popover',
    alpha: 1,
    over: 'background',
    where: 'Menus, select lists and tooltips',
    classes: ['bg-popover', 'text-popover-foreground'],
  },
  {
    text: 'muted-foreground',
    surface: 'popover',
    alpha: 1,
    over: 'background',
    where: 'Secondary text in a popover',
    classes: ['bg-popover', 'text-muted-foreground'],
  },
  {
    text: 'primary-foreground',
    surface: 'primary',
    alpha: 0.85,
    over: 'background',
    where: 'Button, default variant',
    classes: ['bg-primary/85', 'text-primary-foreground'],
  },
  {
    text: 'primary-foreground',
    surface: 'primary',
    alpha: 0.85,
    over: 'popover',
    where: 'Button, default variant, in a menu or popover',
    classes: ['bg-primary/85', 'text-primary-foreground'],
  },
  {
    text: 'primary-foreground',
    surface: 'primary',
    alpha: 1,
    over: 'background',
    where: 'Button, default variant, under the pointer',
    classes: ['hover:bg-primary/100', 'text-primary-foreground'],
  },
  {
    text: 'secondary-foreground',
    surface: 'secondary',
    alpha: 0.85,
    over: 'background',
    where: 'Button, secondary variant',
    classes: ['bg-secondary/85', 'text-secondary-foreground'],
  },
  {
    text: 'primary',
    surface: 'background',
    alpha: 1,
    over: 'background',
    where: 'Button, outline variant; ghost and link buttons',
    classes: ['bg-background', 'text-primary'],
  },
  {
    text: 'primary',
    surface: 'primary',
    alpha: 0.25,
    over: 'background',
    where: 'Button, ghost and outline variants, under the pointer',
    classes: ['hover:bg-primary/25', 'text-primary'],
  },
  {
    text: 'accent-foreground',
    surface: 'accent',
    alpha: 1,
    over: 'background',
    where: 'A menu item under the pointer',
    classes: ['bg-accent', 'text-accent-foreground'],
  },
  {
    text: 'destructive-foreground',
    surface: 'destructive',
    alpha: 1,
    over: 'background',
    where: 'Button, destructive variant',
    classes: ['bg-destructive', 'text-destructive-foreground'],
  },
  {
    text: 'highlight',
    surface: 'background',
    alpha: 1,
    over: 'background',
    where: 'ToolButton, toggled on (transparent over the toolbar)',
    classes: ['bg-transparent', 'text-highlight'],
  },
];

/** How a pair's surface class is written: `bg-primary/85`. */
export function surfaceClass(pair: ContrastPair): string {
  return pair.alpha === 1 ? `bg-${pair.surface}` : `bg-${pair.surface}/${Math.round(pair.alpha * 100)}`;
}

/** The pair's contrast in a theme, or null when the theme lacks one of its colours. */
export function pairContrast(pair: ContrastPair, variables: Record<string, string>): number | null {
  const rgb = (token: string): Rgb | null => {
    const value = variables[token];
    return value === undefined ? null : hslTripleToRgb(value);
  };
  const [text, surface, backdrop] = [rgb(pair.text), rgb(pair.surface), rgb(pair.over)];
  if (!text || !surface || !backdrop) return null;
  return contrastRatio(text, blend(surface, pair.alpha, backdrop));
}

/** `4.26:1`. Whether a pair passes is decided on the unrounded ratio. */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}
