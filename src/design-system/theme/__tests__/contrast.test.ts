import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {readOhifUiPackage} from '../../../../plugins/ohif-ui/packageInfo';
import {readThemeFacts} from '../../../../plugins/ohif-ui/themePresets';
import {CONTRAST_PAIRS, formatRatio, pairContrast, surfaceClass} from '../contrast';

const pkg = readOhifUiPackage(__dirname);
const umd = fs.readFileSync(pkg.umdPath, 'utf8');
const facts = readThemeFacts(umd, fs.readFileSync(pkg.distCssPath, 'utf8'));

/** The class names of every string literal of the bundle that names `className`. */
function classStringsWith(className: string): Array<Set<string>> {
  const found: Array<Set<string>> = [];
  for (let at = umd.indexOf(className); at >= 0; at = umd.indexOf(className, at + 1)) {
    const start = Math.max(umd.lastIndexOf('"', at), umd.lastIndexOf('`', at));
    const end = umd.slice(at).search(/["`]/);
    if (start < 0 || end < 0) continue;
    found.push(new Set(umd.slice(start + 1, at + end).split(/\s+/)));
  }
  return found;
}

describe('contrast pairs', () => {
  it.each(CONTRAST_PAIRS.map((pair) => [`${pair.text} on ${surfaceClass(pair)} over ${pair.over}`, pair] as const))(
    '%s is a pairing the bundle uses',
    (_name, pair) => {
      expect(
        classStringsWith(pair.classes[0]!).some((classes) => pair.classes.every((name) => classes.has(name))),
      ).toBe(true);
      expect(pair.classes).toContain(`text-${pair.text}`);
    },
  );

  it('has a figure for every pair in every theme', () => {
    for (const theme of facts.themes)
      for (const pair of CONTRAST_PAIRS) expect(pairContrast(pair, theme.variables), theme.name).not.toBeNull();
  });

  it("gives the default theme's Button figures: 4.26:1 on background, 3.99:1 on popover, 3.19:1 on hover", () => {
    const defaults = facts.themes[0]!.variables;
    const button = CONTRAST_PAIRS.filter((pair) => pair.where.startsWith('Button, default variant'));
    expect(button.map((pair) => formatRatio(pairContrast(pair, defaults)!))).toEqual(['4.26:1', '3.99:1', '3.19:1']);
  });

  it('says "not set" rather than guessing when a theme lacks a colour', () => {
    expect(pairContrast(CONTRAST_PAIRS[0]!, {foreground: '0 0% 98%'})).toBeNull();
  });
});
