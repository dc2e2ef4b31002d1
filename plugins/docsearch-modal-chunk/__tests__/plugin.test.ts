import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import os from 'node:os';
import {docSearchAliases, docSearchModuleEntry, MODAL_QUERY, writePageModule} from '../index';

const require = createRequire(import.meta.url);
type Patch = {name: string};
const {applyPatches, patchesFor} = require('../patches.cjs') as {
  applyPatches: (source: string, patches: Patch[]) => string;
  patchesFor: (mode: {localSearch: boolean}) => Patch[];
};

describe('DocSearch entry points', () => {
  it('finds the ES module build of the DocSearch the theme uses', () => {
    const entry = docSearchModuleEntry();
    expect(entry).toMatch(/@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/);
    expect(fs.existsSync(entry)).toBe(true);
  });

  it('refuses a DocSearch without the single ES module bundle it splits', () => {
    const resolve = (request: string) => `/nm/${request}`;
    const manifest = (version: string, module?: string) => () => JSON.stringify({version, module});
    expect(() => docSearchModuleEntry(resolve, manifest('4.7.0', 'dist/esm/index.js'))).toThrow(
      /expects DocSearch 3\.9\.0/,
    );
    expect(() => docSearchModuleEntry(resolve, manifest('3.9.1', 'dist/esm/index.js'))).toThrow(/found 3\.9\.1/);
    expect(() => docSearchModuleEntry(resolve, manifest('3.9.0'))).toThrow(/ES module build/);
    expect(docSearchModuleEntry(resolve, manifest('3.9.0', 'dist/esm/index.js'))).toBe(
      path.join('/nm/@docsearch/react', 'dist/esm/index.js'),
    );
  });

  it('sends the page imports to the trimmed module and the dialog to its own copy', () => {
    const aliases = docSearchAliases('/x/index.js', '/gen/page.js');
    expect(aliases['@docsearch/react/button$']).toBe('/gen/page.js');
    expect(aliases['@docsearch/react/useDocSearchKeyboardEvents$']).toBe('/gen/page.js');
    expect(aliases['@docsearch/react/version$']).toBe('/gen/page.js');
    expect(aliases['@docsearch/react/modal$']).toBe(`/x/index.js${MODAL_QUERY}`);
  });

  it('trims the page module to the button, the shortcut and the version', () => {
    const outFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsearch-page-')), 'page.js');
    writePageModule(docSearchModuleEntry(), outFile);
    const trimmed = fs.readFileSync(outFile, 'utf8');
    expect(trimmed).toMatch(/export\s*\{[^}]*DocSearchButton[^}]*useDocSearchKeyboardEvents[^}]*version/);
    expect(trimmed).not.toContain('DocSearch-Modal');
    expect(trimmed).not.toContain('XMLHttpRequest');
    expect(trimmed.length).toBeLessThan(fs.readFileSync(docSearchModuleEntry(), 'utf8').length / 2);
    // The button's accessible name holds its visible text ("Search", "Ctrl", "K").
    expect(trimmed).toContain('"aria-label": "".concat(');
    expect(trimmed).not.toContain('"+K)"');
  });
});

describe('DocSearch dialog patches', () => {
  const bundle = fs.readFileSync(docSearchModuleEntry(), 'utf8');

  it('keep the error screen in both search modes', () => {
    for (const localSearch of [true, false]) {
      const patched = applyPatches(bundle, patchesFor({localSearch}));
      expect(patched).toMatch(/function\(\)\{\w+\("error"\)\}\)\.finally/);
      expect(patched).not.toMatch(/\.finally\(\(function\(\)\{\w+\("idle"\)/);
    }
  });

  it('leave out the Algolia client with the local index only', () => {
    const algoliaClient = /`appId` is missing/;
    expect(applyPatches(bundle, patchesFor({localSearch: true}))).not.toMatch(algoliaClient);
    expect(applyPatches(bundle, patchesFor({localSearch: false}))).toMatch(algoliaClient);
  });

  it("hand the dialog's refresh to the site with the local index only", () => {
    const handedOver =
      /\.useEffect\(\(function\(\)\{return t\.refreshWhenOutdated&&t\.refreshWhenOutdated\(ne\)\}\),\[ne\]\)/;
    const local = applyPatches(bundle, patchesFor({localSearch: true}));
    expect(local).toMatch(handedOver);
    // Right after the dialog's own effect that searches an initial query, which stays as it was.
    expect(local).toContain('W.length>0&&(ne(),z.current&&z.current.focus())}),[W,ne]),e.useEffect(');
    expect(applyPatches(bundle, patchesFor({localSearch: false}))).not.toContain('refreshWhenOutdated');
  });

  it('refuse a bundle they do not recognise', () => {
    expect(() => applyPatches('function DocSearch(){}', patchesFor({localSearch: false}))).toThrow(/expected 1 match/);
  });
});
