import { createHash, randomBytes } from 'node:crypto';
import { REPORT_TIME_ZONE } from '@contracts/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { rowsOf } from '../../platform/rate-limit';

/*
 * The visitor identity (ADR 038): hash(the day's secret salt, IP, user agent), cut to 64 bits. One salt per
 * Mexico City day lives in the database so every instance hashes alike; it is created on demand by whichever
 * instance needs it first (insert … on conflict do nothing, then read: the first writer wins everywhere) and
 * deleted once its day is over, after which nobody — us included — can recompute a past day's ids.
 */

// One formatter for every request: building an Intl.DateTimeFormat per call was a tenth of a beacon's CPU.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The Mexico City day of an instant (as contracts/zone-time's dateInZone). */
export const analyticsDay = (at: Date) => dayFormat.format(at);

/** Salts this process has read, by day; days before the newest are forgotten as soon as a new day starts. */
export interface SaltCache {
  get(db: Db, day: string): Promise<Buffer>;
}

export async function saltOfDay(db: DbOrTx, day: string): Promise<Buffer> {
  await db.execute(sql`
    insert into analytics_salts (day, salt) values (${day}::date, decode(${randomBytes(32).toString('hex')}, 'hex'))
    on conflict (day) do nothing`);
  const [row] = rowsOf<{ salt: string }>(
    await db.execute(sql`select encode(salt, 'hex') as salt from analytics_salts where day = ${day}::date`),
  );
  if (!row) throw new Error(`analytics salt of ${day} is missing`);
  return Buffer.from(row.salt, 'hex');
}

export function createSaltCache(): SaltCache {
  const salts = new Map<string, Promise<Buffer>>();
  return {
    get(db, day) {
      let salt = salts.get(day);
      if (!salt) {
        for (const known of salts.keys()) if (known < day) salts.delete(known);
        salt = saltOfDay(db, day);
        // A failed read is not kept: the next request tries again.
        salt.catch(() => salts.delete(day));
        salts.set(day, salt);
      }
      return salt;
    },
  };
}

/** A signed 64-bit integer (PostgreSQL's bigint) from the first 8 bytes of SHA-256(salt, IP, user agent). */
export function visitorIdOf(salt: Buffer, ip: string, userAgent: string): bigint {
  const digest = createHash('sha256').update(salt).update(ip).update('\0').update(userAgent).digest();
  return digest.readBigInt64BE(0);
}

/** Deletes every salt of a day before `today`: past days' ids can no longer be recomputed. */
export async function deletePastSalts(db: DbOrTx, today: string): Promise<number> {
  const rows = rowsOf<{ day: string }>(
    await db.execute(sql`delete from analytics_salts where day < ${today}::date returning day`),
  );
  return rows.length;
}
