import fs from 'node:fs';
import path from 'node:path';
import type {ComponentDoc, ComponentEntry} from '../../types/docs';

/** The component pages' data folder. */
export const COMPONENT_DATA_DIR = path.resolve(__dirname, '../components');

/**
 * Every component page's data, as `catalog.ts` gives it in the site: one entry per data file,
 * its slug the file's name. The tests read the files with Node, since `require.context` is
 * webpack's.
 */
export async function loadComponentEntries(): Promise<ComponentEntry[]> {
  const files = fs.readdirSync(COMPONENT_DATA_DIR).filter((file) => file.endsWith('.ts'));
  return Promise.all(
    files.map(async (file) => ({
      slug: file.replace(/\.ts$/, ''),
      ...((await import(path.join(COMPONENT_DATA_DIR, file))) as {default: ComponentDoc}).default,
    })),
  );
}
