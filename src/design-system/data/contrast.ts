import {blend, contrastRatio, hslTripleToRgb, type Rgb} from '../theme/color';

/** A theme token painted at an opacity: `bg-primary/85` is `{token: 'primary', alpha: 0.85}`. */
export type Paint = {token: string; alpha?: number};

/**
 * Text on a stack of fills, as the library's classes paint it. `behind` is the opaque surface
 * the element sits on; `fills` are the element's own backgrounds, bottom up; `opacity` dims the
 * whole element (text and fills) over `behind`, as Tailwind's `opacity-60` does.
 */
export type ContrastCheck = {
  /** Where this is measured, in words: "on black, the viewer’s background". */
  where: string;
  text: Paint;
  behind: string;
  fills: Paint[];
  opacity?: number;
};

/** A token's colour from the theme's `H S% L%` values. */
export function tokenColor(variables: Record<string, string>, token: string): Rgb {
  const value = variables[`--${token}`];
  const rgb = value === undefined ? null : hslTripleToRgb(value);
  if (!rgb) throw new Error(`The theme has no colour --${token} (found ${JSON.stringify(value)})`);
  return rgb;
}

/** The ratio a check describes, with the given theme values (theme/color.ts does the maths). */
export function measureContrast(variables: Record<string, string>, check: ContrastCheck): number {
  const paint = (fill: Paint, below: Rgb) => blend(tokenColor(variables, fill.token), fill.alpha ?? 1, below);
  const behind = tokenColor(variables, check.behind);
  const background = check.fills.reduce((below, fill) => paint(fill, below), behind);
  const text = paint(check.text, background);
  const opacity = check.opacity ?? 1;
  return contrastRatio(blend(text, opacity, behind), blend(background, opacity, behind));
}
