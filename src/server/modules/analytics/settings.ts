import type { AnalyticsSettings } from '@contracts/analytics';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { rowsOf } from '../../platform/rate-limit';

/** The owner's analytics settings: one row, created with the defaults on first read (migration 0023). */

export async function loadAnalyticsSettings(db: DbOrTx): Promise<AnalyticsSettings> {
  const [row] = rowsOf<{ retention_days: number }>(
    await db.execute(sql`select retention_days from analytics_settings where id`),
  );
  return { retentionDays: Number(row?.retention_days ?? 400) };
}

export async function saveAnalyticsSettings(
  db: DbOrTx,
  settings: AnalyticsSettings,
): Promise<AnalyticsSettings> {
  await db.execute(sql`
    insert into analytics_settings (id, retention_days, updated_at) values (true, ${settings.retentionDays}, now())
    on conflict (id) do update set retention_days = excluded.retention_days, updated_at = now()`);
  return loadAnalyticsSettings(db);
}
