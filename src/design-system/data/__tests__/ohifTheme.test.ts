import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {COLOR_GROUPS, TYPE_SCALE} from '../ohifTheme';
import {COLOR_TOKENS, FONT_SIZES} from '../../../../plugins/ohif-ui/tailwind';
import {extractRootVariables} from '../../../../plugins/ohif-ui/themeVariables';

const distCss = fs.readFileSync(
  path.resolve(__dirname, '../../../../node_modules/@ohif/ui-next/dist/ohif-ui-next.css'),
  'utf8',
);
const tokens = COLOR_GROUPS.flatMap((group) => group.tokens.map((token) => token.name));

describe('COLOR_GROUPS', () => {
  it('lists each token once, with a use', () => {
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const group of COLOR_GROUPS) for (const token of group.tokens) expect(token.usage.length).toBeGreaterThan(10);
  });

  it('lists only variables the installed library defines, and all of its colour tokens', () => {
    const defined = Object.keys(extractRootVariables(distCss)).map((name) => name.slice(2));
    expect(tokens.filter((token) => !defined.includes(token))).toEqual([]);
    expect([...tokens].sort()).toEqual([...COLOR_TOKENS].sort());
  });
});

describe('TYPE_SCALE', () => {
  it('shows each size the generated stylesheet defines, smallest first', () => {
    const classes = TYPE_SCALE.map((step) => step.className.replace('text-', ''));
    for (const size of classes) expect(FONT_SIZES[size], size).toBeDefined();
    const rems = classes.map((size) => parseFloat(FONT_SIZES[size]!));
    expect(rems).toEqual([...rems].sort((a, b) => a - b));
  });

  it('matches the sizes of the library’s own stylesheet', () => {
    for (const step of TYPE_SCALE) {
      const size = FONT_SIZES[step.className.replace('text-', '')]!;
      const published = new RegExp(`\\.${step.className}\\{font-size:([^;}]+)`).exec(distCss)?.[1];
      expect(published && parseFloat(published), step.className).toBe(parseFloat(size));
    }
  });
});
