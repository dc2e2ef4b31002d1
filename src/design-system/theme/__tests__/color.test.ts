import {describe, expect, it} from 'vitest';
import {blend, contrastRatio, hslTripleToCss, hslTripleToHex, hslTripleToRgb, parseHslTriple} from '../color';

describe('theme colour triples', () => {
  it('parses the library format', () => {
    expect(parseHslTriple('214 98% 60%')).toEqual([214, 98, 60]);
    expect(parseHslTriple(' 0 62.8% 30.6% ')).toEqual([0, 62.8, 30.6]);
    expect(parseHslTriple('#fff')).toBeNull();
  });

  it('converts to CSS and hex', () => {
    expect(hslTripleToCss('0 0% 0%')).toBe('hsl(0 0% 0%)');
    expect(hslTripleToHex('0 0% 0%')).toBe('#000000');
    expect(hslTripleToHex('0 0% 100%')).toBe('#ffffff');
    expect(hslTripleToHex('0 100% 50%')).toBe('#ff0000');
    expect(hslTripleToHex('120 100% 50%')).toBe('#00ff00');
    expect(hslTripleToHex('214 98% 60%')).toBe('#358cfd');
    expect(hslTripleToHex('not a colour')).toBeNull();
  });
});

describe('contrast', () => {
  const white = hslTripleToRgb('0 0% 100%')!;
  const black = hslTripleToRgb('0 0% 0%')!;

  it('gives the WCAG extremes', () => {
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(black, black)).toBe(1);
    expect(contrastRatio(black, white)).toBe(contrastRatio(white, black));
  });

  it('matches a known pair: #767676 on white is 4.54:1', () => {
    expect(contrastRatio([0x76, 0x76, 0x76], white)).toBeCloseTo(4.54, 2);
  });

  it('composites a translucent colour over its backdrop', () => {
    expect(blend(white, 0.5, black)).toEqual([127.5, 127.5, 127.5]);
    expect(blend([10, 20, 30], 1, black)).toEqual([10, 20, 30]);
  });

  it("reproduces the Button default's figures in the library's own theme", () => {
    // near-white on primary at 85% over black, then on full primary (hover)
    const text = hslTripleToRgb('0 0% 98%')!;
    const primary = hslTripleToRgb('214 98% 60%')!;
    expect(contrastRatio(text, blend(primary, 0.85, black)).toFixed(2)).toBe('4.26');
    expect(contrastRatio(text, primary).toFixed(2)).toBe('3.19');
  });
});
