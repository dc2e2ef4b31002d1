import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findPackageDir, readOhifUiPackage} from '../packageInfo';

const siteDir = path.resolve(__dirname, '../../..');

describe('findPackageDir', () => {
  it('walks up to the nearest node_modules holding the package', () => {
    const exists = (file: unknown) => file === path.join('/a', 'node_modules', '@x', 'y', 'package.json');
    expect(findPackageDir('@x/y', '/a/b/c', exists)).toBe(path.join('/a', 'node_modules', '@x', 'y'));
  });

  it('says which package is missing', () => {
    expect(() => findPackageDir('@x/y', '/a/b', () => false)).toThrow('Cannot find @x/y');
  });
});

describe('readOhifUiPackage', () => {
  it('reports the installed version and the published UMD bundle', () => {
    const pkg = readOhifUiPackage(siteDir);
    const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules/@ohif/ui-next/package.json'), 'utf8'));
    expect(pkg.version).toBe(manifest.version);
    expect(pkg.umdPath.endsWith(path.join('dist', 'ohif-ui-next.umd.js'))).toBe(true);
    expect(fs.existsSync(pkg.umdPath)).toBe(true);
    expect(fs.existsSync(pkg.distCssPath)).toBe(true);
  });
});
