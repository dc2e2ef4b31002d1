// @ts-check
/**
 * Pure helpers of `npm run bench:tasks`: the long tasks of a Chromium trace, and what the
 * JavaScript sampled inside each one was, by function and source file.
 */

/**
 * @typedef {{name: string, ph?: string, ts: number, dur?: number, pid: number, tid: number, args?: any}} TraceEvent
 * @typedef {{id: number, callFrame: {functionName: string, url: string, lineNumber: number, columnNumber: number}, children?: number[]}} ProfileNode
 * @typedef {{nodes: ProfileNode[], startTime: number, samples?: number[], timeDeltas?: number[]}} CpuProfile
 * @typedef {{start: number, duration: number, breakdown: Record<string, number>, functions: Array<[string, number]>}} LongTask
 */

/** Rendering and script events summed per task, by their trace name. */
const BREAKDOWN = [
  'EvaluateScript',
  'FunctionCall',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
];

/**
 * Tasks of the page's main thread at least `minMs` long, from navigation start, each with the
 * time per event kind and the functions on the stack (inclusive ms, largest first).
 * @param {TraceEvent[]} events
 * @param {CpuProfile} profile sampled over the same load (same clock as the trace)
 * @param {(node: ProfileNode) => string | undefined} label a function's name and file, or undefined to leave it out
 * @param {number} minMs
 * @returns {LongTask[]}
 */
export function longTasks(events, profile, label, minMs) {
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (/** @type {TraceEvent} */ e) => mainThreads.has(`${e.pid}:${e.tid}`);
  const tasks = events.filter((e) => e.name === 'RunTask' && onMain(e)).sort((a, b) => a.ts - b.ts);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const origin = navigation?.ts ?? tasks[0]?.ts ?? 0;

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** @type {Array<[number, number, number]>} sample time, node id, weight (µs) */
  const samples = [];
  let time = profile.startTime;
  (profile.samples ?? []).forEach((id, index) => {
    time += profile.timeDeltas?.[index] ?? 0;
    samples.push([time, id, profile.timeDeltas?.[index + 1] ?? 0]);
  });

  return tasks
    .filter((task) => (task.dur ?? 0) >= minMs * 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      /** @type {Record<string, number>} */
      const breakdown = {};
      for (const e of events) {
        if (e.ph !== 'X' || e === task || !BREAKDOWN.includes(e.name) || e.ts < task.ts || e.ts >= end) continue;
        if (e.pid !== task.pid || e.tid !== task.tid) continue;
        breakdown[e.name] = (breakdown[e.name] ?? 0) + (e.dur ?? 0) / 1000;
      }
      /** @type {Map<string, number>} */
      const inclusive = new Map();
      for (const [at, id, weight] of samples) {
        if (at < task.ts || at > end) continue;
        const seen = new Set();
        for (let current = id; current !== undefined; current = parents.get(current)) {
          const node = nodes.get(current);
          const name = node && label(node);
          if (name && !seen.has(name)) {
            seen.add(name);
            inclusive.set(name, (inclusive.get(name) ?? 0) + weight / 1000);
          }
        }
      }
      return {
        start: (task.ts - origin) / 1000,
        duration: (task.dur ?? 0) / 1000,
        breakdown,
        functions: [...inclusive].sort((a, b) => b[1] - a[1]),
      };
    });
}
