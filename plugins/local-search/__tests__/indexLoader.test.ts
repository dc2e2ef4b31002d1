import {describe, expect, it, vi} from 'vitest';
import {createIndexLoader} from '../client/indexLoader';

const pagefindModule = () => ({options: vi.fn(async () => {}), init: vi.fn(async () => {}), search: vi.fn()});

describe('createIndexLoader', () => {
  it('loads the index once and points Pagefind at its folder', async () => {
    const module = pagefindModule();
    const importModule = vi.fn(async () => module);
    const load = createIndexLoader('/docs/search-index/', importModule);
    await load();
    await load();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith('/docs/search-index/pagefind.js');
    expect(module.options).toHaveBeenCalledWith({basePath: '/docs/search-index/', baseUrl: '/'});
  });

  it('after a failure, tries again from a fresh URL', async () => {
    const importModule = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(pagefindModule());
    const load = createIndexLoader('/search-index/', importModule);
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBeDefined();
    expect(importModule).toHaveBeenLastCalledWith('/search-index/pagefind.js?retry=1');
  });
});
