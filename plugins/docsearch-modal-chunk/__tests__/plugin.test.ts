import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docSearchAliases, docSearchModuleEntry, MODAL_QUERY} from '../index';

const require = createRequire(import.meta.url);
const {applyPatches} = require('../patches.cjs') as {applyPatches: (source: string) => string};

describe('DocSearch entry points', () => {
  it('finds the ES module build of the DocSearch the theme uses', () => {
    const entry = docSearchModuleEntry();
    expect(entry).toMatch(/@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/);
    expect(fs.existsSync(entry)).toBe(true);
  });

  it('refuses a DocSearch without the single ES module bundle it splits', () => {
    const resolve = (request: string) => `/nm/${request}`;
    const manifest = (version: string, module?: string) => () => JSON.stringify({version, module});
    expect(() => docSearchModuleEntry(resolve, manifest('4.7.0', 'dist/esm/index.js'))).toThrow(/expects DocSearch 3/);
    expect(() => docSearchModuleEntry(resolve, manifest('3.9.0'))).toThrow(/ES module build/);
    expect(docSearchModuleEntry(resolve, manifest('3.9.0', 'dist/esm/index.js'))).toBe(
      path.join('/nm/@docsearch/react', 'dist/esm/index.js'),
    );
  });

  it('sends the page imports to the module build and the dialog to its own copy', () => {
    const aliases = docSearchAliases('/x/index.js');
    expect(aliases['@docsearch/react/button$']).toBe('/x/index.js');
    expect(aliases['@docsearch/react/useDocSearchKeyboardEvents$']).toBe('/x/index.js');
    expect(aliases['@docsearch/react/modal$']).toBe(`/x/index.js${MODAL_QUERY}`);
  });
});

describe('DocSearch dialog patches', () => {
  it('apply cleanly to the installed DocSearch bundle', () => {
    const patched = applyPatches(fs.readFileSync(docSearchModuleEntry(), 'utf8'));
    expect(patched).toMatch(/function\(\)\{\w+\("error"\)\}\)\.finally/);
    expect(patched).not.toMatch(/\.finally\(\(function\(\)\{\w+\("idle"\)/);
  });

  it('refuse a bundle they do not recognise', () => {
    expect(() => applyPatches('function DocSearch(){}')).toThrow(/expected 1 match/);
  });
});
