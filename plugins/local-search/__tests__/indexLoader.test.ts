import {describe, expect, it, vi} from 'vitest';
import {createIndexLoader} from '../client/indexLoader';
import {FILES} from './fixtures';

const MANIFEST = {
  versions: [
    {path: 'docs-default-current/', tags: ['default', 'docs-default-current']},
    {path: 'docs-default-3.8/', tags: ['default', 'docs-default-3.8']},
  ],
};

/** The JSON files of an index, by the end of their URL. */
function jsonFiles(overrides: Record<string, () => Promise<unknown>> = {}) {
  const files: Record<string, () => Promise<unknown>> = {
    'manifest.json': async () => MANIFEST,
    'headings.json': async () => FILES.headings,
    'text-words.json': async () => FILES.textWords,
    'texts.json': async () => FILES.texts,
    ...overrides,
  };
  return vi.fn((url: string) => {
    const name = Object.keys(files).find((file) => url.split('?')[0]!.endsWith(file));
    return name ? files[name]!() : Promise.reject(new Error(`unexpected ${url}`));
  });
}

describe('createIndexLoader', () => {
  it('loads the headings of the version the request asks for, with the manifest, once', async () => {
    const getJson = jsonFiles();
    const {loadVersions} = createIndexLoader('/docs/search-index/', getJson);
    const [first] = await loadVersions(['default', 'docs-default-3.8']);
    await loadVersions(['default', 'docs-default-3.8']);
    expect(getJson.mock.calls.map(([url]) => url)).toEqual([
      '/docs/search-index/docs-default-3.8/headings.json',
      '/docs/search-index/manifest.json',
    ]);
    expect(first!.filterTags).toBeUndefined();
    expect(first!.texts()).toBeUndefined();
  });

  it('loads the text words and texts only when asked, after a first answer', async () => {
    const getJson = jsonFiles();
    const {loadVersions} = createIndexLoader('/i/', getJson);
    const [version] = await loadVersions(['docs-default-current']);
    expect(version!.engine.hasTextWords).toBe(false);
    version!.loadRest();
    await vi.waitFor(() => expect(version!.texts()).toEqual(FILES.texts.texts));
    expect(version!.engine.hasTextWords).toBe(true);
    expect(getJson.mock.calls.map(([url]) => url)).toContain('/i/docs-default-current/text-words.json');
  });

  it('says when the rest arrives: the text words first, then the texts', async () => {
    let releaseTexts: () => void = () => {};
    const texts = new Promise((resolve) => (releaseTexts = () => resolve(FILES.texts)));
    const {loadVersions} = createIndexLoader('/i/', jsonFiles({'texts.json': () => texts}));
    const [version] = await loadVersions(['docs-default-current']);
    const firstGrowth = version!.nextGrowth();
    await version!.loadRest();
    await firstGrowth;
    expect(version!.engine.hasTextWords).toBe(true);
    expect(version!.complete()).toBe(false);
    const secondGrowth = version!.nextGrowth();
    releaseTexts();
    await secondGrowth;
    expect(version!.complete()).toBe(true);
  });

  it('starts loading a version on intent, before any search', async () => {
    const getJson = jsonFiles();
    const {preload} = createIndexLoader('/i/', getJson);
    preload('docs-default-3.8');
    expect(getJson.mock.calls.map(([url]) => url)).toEqual(['/i/docs-default-3.8/headings.json', '/i/manifest.json']);
  });

  it('refuses a damaged file or one of another format, and fetches it afresh next time', async () => {
    let served: unknown = {format: 1, pages: []};
    const getJson = jsonFiles({'headings.json': async () => served});
    const {loadVersions} = createIndexLoader('/i/', getJson);
    await expect(loadVersions(['docs-default-current'])).rejects.toThrow(/not a search index file/);
    served = FILES.headings;
    await expect(loadVersions(['docs-default-current'])).resolves.toHaveLength(1);
    expect(getJson.mock.calls.map(([url]) => url)).toContain('/i/docs-default-current/headings.json?retry=1');
  });

  it('refuses an invalid manifest', async () => {
    const {loadVersions} = createIndexLoader('/i/', jsonFiles({'manifest.json': async () => ({versions: 5})}));
    await expect(loadVersions(undefined)).rejects.toThrow(/manifest/);
  });
});
