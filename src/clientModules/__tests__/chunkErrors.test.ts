import {describe, expect, it} from 'vitest';
import {isChunkLoadError} from '../chunkErrors';

describe('isChunkLoadError', () => {
  it('recognises webpack and Rspack chunk failures', () => {
    const named = Object.assign(new Error('Loading chunk 370 failed.'), {name: 'ChunkLoadError'});
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.\n(/assets/css/12.css)'))).toBe(true);
  });

  it('ignores other failures', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
