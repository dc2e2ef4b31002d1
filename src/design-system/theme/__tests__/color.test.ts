import {describe, expect, it} from 'vitest';
import {hslTripleToCss, hslTripleToHex, parseHslTriple} from '../color';

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
