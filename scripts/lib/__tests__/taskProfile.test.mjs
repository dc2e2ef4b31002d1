import {describe, expect, it} from 'vitest';
import {longTasks} from '../taskProfile.mjs';

const MAIN = {pid: 1, tid: 7};
const events = [
  {name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: {name: 'CrRendererMain'}},
  {name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 3, args: {name: 'Compositor'}},
  {name: 'navigationStart', ph: 'R', ts: 1_000, ...MAIN, args: {data: {isLoadingMainFrame: true}}},
  // A 30 ms task with a script run and a layout in it, a 5 ms one, and a long one on another thread.
  {name: 'RunTask', ph: 'X', ts: 11_000, dur: 30_000, ...MAIN},
  {name: 'EvaluateScript', ph: 'X', ts: 11_000, dur: 20_000, ...MAIN},
  {name: 'Layout', ph: 'X', ts: 31_000, dur: 9_000, ...MAIN},
  {name: 'RunTask', ph: 'X', ts: 50_000, dur: 5_000, ...MAIN},
  {name: 'RunTask', ph: 'X', ts: 11_000, dur: 90_000, pid: 2, tid: 3},
];
const frame = (functionName) => ({functionName, url: '', lineNumber: 0, columnNumber: 0});
const profile = {
  nodes: [
    {id: 1, callFrame: frame('(root)'), children: [2]},
    {id: 2, callFrame: frame('hydrate'), children: [3]},
    {id: 3, callFrame: frame('DocItem')},
  ],
  startTime: 10_000,
  // Samples every 2 ms from 12 ms (the last, at 18 ms, with nothing on the stack), then one at
  // 52 ms in the short task. A sample weighs the time to the next one.
  samples: [2, 3, 3, 1, 3],
  timeDeltas: [2_000, 2_000, 2_000, 2_000, 34_000],
};

describe('longTasks', () => {
  it("keeps the main thread's tasks over the threshold, timed from navigation, with what ran in them", () => {
    const tasks = longTasks(events, profile, (node) => node.callFrame.functionName.replace(/^\(root\)$/, ''), 10);
    expect(tasks).toHaveLength(1);
    const [task] = tasks;
    expect(task.start).toBe(10);
    expect(task.duration).toBe(30);
    expect(task.breakdown).toEqual({EvaluateScript: 20, Layout: 9});
    // Inclusive time: hydrate is on the stack of all three samples, DocItem of two.
    expect(task.functions).toEqual([
      ['hydrate', 6],
      ['DocItem', 4],
    ]);
  });
});
