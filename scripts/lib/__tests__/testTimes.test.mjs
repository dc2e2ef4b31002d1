import {describe, expect, it} from 'vitest';
import {browserFileTimes} from '../testTimes.mjs';

const result = (start, duration, status = 'passed') => ({startTime: new Date(start).toISOString(), duration, status});

describe('browserFileTimes', () => {
  it('gives each file its wall time across workers, its summed test time and its skipped tests', () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{tests: [{status: 'expected', results: [result(1_000, 4_000)]}]}],
          // A describe block, run on the other worker at the same time; a retry counts too.
          suites: [
            {
              file: 'a.spec.ts',
              specs: [{tests: [{status: 'flaky', results: [result(2_000, 1_000, 'failed'), result(3_000, 5_000)]}]}],
            },
          ],
        },
        {file: 'b.spec.ts', specs: [{tests: [{status: 'skipped', results: [result(0, 0, 'skipped')]}]}]},
      ],
    };
    expect(browserFileTimes(report)).toEqual([
      {file: 'a.spec.ts', wallMs: 7_000, testMs: 10_000, tests: 2, skipped: 0},
      {file: 'b.spec.ts', wallMs: 0, testMs: 0, tests: 1, skipped: 1},
    ]);
  });
});
