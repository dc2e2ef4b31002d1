import {parseHslTriple} from '../theme/color';

/** A colour with its alpha; channels 0–255, not rounded (CSS Color 4 keeps the fraction). */
export type Rgba = {r: number; g: number; b: number; a: number};

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

/** WCAG 2.1 AA for normal-size text. */
export const AA_TEXT_RATIO = 4.5;

/** A token's colour: the library's theme values are `H S% L%` triples. */
export function tokenColor(variables: Record<string, string>, paint: Paint): Rgba {
  const value = variables[`--${paint.token}`];
  const hsl = value === undefined ? null : parseHslTriple(value);
  if (!hsl) throw new Error(`The theme has no colour --${paint.token} (found ${JSON.stringify(value)})`);
  const [hue, saturation, lightness] = hsl;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return {r: channel(0), g: channel(8), b: channel(4), a: paint.alpha ?? 1};
}

/** `top` painted over the opaque `bottom` (source-over). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return {r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1};
}

function relativeLuminance({r, g, b}: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio a check describes, with the given theme values. */
export function measureContrast(variables: Record<string, string>, check: ContrastCheck): number {
  const behind = tokenColor(variables, {token: check.behind});
  const background = check.fills.reduce((below, fill) => over(tokenColor(variables, fill), below), behind);
  const text = over(tokenColor(variables, check.text), background);
  const opacity = check.opacity ?? 1;
  const dimmed = (color: Rgba) => over({...color, a: opacity}, behind);
  return contrastRatio(dimmed(text), dimmed(background));
}

/** "4.26:1" */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}
