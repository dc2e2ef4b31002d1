import {folderOf, MANIFEST_FILE, selectBundles, SHARED_TAG, type BundleManifest} from '../bundles';
import type {PagefindApi} from './searchClient';

type PagefindRanking = {termFrequency?: number; termSaturation?: number; pageLength?: number; termSimilarity?: number};
type PagefindModule = PagefindApi & {
  options: (options: {basePath: string; baseUrl: string; ranking: PagefindRanking}) => Promise<void>;
  init: () => Promise<void>;
};

/** A bundle's index, and the tags to keep from it when it holds more than the request allows. */
export type SelectedIndex = {index: PagefindApi; filterTags?: string[]};

/**
 * Pagefind's ranking, tuned for API reference: how often a word repeats counts for less than
 * where it stands, so the page titled `DisplaySetService` outranks a code-heavy section that
 * names it twenty times (Pagefind's default term frequency weight is 1).
 */
export const RANKING: PagefindRanking = {termFrequency: 0.3};

const importFromUrl = (url: string): Promise<unknown> => import(/* webpackIgnore: true */ url);

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

function asManifest(value: unknown): BundleManifest {
  const bundles = (value as Partial<BundleManifest> | null)?.bundles;
  const valid =
    Array.isArray(bundles) &&
    bundles.every((bundle) => typeof bundle?.path === 'string' && Array.isArray(bundle.tags) && bundle.tags.every((tag) => typeof tag === 'string'));
  if (!valid) throw new Error(`The search index manifest (${MANIFEST_FILE}) is not valid.`);
  return {bundles};
}

/** Pagefind's own description of a bundle; it never reports a broken one (see `bundleIndex`). */
function checkEntry(value: unknown, url: string): void {
  const entry = value as {version?: unknown; languages?: unknown} | null;
  if (typeof entry?.version !== 'string' || typeof entry.languages !== 'object' || entry.languages === null) {
    throw new Error(`${url} is not a Pagefind index entry.`);
  }
}

/**
 * Longest wait for one Pagefind search. Pagefind 1.4 starts its index in the background and
 * waits forever for an index that failed to load; past this, the search fails and the reader
 * gets the error screen instead of an endless spinner. Generous: a first search on a slow
 * mobile link downloads about 120 KB.
 */
export const SEARCH_TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const withAttempt = (url: string, attempt: number): string => (attempt === 0 ? url : `${url}?retry=${attempt}`);

/**
 * Runs `load` once and keeps its result until it fails or is reset; the next run gets a new
 * attempt number, for a fresh URL: browsers remember a failed module import, and Pagefind
 * remembers a failed index file, so a retry after the network returns must start afresh.
 */
function onceWithRetry<T>(load: (attempt: number) => Promise<T>) {
  let loaded: Promise<T> | undefined;
  let attempt = 0;
  const reset = (): void => {
    loaded = undefined;
    attempt += 1;
  };
  const get = (): Promise<T> => {
    if (loaded) return loaded;
    const current = load(attempt);
    current.catch(() => {
      if (loaded === current) reset();
    });
    loaded = current;
    return current;
  };
  return {get, reset};
}

/**
 * Loads, on first use, what a search needs: the bundle manifest, then the bundles the request's
 * tags call for, each with its own Pagefind module (one module instance serves one index) and
 * kept once loaded. The bundle of a request for a single docs version is requested together
 * with the manifest, since that is the bundle the manifest will name.
 */
export function createIndexLoader(
  indexPath: string,
  importModule: (url: string) => Promise<unknown> = importFromUrl,
  getJson: (url: string) => Promise<unknown> = fetchJson,
) {
  const manifest = onceWithRetry(async (attempt) => asManifest(await getJson(withAttempt(`${indexPath}${MANIFEST_FILE}`, attempt))));
  const bundles = new Map<string, ReturnType<typeof onceWithRetry<PagefindApi>>>();

  function bundleIndex(folder: string): Promise<PagefindApi> {
    let bundle = bundles.get(folder);
    if (!bundle) {
      const basePath = `${indexPath}${folder}`;
      const loaded = onceWithRetry(async (attempt): Promise<PagefindApi> => {
        // Pagefind would swallow a broken entry file and hang; read it first to fail clearly.
        const entryUrl = withAttempt(`${basePath}pagefind-entry.json`, attempt);
        const [module, entry] = await Promise.all([importModule(withAttempt(`${basePath}pagefind.js`, attempt)), getJson(entryUrl)]);
        checkEntry(entry, entryUrl);
        const pagefind = module as PagefindModule;
        await pagefind.options({basePath, baseUrl: '/', ranking: RANKING});
        await pagefind.init();
        // Pagefind fetches index files lazily and keeps a failed one; start afresh next time.
        const search: PagefindApi['search'] = (query, options) =>
          withTimeout(pagefind.search(query, options), SEARCH_TIMEOUT_MS, `No answer from the search index in ${SEARCH_TIMEOUT_MS / 1000} s.`).catch(
            (error: unknown) => (loaded.reset(), Promise.reject(error)),
          );
        return {search};
      });
      bundles.set(folder, loaded);
      bundle = loaded;
    }
    return bundle.get();
  }

  return async function loadIndexes(allowedTags: string[] | undefined): Promise<SelectedIndex[]> {
    const versionTags = allowedTags?.filter((tag) => tag !== SHARED_TAG) ?? [];
    if (versionTags.length === 1) bundleIndex(folderOf(versionTags[0]!)).catch(() => {});
    const {bundles: available} = await manifest.get();
    return Promise.all(
      selectBundles(available, allowedTags).map(async ({bundle, filterTags}) => ({index: await bundleIndex(bundle.path), filterTags})),
    );
  };
}
