import {describe, expect, it} from 'vitest';
import {machineBusyTicks, otherCores} from '../machineLoad.mjs';

describe('machineBusyTicks', () => {
  it('adds up the busy columns of the cpu line, leaving out idle and iowait', () => {
    const stat = 'cpu  100 5 50 1000 20 3 2 10 0 0\ncpu0 50 2 25 500 10 1 1 5 0 0\n';
    expect(machineBusyTicks(stat)).toBe(170);
  });
});

describe('otherCores', () => {
  it("is the machine's busy time less the tree's own, per second of wall time", () => {
    // 10 s at 100 ticks a second: 1500 busy ticks, 1000 of them the benchmark's own.
    expect(otherCores({busy: 0, own: 0, atMs: 0}, {busy: 1500, own: 1000, atMs: 10_000})).toBeCloseTo(0.5);
  });

  it('is undefined without two readings', () => {
    expect(otherCores(undefined, {busy: 1, own: 0, atMs: 1})).toBeUndefined();
  });
});
