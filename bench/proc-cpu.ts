/**
 * CPU time of processes from /proc (Linux), for the benches' per-request and per-event costs
 * (bench/load.ts, bench/realtime.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = 100;
/** CPU seconds (user + system, plus reaped children's) of a process, from /proc; 0 if it is gone. */
export function cpuSecondsOf(pid: number | null | undefined): number {
  if (pid === null || pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of the line, 12-15 after the command.
    return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
/** The postmaster and its live children (backends, checkpointer, …). */
export function postgresCpuSeconds(dataDir: string): number {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return 0;
  }
  let total = cpuSecondsOf(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += cpuSecondsOf(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}
