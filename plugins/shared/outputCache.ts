import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where the outputs are kept: beside Docusaurus's own caches, so `npm ci` starts without them. */
export const OUTPUT_CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'ohif-docs');

/** How many outputs of one name the cache keeps. */
export const KEPT_PER_NAME = 4;

/** Everything an output is computed from: text, or files read whole (a missing file counts as one). */
export type CacheInput = {text: string} | {file: string};

/** A hash of the inputs, in their order; each is framed by its length, so no two lists collide. */
export async function hashInputs(inputs: readonly CacheInput[]): Promise<string> {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const content =
      'text' in input
        ? Buffer.from(`text:${input.text}`)
        : await fs.readFile(input.file).catch(() => Buffer.from('none'));
    hash.update(`${content.length}:`).update(content);
  }
  return hash.digest('hex');
}

/**
 * The output of `compute` for these inputs: read from the cache when it holds one for exactly
 * these inputs, else computed and kept. A build that computes the same thing as one before it
 * (the hosted-search build after the build, a restarted `npm start`) skips the work. Sound as
 * long as `inputs` lists everything `compute` reads, code included.
 */
export async function cachedOutput(
  name: string,
  inputs: readonly CacheInput[],
  compute: () => Promise<string>,
  dir = OUTPUT_CACHE_DIR,
): Promise<{output: string; reused: boolean}> {
  const key = await hashInputs([{text: name}, ...inputs]);
  const file = path.join(dir, `${name}-${key}`);
  const cached = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (cached !== undefined) {
    // Marked as used, so that the outputs kept are the latest used.
    const now = new Date();
    await fs.utimes(file, now, now).catch(() => undefined);
    return {output: cached, reused: true};
  }
  const output = await compute();
  await fs.mkdir(dir, {recursive: true});
  // Only the latest few outputs of a name are kept: enough for builds that alternate (search
  // modes, the speed layer on and off), few enough that the folder does not grow.
  const older = await Promise.all(
    (await fs.readdir(dir))
      .filter((entry) => entry.startsWith(`${name}-`) && !entry.endsWith('.tmp'))
      .map(async (entry) => ({entry, time: (await fs.stat(path.join(dir, entry))).mtimeMs})),
  );
  const stale = older.sort((a, b) => b.time - a.time).slice(KEPT_PER_NAME - 1);
  await Promise.all(stale.map(({entry}) => fs.rm(path.join(dir, entry), {force: true})));
  // Written under a temporary name first: a build stopped midway leaves no half file.
  await fs.writeFile(`${file}.tmp`, output);
  await fs.rename(`${file}.tmp`, file);
  return {output, reused: false};
}

/** Every file under a folder that `keep` accepts, sorted, as cache inputs. */
export async function filesUnder(dir: string, keep: (file: string) => boolean = () => true): Promise<CacheInput[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(keep)
    .sort()
    .map((file) => ({file}));
}

/** A plugin's own code (tests left out) as cache inputs. */
export function codeFiles(dir: string): Promise<CacheInput[]> {
  return filesUnder(
    dir,
    (file) => /\.(ts|tsx|js|cjs|mjs|json)$/.test(file) && !file.split(path.sep).includes('__tests__'),
  );
}

/** The folder every match of a glob lies under: its path up to the first segment with a wildcard. */
export function globBase(glob: string): string {
  const segments = glob.split(/[\\/]/);
  const firstWild = segments.findIndex((segment) => /[*?[\]{}!]/.test(segment));
  return segments.slice(0, firstWild < 0 ? segments.length - 1 : firstWild).join(path.sep) || '.';
}
