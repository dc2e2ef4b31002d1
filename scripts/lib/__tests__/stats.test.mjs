import {describe, expect, it} from 'vitest';
import {formatKB, percentile} from '../stats.mjs';

describe('percentile', () => {
  it('uses the nearest rank, so the result is always a measured value', () => {
    const values = [15, 20, 35, 40, 50];
    expect(percentile(values, 50)).toBe(35);
    expect(percentile(values, 95)).toBe(50);
    expect(percentile(values, 0)).toBe(15);
    expect(percentile(values, 100)).toBe(50);
  });

  it('does not depend on the order of the values', () => {
    expect(percentile([9, 1, 5, 3, 7], 50)).toBe(5);
  });

  it('gives p95 of 30 values as the 29th smallest', () => {
    const values = Array.from({length: 30}, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(29);
    expect(percentile(values, 50)).toBe(15);
  });

  it('is NaN without values and rejects percentiles outside 0–100', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('formatKB', () => {
  it('counts 1024 bytes to the KB', () => {
    expect(formatKB(155 * 1024)).toBe('155.0');
    expect(formatKB(1536)).toBe('1.5');
  });
});
