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

export function hslTripleToHex(triple: string): string | null {
  const parsed = parseHslTriple(triple);
  if (!parsed) return null;
  const [hue, saturation, lightness] = parsed;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
