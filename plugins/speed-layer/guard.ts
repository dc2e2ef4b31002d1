import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {REPLACEMENTS, type Replacement} from './replacements';

/** The folder of the speed layer, which the table's `by` paths are relative to. */
export const SPEED_LAYER_DIR = __dirname;

/** The hash the table pins: the first 16 hex digits of the file's SHA-256. */
export function fileHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/** A package's folder, found through its entry when its `exports` hide `package.json`. */
export function packageDir(name: string, resolve: (request: string) => string = require.resolve): string {
  try {
    return path.dirname(resolve(`${name}/package.json`));
  } catch {
    let dir = path.dirname(resolve(name));
    while (dir !== path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string}).name === name)
        return dir;
      dir = path.dirname(dir);
    }
    throw new Error(`[speed-layer] cannot find the folder of ${name}`);
  }
}

/** The installed file a row stands in for. */
export const originalFile = (row: Replacement): string => path.join(packageDir(row.package), row.file);

/** What the guard reads of the installed packages (a seam for the unit test). */
export type Installed = {
  version(packageName: string): string | undefined;
  content(row: Replacement): string | undefined;
};

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

export const installedPackages: Installed = {
  version(name) {
    const manifest = readIfExists(path.join(packageDir(name), 'package.json'));
    return manifest === undefined ? undefined : (JSON.parse(manifest) as {version: string}).version;
  },
  content: (row) => readIfExists(originalFile(row)),
};

export type Drift = {row: Replacement; version: string | undefined; hash: string | undefined};

/** Rows whose installed package version or file no longer matches what the table pins. */
export function findDrift(
  rows: readonly Replacement[] = REPLACEMENTS,
  installed: Installed = installedPackages,
): Drift[] {
  return rows.flatMap((row) => {
    const version = installed.version(row.package);
    const content = installed.content(row);
    const hash = content === undefined ? undefined : fileHash(content);
    return version === row.version && hash === row.sha256 ? [] : [{row, version, hash}];
  });
}

function describeDrift({row, version, hash}: Drift): string {
  const versionText = version === row.version ? row.version : `${row.version} → ${version ?? 'not installed'}`;
  const hashText = hash === undefined ? 'file missing' : `sha256 ${row.sha256} → ${hash}`;
  return `  - ${row.package} ${versionText}: ${row.file} (${hashText}), replaced by plugins/speed-layer/${row.by}`;
}

/**
 * Stops the build when a framework file the speed layer stands in for is not the one its
 * replacement was written against: a patch release that changed it would otherwise change
 * nothing we ship, silently.
 */
export function assertReplacementsUnchanged(
  rows: readonly Replacement[] = REPLACEMENTS,
  installed: Installed = installedPackages,
): void {
  const drift = findDrift(rows, installed);
  if (drift.length === 0) return;
  throw new Error(
    [
      `[speed-layer] ${drift.length} framework file(s) that the speed layer replaces changed since they were pinned:`,
      ...drift.map(describeDrift),
      'Compare each with the module of ours that replaces it, bring ours up to date, then pin the new',
      'version and hash in plugins/speed-layer/replacements.ts. SPEED_LAYER=off builds on the stock framework meanwhile.',
    ].join('\n'),
  );
}
