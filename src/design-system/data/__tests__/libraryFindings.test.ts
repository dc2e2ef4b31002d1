import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import {describe, expect, it} from 'vitest';
import {readOhifUiPackage} from '../../../../plugins/ohif-ui/packageInfo';
import {extractRootVariables} from '../../../../plugins/ohif-ui/themeVariables';
import {AA_TEXT_RATIO, contrastRatio, formatRatio, measureContrast, over, tokenColor} from '../contrast';
import {findingFigures, findingsOf, LIBRARY_FINDINGS} from '../libraryFindings';

const siteDir = path.resolve(__dirname, '../../../..');
const slugs = fs
  .readdirSync(path.join(siteDir, 'src/design-system/data/components'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''));
const theme = extractRootVariables(fs.readFileSync(readOhifUiPackage(siteDir).distCssPath, 'utf8'));

describe('contrast maths', () => {
  const white = {r: 255, g: 255, b: 255, a: 1};
  const black = {r: 0, g: 0, b: 0, a: 1};

  it('gives the WCAG ratios', () => {
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // #777 on white is the classic just-below-AA grey.
    expect(contrastRatio({r: 119, g: 119, b: 119, a: 1}, white)).toBeCloseTo(4.48, 2);
  });

  it('paints a translucent colour over what is behind it', () => {
    expect(over({...white, a: 0.5}, black)).toEqual({r: 127.5, g: 127.5, b: 127.5, a: 1});
    expect(tokenColor({'--x': '0 0% 100%'}, {token: 'x', alpha: 0.85})).toEqual({...white, a: 0.85});
    expect(() => tokenColor({}, {token: 'missing'})).toThrow(/--missing/);
  });

  it('dims text and fills together for an element at an opacity', () => {
    const variables = {'--black': '0 0% 0%', '--white': '0 0% 100%'};
    const check = {where: '', text: {token: 'white'}, behind: 'black', fills: [{token: 'black'}]};
    expect(measureContrast(variables, check)).toBeCloseTo(21, 5);
    // White at 50 % over black against black.
    expect(measureContrast(variables, {...check, opacity: 0.5})).toBeCloseTo(
      contrastRatio({r: 127.5, g: 127.5, b: 127.5, a: 1}, black),
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
        expect(ratio, `${finding.id}: ${finding.contrast![index]!.where}`).toBeLessThan(AA_TEXT_RATIO);
      for (const [index, ratio] of (figures[finding.id]?.remedy ?? []).entries())
        expect(ratio, `${finding.id}: ${finding.remedyContrast![index]!.where}`).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
    }
  });
});
