import {folderOf, MANIFEST_FILE, selectVersionFolders, SHARED_TAG, type VersionManifest} from '../versionFolders';
import {VersionSearch} from './engine';
import {
  HEADINGS_FILE,
  INDEX_FORMAT,
  TEXT_WORDS_FILE,
  TEXTS_FILE,
  type HeadingsFile,
  type TextsFile,
  type TextWordsFile,
} from './indexFormat';

/** One docs version's index as loaded so far, and the tags to keep from it when it holds more than the request allows. */
export type SelectedVersion = {
  engine: VersionSearch;
  /** The sections' text for excerpts, once loaded. */
  texts: () => string[] | undefined;
  /**
   * Starts loading the rest of the version's index (text words, then texts); safe to call
   * often. Resolves once the text words are in (answers then hold body matches; excerpts may
   * follow), rejects when they could not be loaded.
   */
  loadRest: () => Promise<void>;
  /** Whether the rest is in: text words and texts. */
  complete: () => boolean;
  /** Resolves the next time part of the rest is added: an answer given before may have changed. */
  nextGrowth: () => Promise<void>;
  filterTags?: string[];
};

function asManifest(value: unknown): VersionManifest {
  const versions = (value as Partial<VersionManifest> | null)?.versions;
  const valid =
    Array.isArray(versions) &&
    versions.every(
      (folder) =>
        typeof folder?.path === 'string' &&
        Array.isArray(folder.tags) &&
        folder.tags.every((tag) => typeof tag === 'string'),
    );
  if (!valid) throw new Error(`The search index manifest (${MANIFEST_FILE}) is not valid.`);
  return {versions};
}

/** Refuses a file of another format or a damaged one before the engine misreads it. */
function checkFormat<T>(value: unknown, url: string, arrays: string[]): T {
  const file = value as Record<string, unknown> | null;
  if (file?.format !== INDEX_FORMAT || !arrays.every((key) => Array.isArray(file[key]))) {
    throw new Error(`${url} is not a search index file of format ${INDEX_FORMAT}.`);
  }
  return value as T;
}

/** A promise and what resolves it. */
function signal(): {promise: Promise<void>; resolve: () => void} {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return {promise, resolve};
}

const withAttempt = (url: string, attempt: number): string => (attempt === 0 ? url : `${url}?retry=${attempt}`);

/**
 * Runs `load` once and keeps its result until it fails; the next run gets a new attempt
 * number, for a fresh URL, so a retry after the network returns does not meet a failed
 * response the browser kept.
 */
function onceWithRetry<T>(load: (attempt: number) => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  let attempt = 0;
  return () => {
    if (loaded) return loaded;
    const current = load(attempt);
    current.catch(() => {
      if (loaded === current) {
        loaded = undefined;
        attempt += 1;
      }
    });
    loaded = current;
    return current;
  };
}

/**
 * Loads, on first use, what a search needs: the manifest of version folders, then for each
 * version the request calls for its headings file (enough for a first answer), kept once
 * loaded. The rest of a version (its text words, then its texts) is loaded when `loadRest` is
 * called, after a first answer, so it never delays one.
 */
export function createIndexLoader(indexPath: string, getJson: (url: string) => Promise<unknown>) {
  const manifest = onceWithRetry(async (attempt) =>
    asManifest(await getJson(withAttempt(`${indexPath}${MANIFEST_FILE}`, attempt))),
  );
  const versions = new Map<string, () => Promise<Omit<SelectedVersion, 'filterTags'>>>();

  function version(folder: string) {
    let get = versions.get(folder);
    if (get) return get();
    const base = `${indexPath}${folder}`;
    get = onceWithRetry(async (attempt) => {
      const url = withAttempt(`${base}${HEADINGS_FILE}`, attempt);
      const engine = new VersionSearch(
        checkFormat<HeadingsFile>(await getJson(url), url, ['pages', 'sections', 'words', 'postings', 'synonyms']),
      );
      let texts: string[] | undefined;
      let growth = signal();
      const grew = () => {
        growth.resolve();
        growth = signal();
      };
      const textWords = onceWithRetry(async (restAttempt) => {
        const wordsUrl = withAttempt(`${base}${TEXT_WORDS_FILE}`, restAttempt);
        engine.addTextWords(checkFormat<TextWordsFile>(await getJson(wordsUrl), wordsUrl, ['words', 'sections']));
        grew();
      });
      const sectionTexts = onceWithRetry(async (restAttempt) => {
        const textsUrl = withAttempt(`${base}${TEXTS_FILE}`, restAttempt);
        texts = checkFormat<TextsFile>(await getJson(textsUrl), textsUrl, ['texts']).texts;
        grew();
      });
      // The texts only after the text words, so the two never share a slow network. A failed
      // download is retried at the next search; answers meanwhile come from what is loaded.
      const loadRest = () => {
        const words = textWords();
        words.then(sectionTexts).catch(() => {});
        return words;
      };
      return {
        engine,
        texts: () => texts,
        loadRest,
        complete: () => engine.hasTextWords && texts !== undefined,
        nextGrowth: () => growth.promise,
      };
    });
    versions.set(folder, get);
    return get();
  }

  /** Starts loading what a search in the version of `tag` needs first, without waiting for the manifest. */
  function preload(tag: string): void {
    if (tag !== SHARED_TAG) version(folderOf(tag)).catch(() => {});
    manifest().catch(() => {});
  }

  async function loadVersions(allowedTags: string[] | undefined): Promise<SelectedVersion[]> {
    const versionTags = allowedTags?.filter((tag) => tag !== SHARED_TAG) ?? [];
    if (versionTags.length === 1) preload(versionTags[0]!);
    const {versions: available} = await manifest();
    return Promise.all(
      selectVersionFolders(available, allowedTags).map(async ({folder, filterTags}) => ({
        ...(await version(folder.path)),
        filterTags,
      })),
    );
  }

  return {loadVersions, preload};
}

export type IndexLoader = ReturnType<typeof createIndexLoader>;
