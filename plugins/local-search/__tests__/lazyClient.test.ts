import {describe, expect, it, vi} from 'vitest';
import {createLazyClient} from '../client/lazyClient';
import type {LocalSearchClient} from '../client/searchClient';

const realClient = {search: vi.fn(async () => ({results: []}))} as unknown as LocalSearchClient;

describe('createLazyClient', () => {
  it('loads the real client on the first search only', async () => {
    const load = vi.fn(async () => ({localSearchClient: realClient, preloadIndex: vi.fn()}));
    const client = createLazyClient(load);
    expect(load).not.toHaveBeenCalled();
    await client.search({requests: []});
    await client.search({requests: []});
    expect(load).toHaveBeenCalledTimes(1);
    expect(realClient.search).toHaveBeenCalledTimes(2);
  });

  it('preloads the code and the index of a version on intent', async () => {
    const preloadIndex = vi.fn();
    const load = vi.fn(async () => ({localSearchClient: realClient, preloadIndex}));
    createLazyClient(load).preload('docs-default-3.8');
    await vi.waitFor(() => expect(preloadIndex).toHaveBeenCalledWith('docs-default-3.8'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes the outdated-answer subscription to the client once loaded, and its end', async () => {
    const stop = vi.fn();
    const onAnswerOutdated = vi.fn(() => stop);
    const load = vi.fn(async () => ({
      localSearchClient: {...realClient, onAnswerOutdated} as LocalSearchClient,
      preloadIndex: vi.fn(),
    }));
    const listener = () => {};
    const unsubscribe = createLazyClient(load).onAnswerOutdated(listener);
    await vi.waitFor(() => expect(onAnswerOutdated).toHaveBeenCalledWith(listener));
    unsubscribe();
    expect(stop).toHaveBeenCalled();
  });

  it('tries to load again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{localSearchClient: LocalSearchClient; preloadIndex: (tag: string) => void}>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({localSearchClient: realClient, preloadIndex: vi.fn()});
    const client = createLazyClient(load);
    await expect(client.search({requests: []})).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('offline'),
    });
    await expect(client.search({requests: []})).resolves.toEqual({results: []});
  });
});
