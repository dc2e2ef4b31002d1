import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {measureFindings} from '../index';
import {LIBRARY_FINDINGS} from '../../../src/design-system/data/libraryFindings';

const siteDir = path.resolve(__dirname, '../../..');

describe('library-findings plugin', () => {
  it('measures every contrast finding with the installed package’s theme', async () => {
    const {figures} = await measureFindings(siteDir);
    for (const finding of LIBRARY_FINDINGS) {
      if (!finding.contrast && !finding.remedyContrast) continue;
      expect(figures[finding.id]?.contrast, finding.id).toHaveLength(finding.contrast?.length ?? 0);
      expect(figures[finding.id]?.remedy, finding.id).toHaveLength(finding.remedyContrast?.length ?? 0);
    }
    // The Button default variant on black, as axe measures it in the browser.
    expect(figures['button-default-contrast']?.contrast[0]).toBeCloseTo(4.26, 2);
  });
});
