import {afterEach, describe, expect, it, vi} from 'vitest';
import {createIndexLoader, RANKING, SEARCH_TIMEOUT_MS} from '../client/indexLoader';

const MANIFEST = {
  bundles: [
    {path: 'docs-default-current/', tags: ['default', 'docs-default-current']},
    {path: 'docs-default-3.8/', tags: ['default', 'docs-default-3.8']},
  ],
};
const ENTRY = {version: '1.4.0', languages: {en: {hash: 'en_1', wasm: 'en', page_count: 3}}};

function pagefindModule(search = vi.fn(async () => ({results: []}))) {
  return {options: vi.fn(async () => {}), init: vi.fn(async () => {}), search};
}

/** The JSON files of an index: the manifest, and each bundle's Pagefind entry. */
const jsonFiles = (manifest: () => Promise<unknown> = async () => MANIFEST, entry: unknown = ENTRY) =>
  vi.fn((url: string) => (url.includes('bundles.json') ? manifest() : Promise.resolve(entry)));

afterEach(() => {
  vi.useRealTimers();
});

describe('createIndexLoader', () => {
  it('loads the manifest once and each bundle once, from its own folder', async () => {
    const module = pagefindModule();
    const importModule = vi.fn(async () => module);
    const getJson = jsonFiles();
    const load = createIndexLoader('/docs/search-index/', importModule, getJson);
    const [first] = await load(['default', 'docs-default-3.8']);
    await load(['default', 'docs-default-3.8']);
    expect(getJson.mock.calls.map(([url]) => url)).toEqual([
      '/docs/search-index/docs-default-3.8/pagefind-entry.json',
      '/docs/search-index/bundles.json',
    ]);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith('/docs/search-index/docs-default-3.8/pagefind.js');
    expect(module.options).toHaveBeenCalledWith({basePath: '/docs/search-index/docs-default-3.8/', baseUrl: '/', ranking: RANKING});
    expect(first!.filterTags).toBeUndefined();
  });

  it("requests a single version's bundle without waiting for the manifest", async () => {
    let answerManifest: (value: unknown) => void = () => {};
    const importModule = vi.fn(async () => pagefindModule());
    const manifest = () => new Promise((resolve) => (answerManifest = resolve));
    const load = createIndexLoader('/search-index/', importModule, jsonFiles(manifest));
    const loading = load(['default', 'docs-default-current']);
    expect(importModule).toHaveBeenCalledWith('/search-index/docs-default-current/pagefind.js');
    answerManifest(MANIFEST);
    await expect(loading).resolves.toHaveLength(1);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('after a failure, tries again from a fresh URL', async () => {
    let online = false;
    const importModule = vi.fn(async () => {
      if (!online) throw new TypeError('offline');
      return pagefindModule();
    });
    const load = createIndexLoader('/search-index/', importModule, jsonFiles());
    await expect(load(['docs-default-3.8'])).rejects.toThrow('offline');
    online = true;
    await expect(load(['docs-default-3.8'])).resolves.toHaveLength(1);
    expect(importModule).toHaveBeenLastCalledWith(expect.stringMatching(/^\/search-index\/docs-default-3\.8\/pagefind\.js\?retry=\d$/));
  });

  it('rejects a manifest or a Pagefind entry that is not one, with a message that says so', async () => {
    const badManifest = createIndexLoader('/search-index/', async () => pagefindModule(), jsonFiles(async () => ({bundles: 'x'})));
    await expect(badManifest(undefined)).rejects.toThrow(/manifest \(bundles\.json\) is not valid/);
    const badEntry = createIndexLoader('/search-index/', async () => pagefindModule(), jsonFiles(undefined, {oops: 1}));
    await expect(badEntry(['docs-default-3.8'])).rejects.toThrow(/docs-default-3\.8\/pagefind-entry\.json is not a Pagefind index entry/);
  });

  it('loads a bundle afresh after one of its searches failed', async () => {
    const search = vi.fn<() => Promise<{results: never[]}>>().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValue({results: []});
    const importModule = vi.fn(async () => pagefindModule(search));
    const load = createIndexLoader('/search-index/', importModule, jsonFiles());
    const [selected] = await load(['default', 'docs-default-current']);
    await expect(selected!.index.search('x')).rejects.toThrow('chunk missing');
    const [again] = await load(['default', 'docs-default-current']);
    await expect(again!.index.search('x')).resolves.toEqual({results: []});
    expect(importModule).toHaveBeenLastCalledWith('/search-index/docs-default-current/pagefind.js?retry=1');
  });

  it('gives up on a search Pagefind never answers, instead of spinning forever', async () => {
    vi.useFakeTimers();
    const search = vi.fn(() => new Promise<never>(() => {}));
    const load = createIndexLoader('/search-index/', async () => pagefindModule(search), jsonFiles());
    const [selected] = await load(['docs-default-current']);
    const answer = selected!.index.search('x');
    const failed = expect(answer).rejects.toThrow(/No answer from the search index/);
    await vi.advanceTimersByTimeAsync(SEARCH_TIMEOUT_MS);
    await failed;
  });
});
