/**
 * The search index is written as one Pagefind bundle per docs version, each also holding the
 * pages outside the docs (tag `default`): a search in one version downloads only that
 * version's index. Used at build time to group records and in the browser to pick bundles.
 */

/** One Pagefind index: its folder under the index root, and the `docusaurus_tag`s it holds. */
export type Bundle = {path: string; tags: string[]};

/** Written next to the bundles as `bundles.json`. */
export type BundleManifest = {bundles: Bundle[]};

export const MANIFEST_FILE = 'bundles.json';

/** The tag of pages outside any docs version (home, design system, help…). */
export const SHARED_TAG = 'default';

/** Bundle folder of a docs version's tag: `docs-default-3.8` → `docs-default-3.8/`. */
export const folderOf = (tag: string): string => `${tag.replace(/[^\w.-]/g, '_')}/`;

/** Current version first, the others newest first, so a tie picks the latest docs. */
function compareVersionTags(a: string, b: string): number {
  const current = (tag: string) => (tag.endsWith('-current') ? 0 : 1);
  return current(a) - current(b) || b.localeCompare(a, 'en', {numeric: true});
}

/**
 * Groups tagged items into bundles: one per docs version, each with the shared items too. A
 * site without versioned docs gets one bundle of everything.
 */
export function groupIntoBundles<T extends {tag: string}>(items: T[]): Array<Bundle & {items: T[]}> {
  const versionTags = [...new Set(items.map((item) => item.tag).filter((tag) => tag !== SHARED_TAG))].sort(compareVersionTags);
  if (versionTags.length === 0) return [{path: folderOf(SHARED_TAG), tags: [SHARED_TAG], items}];
  return versionTags.map((tag) => ({
    path: folderOf(tag),
    tags: [SHARED_TAG, tag],
    items: items.filter((item) => item.tag === tag || item.tag === SHARED_TAG),
  }));
}

/** A bundle to search, and the tags to keep when it holds more than the request allows. */
export type BundleQuery = {bundle: Bundle; filterTags?: string[]};

/**
 * The fewest bundles that answer a request allowed to return `allowedTags` (undefined: any
 * tag). Bundles covering more of the allowed tags are taken first; a tag already covered is
 * not searched twice; a filter is set only where a bundle holds tags the request excludes.
 */
export function selectBundles(bundles: Bundle[], allowedTags = bundles.flatMap((bundle) => bundle.tags)): BundleQuery[] {
  const allowedIn = (bundle: Bundle) => bundle.tags.filter((tag) => allowedTags.includes(tag));
  const byCoverage = [...bundles].sort((a, b) => allowedIn(b).length - allowedIn(a).length);
  const covered = new Set<string>();
  const selected: BundleQuery[] = [];
  for (const bundle of byCoverage) {
    const wanted = allowedIn(bundle).filter((tag) => !covered.has(tag));
    if (wanted.length === 0) continue;
    for (const tag of wanted) covered.add(tag);
    selected.push(wanted.length === bundle.tags.length ? {bundle} : {bundle, filterTags: wanted});
  }
  return selected;
}
