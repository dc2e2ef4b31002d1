import {describe, expect, it} from 'vitest';
import {parseGnuTimeVerbose, parseProcStat, treeRssBytes} from '../gnuTime.mjs';

const REPORT = `[SUCCESS] Generated static files in "build".
\tCommand being timed: "node docusaurus.mjs build"
\tUser time (seconds): 36.91
\tSystem time (seconds): 5.19
\tElapsed (wall clock) time (h:mm:ss or m:ss): 0:33.24
\tMaximum resident set size (kbytes): 1234567
\tExit status: 0
`;

describe('parseGnuTimeVerbose', () => {
  it('reads the peak RSS in bytes, the exit status and the CPU time', () => {
    expect(parseGnuTimeVerbose(REPORT)).toEqual({maxRssBytes: 1234567 * 1024, exitStatus: 0, cpuMs: 42100});
  });

  it('is undefined when the output holds no report', () => {
    expect(parseGnuTimeVerbose('build output only')).toBeUndefined();
  });
});

describe('parseProcStat', () => {
  it('reads ppid, rss and CPU ticks even when the command name has spaces and parentheses', () => {
    const fields = ['S', '42', ...Array.from({length: 19}, () => '0'), '2500', '0'];
    // utime, stime, cutime and cstime.
    fields.splice(11, 4, '30', '12', '7', '1');
    expect(parseProcStat(`123 (node (worker) x) ${fields.join(' ')}`)).toEqual({
      ppid: 42,
      rssPages: 2500,
      cpuTicks: 50,
    });
  });
});

describe('treeRssBytes', () => {
  it('sums a process and its descendants, not unrelated processes', () => {
    const stats = {
      1: {ppid: 0, rssPages: 10, cpuTicks: 0},
      2: {ppid: 1, rssPages: 5, cpuTicks: 0},
      3: {ppid: 2, rssPages: 1, cpuTicks: 0},
      4: {ppid: 9, rssPages: 100, cpuTicks: 0},
    };
    const read = (pid) => stats[pid];
    expect(treeRssBytes(1, read, [1, 2, 3, 4], 1000)).toBe(16000);
    expect(treeRssBytes(7, read, [1, 2, 3, 4], 1000)).toBe(0);
  });
});
