// @ts-check
import fs from 'node:fs';
/**
 * Reads the report `/usr/bin/time -v` writes to stderr after the timed command's own output.
 * `cpuMs` is user plus system time of the command and its children: unlike wall time, it
 * hardly grows when other processes share the machine.
 * @param {string} stderr
 * @returns {{maxRssBytes: number, exitStatus: number, cpuMs: number} | undefined}
 */
export function parseGnuTimeVerbose(stderr) {
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  const status = /Exit status: (\d+)/.exec(stderr);
  const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
  const system = /System time \(seconds\): ([\d.]+)/.exec(stderr);
  if (!rss) return undefined;
  return {
    maxRssBytes: Number(rss[1]) * 1024,
    exitStatus: status ? Number(status[1]) : 0,
    cpuMs: Math.round((Number(user?.[1] ?? Number.NaN) + Number(system?.[1] ?? Number.NaN)) * 1000),
  };
}

/**
 * @typedef {{ppid: number, rssPages: number, cpuTicks: number}} ProcStat
 */

/**
 * Adds up `value` over a process and all its descendants, from /proc (Linux).
 * Returns 0 if the process is gone.
 * @param {number} rootPid
 * @param {(pid: number) => ProcStat | undefined} readStat
 * @param {number[]} allPids
 * @param {(stat: ProcStat) => number} value
 */
export function treeTotal(rootPid, readStat, allPids, value) {
  /** @type {Map<number, ProcStat>} */
  const stats = new Map();
  for (const pid of allPids) {
    const stat = readStat(pid);
    if (stat) stats.set(pid, stat);
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = /** @type {number} */ (queue.pop());
    const stat = stats.get(pid);
    if (!stat) continue;
    total += value(stat);
    for (const [child, childStat] of stats) if (childStat.ppid === pid) queue.push(child);
  }
  return total;
}

/**
 * The resident memory of a process and its descendants in bytes, the fallback when GNU time
 * is missing.
 * @param {number} rootPid
 * @param {(pid: number) => ProcStat | undefined} readStat
 * @param {number[]} allPids
 * @param {number} pageSize
 */
export function treeRssBytes(rootPid, readStat, allPids, pageSize = 4096) {
  return treeTotal(rootPid, readStat, allPids, (stat) => stat.rssPages * pageSize);
}

/**
 * Parent pid, resident pages and CPU ticks (user and system time of the process and of its
 * children it has waited for) from the text of /proc/<pid>/stat (the command name in
 * parentheses may itself contain spaces and parentheses).
 * @param {string} text
 * @returns {ProcStat}
 */
export function parseProcStat(text) {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Fields after the name start at field 3 (state): ppid is field 4, utime to cstime 14–17,
  // rss field 24.
  const cpuTicks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  return {ppid: Number(fields[1]), rssPages: Number(fields[21]), cpuTicks};
}

/**
 * The parsed /proc/<pid>/stat of a live process, undefined once it has ended (between a listing
 * and the read, say) or where there is no /proc.
 * @param {number} pid
 */
export function readProcStat(pid) {
  try {
    return parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The pids of every process /proc lists (throws where there is no /proc). */
export function listPids() {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}
