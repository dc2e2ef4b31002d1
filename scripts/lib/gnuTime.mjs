// @ts-check
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
 * Sums the resident memory of a process and all its descendants from /proc (Linux), the
 * fallback when GNU time is missing. Returns bytes, 0 if the process is gone.
 * @param {number} rootPid
 * @param {(pid: number) => {ppid: number, rssPages: number} | undefined} readStat
 * @param {number[]} allPids
 * @param {number} pageSize
 */
export function treeRssBytes(rootPid, readStat, allPids, pageSize = 4096) {
  /** @type {Map<number, {ppid: number, rssPages: number}>} */
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
    total += stat.rssPages * pageSize;
    for (const [child, childStat] of stats) if (childStat.ppid === pid) queue.push(child);
  }
  return total;
}

/**
 * Parent pid and resident pages from the text of /proc/<pid>/stat (the command name in
 * parentheses may itself contain spaces and parentheses).
 * @param {string} text
 */
export function parseProcStat(text) {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Fields after the name start at field 3 (state): ppid is field 4, rss field 24.
  return {ppid: Number(fields[1]), rssPages: Number(fields[21])};
}
