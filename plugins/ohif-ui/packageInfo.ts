import fs from 'node:fs';
import path from 'node:path';

export const OHIF_UI_PACKAGE = '@ohif/ui-next';

/**
 * The installed package's folder, found by walking up `node_modules` folders like Node does.
 * `require.resolve` cannot be used: the package's `exports` point at an unpublished `src/`.
 */
export function findPackageDir(packageName: string, fromDir: string, exists = fs.existsSync): string {
  let dir = path.resolve(fromDir);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', ...packageName.split('/'));
    if (exists(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find ${packageName} in any node_modules above ${fromDir}`);
    dir = parent;
  }
}

export type OhifUiPackage = {
  version: string;
  /** The UMD bundle, the only JavaScript the package publishes. */
  umdPath: string;
  /** The package's compiled stylesheet; read only for its theme variables. */
  distCssPath: string;
};

export function readOhifUiPackage(fromDir: string): OhifUiPackage {
  const dir = findPackageDir(OHIF_UI_PACKAGE, fromDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version?: unknown;
    main?: unknown;
  };
  if (typeof manifest.version !== 'string') throw new Error(`${OHIF_UI_PACKAGE} has no version in its package.json`);
  const main = typeof manifest.main === 'string' ? manifest.main : 'dist/ohif-ui-next.umd.js';
  return {
    version: manifest.version,
    umdPath: path.join(dir, main),
    distCssPath: path.join(dir, 'dist', 'ohif-ui-next.css'),
  };
}
