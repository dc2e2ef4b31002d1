/**
 * The library stores colours as bare `H S% L%` triples (so Tailwind can add an alpha). These
 * turn a triple into something a reader can paste.
 */
export function parseHslTriple(triple: string): [number, number, number] | null {
  const match = /^\s*(-?[\d.]+)(?:deg)?\s+([\d.]+)%\s+([\d.]+)%\s*$/.exec(triple);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function hslTripleToCss(triple: string): string {
  return `hsl(${triple.trim()})`;
}

export type Rgb = [number, number, number];

/** sRGB channels, 0–255, unrounded so that contrast figures do not drift. */
export function hslTripleToRgb(triple: string): Rgb | null {
  const parsed = parseHslTriple(triple);
  if (!parsed) return null;
  const [hue, saturation, lightness] = parsed;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return [channel(0), channel(8), channel(4)];
}

/** A colour at `alpha` painted over `backdrop`, as the browser composites `bg-primary/85`. */
export function blend(color: Rgb, alpha: number, backdrop: Rgb): Rgb {
  return [0, 1, 2].map((i) => color[i]! * alpha + backdrop[i]! * (1 - alpha)) as Rgb;
}

/** WCAG 2.1 relative luminance. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.1 contrast ratio, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function hslTripleToHex(triple: string): string | null {
  const rgb = hslTripleToRgb(triple);
  if (!rgb) return null;
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
