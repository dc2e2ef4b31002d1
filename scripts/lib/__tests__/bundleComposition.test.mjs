import {describe, expect, it} from 'vitest';
import {packageOf, splitByPackage} from '../bundleComposition.mjs';

describe('packageOf', () => {
  it('names the npm package, scoped or not, innermost first', () => {
    expect(packageOf('./node_modules/react-dom/cjs/react-dom.production.min.js')).toBe('react-dom');
    expect(packageOf('./node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js')).toBe(
      '@docusaurus/theme-classic',
    );
    expect(packageOf('./node_modules/a/node_modules/@b/c/index.js')).toBe('@b/c');
  });

  it('groups the site’s own files by folder', () => {
    expect(packageOf('./.docusaurus/registry.js')).toBe('site: .docusaurus/registry.js');
    expect(packageOf('./src/theme/SearchBar/index.tsx')).toBe('site: src/theme');
    expect(packageOf('./.docusaurus/routes.js + 3 modules (concatenated)')).toBe('site: .docusaurus/routes.js');
    expect(
      packageOf(
        './node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js + 81 modules (concatenated)/src/data/navigation.ts',
      ),
    ).toBe('site: src/data');
  });
});

describe('splitByPackage', () => {
  it('sums leaf modules by package, largest gzip first', () => {
    const tree = {
      label: 'main.js',
      groups: [
        {path: './node_modules/react-dom/a.js', parsedSize: 100, gzipSize: 40},
        {
          label: 'concatenated',
          groups: [
            {path: './node_modules/react/b.js', parsedSize: 10, gzipSize: 5},
            {path: './node_modules/react-dom/c.js', parsedSize: 1, gzipSize: 1},
          ],
        },
      ],
    };
    expect(splitByPackage(tree)).toEqual([
      {name: 'react-dom', parsedBytes: 101, gzipBytes: 41},
      {name: 'react', parsedBytes: 10, gzipBytes: 5},
    ]);
  });
});
