import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import {describe, expect, it} from 'vitest';
import {readOhifUiPackage} from '../../../../plugins/ohif-ui/packageInfo';
import {extractRootVariables} from '../../../../plugins/ohif-ui/themeVariables';
import {measureContrast, tokenColor} from '../contrast';
import {AA_NORMAL_TEXT, formatRatio} from '../../theme/contrast';
import {findingFigures, findingsOf, LIBRARY_FINDINGS} from '../libraryFindings';

const siteDir = path.resolve(__dirname, '../../../..');
const slugs = fs
  .readdirSync(path.join(siteDir, 'src/design-system/data/components'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''));
const theme = extractRootVariables(fs.readFileSync(readOhifUiPackage(siteDir).distCssPath, 'utf8'));

describe('contrast of a check (the maths is theme/color.ts)', () => {
  const variables = {'--black': '0 0% 0%', '--white': '0 0% 100%', '--grey': '0 0% 50%'};
  const check = {where: '', text: {token: 'white'}, behind: 'black', fills: [{token: 'black'}]};

  it('reads tokens from the theme, and says which one is missing', () => {
    expect(tokenColor(variables, 'white')).toEqual([255, 255, 255]);
    expect(() => tokenColor(variables, 'missing')).toThrow(/--missing/);
  });

  it('paints the fills bottom up, then the text', () => {
    expect(measureContrast(variables, check)).toBeCloseTo(21, 5);
    // White at 50 % over black is the same grey as the --grey token.
    expect(measureContrast(variables, {...check, fills: [{token: 'white', alpha: 0.5}]})).toBeCloseTo(
      measureContrast(variables, {...check, fills: [{token: 'grey'}]}),
      5,
    );
  });

  it('dims text and fills together for an element at an opacity', () => {
    // White text on black at 50 % over black: grey on black.
    expect(measureContrast(variables, {...check, opacity: 0.5})).toBeCloseTo(
      measureContrast(variables, {...check, text: {token: 'grey'}}),
      5,
    );
    expect(formatRatio(4.2599)).toBe('4.26:1');
  });
});

describe('the library’s own accessibility findings', () => {
  it('have unique ids, name component pages that exist and axe rules that exist', () => {
    const rules = new Set(axe.getRules().map((rule) => rule.ruleId));
    expect(new Set(LIBRARY_FINDINGS.map((finding) => finding.id)).size).toBe(LIBRARY_FINDINGS.length);
    for (const finding of LIBRARY_FINDINGS) {
      expect(finding.components.length, finding.id).toBeGreaterThan(0);
      for (const slug of finding.components) expect(slugs, finding.id).toContain(slug);
      expect(rules, finding.id).toContain(finding.rule);
      expect(finding.defect, finding.id).toMatch(/^[A-Z“].+\.$/);
      expect(finding.remedy, finding.id).toMatch(/^[A-Z“].+\.$/);
    }
    expect(findingsOf('button').map((finding) => finding.id)).toEqual(['button-default-contrast']);
    expect(findingsOf('badge')).toEqual([]);
  });

  it('quote contrasts that are still below AA with the installed theme, and remedies that reach it', () => {
    // A failure here after an upgrade means the library fixed a defect: drop it or its figure.
    const figures = findingFigures(theme);
    for (const finding of LIBRARY_FINDINGS) {
      for (const [index, ratio] of (figures[finding.id]?.contrast ?? []).entries())
        expect(ratio, `${finding.id}: ${finding.contrast![index]!.where}`).toBeLessThan(AA_NORMAL_TEXT);
      for (const [index, ratio] of (figures[finding.id]?.remedy ?? []).entries())
        expect(ratio, `${finding.id}: ${finding.remedyContrast![index]!.where}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });
});
