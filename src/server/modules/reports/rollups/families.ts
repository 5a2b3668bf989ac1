import type { DayRange } from '@contracts/reports';
import type { Db } from '../../../platform/db/client';
import { recompute as appointments } from './appointments';
import { refreshRollups, type Recompute, type RollupFamily } from './days';
import { recompute as diagnostic } from './diagnostic';
import { recompute as leads } from './leads';
import { recompute as revenue } from './revenue';

/** Every rollup family and the statements that compute its rows. */
export const ROLLUP_FAMILIES: Record<RollupFamily, Recompute> = { revenue, appointments, leads, diagnostic };

/**
 * Brings every family's rollups for a report's ranges (its period and comparison) up to date before the
 * report sums them. One family after another, each in one pass over both ranges: a report holds at most one
 * refresh connection and one advisory lock at a time, never one per figure (ADR 035).
 */
export async function refreshReportRollups(db: Db, ranges: readonly DayRange[]): Promise<void> {
  for (const [family, recompute] of Object.entries(ROLLUP_FAMILIES) as [RollupFamily, Recompute][])
    await refreshRollups(db, family, ranges, recompute);
}
