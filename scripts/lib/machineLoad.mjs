// @ts-check
/**
 * How busy the machine was with other work while the benchmark measured. The 1-minute load
 * average after a Lighthouse row mostly counts the row itself (Chromium and Lighthouse keep
 * about two cores busy), so it cannot tell a busy machine from a working benchmark. Linux's
 * /proc can: the CPU time the whole machine spent, less the time of the benchmark's own
 * process tree (itself, Chromium and its renderers, the static server), is other processes'.
 */
import fs from 'node:fs';
import {listPids, readProcStat, treeTotal} from './gnuTime.mjs';

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux's usual builds). */
const TICKS_PER_SECOND = 100;

/**
 * Busy CPU ticks of the whole machine, from /proc/stat's first (`cpu`) line: all but idle
 * and iowait.
 * @param {string} procStat
 */
export function machineBusyTicks(procStat) {
  const fields = (procStat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

/**
 * A reading of the machine's and this process tree's CPU time, or undefined without /proc.
 * @param {number} [rootPid]
 * @returns {{busy: number, own: number, atMs: number} | undefined}
 */
export function sampleCpu(rootPid = process.pid) {
  try {
    const own = treeTotal(rootPid, readProcStat, listPids(), (stat) => stat.cpuTicks);
    return {busy: machineBusyTicks(fs.readFileSync('/proc/stat', 'utf8')), own, atMs: Date.now()};
  } catch {
    return undefined;
  }
}

/**
 * Cores that other processes kept busy, on average, between two readings.
 * @param {ReturnType<typeof sampleCpu>} start
 * @param {ReturnType<typeof sampleCpu>} end
 * @returns {number | undefined}
 */
export function otherCores(start, end) {
  if (!start || !end || end.atMs <= start.atMs) return undefined;
  const others = end.busy - start.busy - (end.own - start.own);
  return Math.max(0, others) / (((end.atMs - start.atMs) / 1000) * TICKS_PER_SECOND);
}
