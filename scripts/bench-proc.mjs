// /proc readings of the bench server and its database backends, for `npm run bench:reports`.
import { readFileSync, writeFileSync } from 'node:fs';

/** The server process's memory (kB): VmRSS now and VmHWM, the peak since the last reset. */
export function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? NaN);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
/** Restarts VmHWM from the current RSS (Linux: writing 5 to clear_refs), so a peak belongs to one step. */
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
export const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

/**
 * CPU milliseconds spent so far by the server and by the database's backends serving it (user + system, from
 * /proc/<pid>/stat at 100 ticks a second). On a busy machine wall times grow with the queue for a core; the
 * CPU a request costs does not, so it is printed beside them.
 */
export async function cpuMs(db, serverPid) {
  const { rows } = await db.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  let ticks = 0;
  for (const pid of [serverPid, ...rows.map((r) => r.pid)]) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // a backend that ended meanwhile
    }
  }
  return ticks * 10;
}
