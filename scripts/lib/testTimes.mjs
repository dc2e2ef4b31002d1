// @ts-check
/**
 * Time per browser-test file, from Playwright's JSON report. Tests of one file run on both
 * workers at once (`fullyParallel`), so a file has two figures: its wall time, from its first
 * test's start to its last test's end, and the summed durations of its tests.
 */

/**
 * @typedef {{startTime: string, duration: number, status: string}} Result
 * @typedef {{file: string, specs?: {tests: {status?: string, results: Result[]}[]}[], suites?: Suite[]}} Suite
 * @typedef {{file: string, wallMs: number, testMs: number, tests: number, skipped: number}} FileTime
 */

/** @param {Suite} suite @returns {{status?: string, results: Result[]}[]} */
function testsOf(suite) {
  return [...(suite.specs ?? []).flatMap((spec) => spec.tests), ...(suite.suites ?? []).flatMap(testsOf)];
}

/**
 * @param {{suites: Suite[]}} report Playwright's JSON report
 * @returns {FileTime[]} one entry per file, slowest wall time first
 */
export function browserFileTimes(report) {
  return report.suites
    .map((suite) => {
      const tests = testsOf(suite);
      const results = tests.flatMap((test) => test.results).filter((result) => result.status !== 'skipped');
      const starts = results.map((result) => Date.parse(result.startTime));
      const ends = results.map((result) => Date.parse(result.startTime) + result.duration);
      return {
        file: suite.file,
        wallMs: results.length > 0 ? Math.max(...ends) - Math.min(...starts) : 0,
        testMs: results.reduce((sum, result) => sum + result.duration, 0),
        tests: tests.length,
        skipped: tests.filter((test) => test.status === 'skipped').length,
      };
    })
    .sort((a, b) => b.wallMs - a.wallMs);
}
