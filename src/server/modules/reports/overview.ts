import { REPORT_TIME_ZONE } from '@contracts/reports';
import type { Overview } from '@contracts/overview';
import type { Db } from '../../platform/db/client';
import { appointmentsCard, staysCard } from './overview-bookings';
import { overviewDays } from './overview-days';
import { paymentsCard, revenueCard } from './overview-money';
import { diagnosticCard, leadsCard } from './overview-people';

/**
 * GET /api/admin/overview: what needs the owner today (contracts/overview.ts). `now` is a parameter so the
 * days it speaks of are fixed in tests; each card is a couple of aggregate queries, none loads a table.
 */
export async function overview(db: Db, now: Date): Promise<Overview> {
  const days = overviewDays(now);
  const [appointments, payments, leads, diagnostic, stays, revenue] = await Promise.all([
    appointmentsCard(db, days, now),
    paymentsCard(db, days, now),
    leadsCard(db, days),
    diagnosticCard(db, days),
    staysCard(db, days),
    revenueCard(db, days),
  ]);
  return {
    today: days.today,
    week: days.week,
    timeZone: REPORT_TIME_ZONE,
    currency: 'MXN',
    generatedAt: now.toISOString(),
    appointments,
    payments,
    leads,
    diagnostic,
    stays,
    revenue,
  };
}
