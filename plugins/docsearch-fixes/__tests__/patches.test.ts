import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {applyPatches} = require('../patches.cjs') as {applyPatches: (source: string) => string};
const modalSource = fs.readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');

describe('DocSearch modal patches', () => {
  it('apply cleanly to the installed DocSearch version', () => {
    const patched = applyPatches(modalSource);
    expect(patched).toContain('maxLength:64}');
    expect(patched).not.toContain('maxLength:512}');
    expect(patched).toMatch(/searchSuggestions:\[\]\.concat\(/);
    expect(patched).toMatch(/function\(\)\{\w+\("error"\)\}\)\.finally/);
  });

  it('refuse a bundle they do not recognise', () => {
    expect(() => applyPatches('function DocSearch(){}')).toThrow(/expected 1 match/);
  });
});
