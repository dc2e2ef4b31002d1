/**
 * The search index is written as one folder of files per docs version, each also holding the
 * pages outside the docs (tag `default`): a search in one version downloads only that
 * version's files. Used at build time to group records and in the browser to pick folders.
 */

/** One version's folder under the index root, and the `docusaurus_tag`s its files hold. */
export type VersionFolder = {path: string; tags: string[]};

/** Written next to the folders as `manifest.json`. */
export type VersionManifest = {versions: VersionFolder[]};

export const MANIFEST_FILE = 'manifest.json';

/** The tag of pages outside any docs version (home, design system, help…). */
export const SHARED_TAG = 'default';

/** Folder of a docs version's tag: `docs-default-3.8` → `docs-default-3.8/`. */
export const folderOf = (tag: string): string => `${tag.replace(/[^\w.-]/g, '_')}/`;

/** Current version first, the others newest first, so a tie picks the latest docs. */
function compareVersionTags(a: string, b: string): number {
  const current = (tag: string) => (tag.endsWith('-current') ? 0 : 1);
  return current(a) - current(b) || b.localeCompare(a, 'en', {numeric: true});
}

/**
 * Groups tagged items by docs version: one folder per version, each with the shared items too.
 * A site without versioned docs gets one folder of everything.
 */
export function groupByVersion<T extends {tag: string}>(items: T[]): Array<VersionFolder & {items: T[]}> {
  const versionTags = [...new Set(items.map((item) => item.tag).filter((tag) => tag !== SHARED_TAG))].sort(
    compareVersionTags,
  );
  if (versionTags.length === 0) return [{path: folderOf(SHARED_TAG), tags: [SHARED_TAG], items}];
  return versionTags.map((tag) => ({
    path: folderOf(tag),
    tags: [SHARED_TAG, tag],
    items: items.filter((item) => item.tag === tag || item.tag === SHARED_TAG),
  }));
}

/** A version folder to search, and the tags to keep when it holds more than the request allows. */
export type FolderQuery = {folder: VersionFolder; filterTags?: string[]};

/**
 * The fewest folders that answer a request allowed to return `allowedTags` (undefined: any
 * tag). Folders covering more of the allowed tags are taken first; a tag already covered is
 * not searched twice; a filter is set only where a folder holds tags the request excludes.
 */
export function selectVersionFolders(
  folders: VersionFolder[],
  allowedTags = folders.flatMap((folder) => folder.tags),
): FolderQuery[] {
  const allowedIn = (folder: VersionFolder) => folder.tags.filter((tag) => allowedTags.includes(tag));
  const byCoverage = [...folders].sort((a, b) => allowedIn(b).length - allowedIn(a).length);
  const covered = new Set<string>();
  const selected: FolderQuery[] = [];
  for (const folder of byCoverage) {
    const wanted = allowedIn(folder).filter((tag) => !covered.has(tag));
    if (wanted.length === 0) continue;
    for (const tag of wanted) covered.add(tag);
    selected.push(wanted.length === folder.tags.length ? {folder} : {folder, filterTags: wanted});
  }
  return selected;
}
