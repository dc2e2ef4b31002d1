import {describe, expect, it} from 'vitest';
import {contrastRatio, parseColor} from '../contrast';
import {darkCodeTheme, lightCodeTheme} from '../codeThemes';

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('%s code theme', (_name, theme) => {
  const background = parseColor(theme.plain.backgroundColor ?? '')!;

  it('has a background colour the check can read', () => {
    expect(background).toBeDefined();
  });

  it('keeps every token colour at 4.5:1 or more against the background (WCAG AA)', () => {
    const colours = [theme.plain.color, ...theme.styles.map((entry) => entry.style.color)].filter(Boolean) as string[];
    const failing = colours.filter((colour) => contrastRatio(parseColor(colour)!, background) < 4.5);
    expect(failing).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#777')!, parseColor('#fff')!)).toBeCloseTo(4.48, 2);
  });
});
