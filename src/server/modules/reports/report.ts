import { resolvePeriod } from '@contracts/report-period';
import { REPORT_TIME_ZONE, type DayRange, type Report, type ReportQuery } from '@contracts/reports';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { appointmentFigures, appointmentTotals } from './figures/appointments';
import { diagnosticFigures, diagnosticTotals } from './figures/diagnostic';
import { leadFigures, leadTotals } from './figures/leads';
import { rentalFigures, rentalTotals } from './figures/rental';
import { revenueFigures, revenueTotals } from './figures/revenue';
import { rolledAppointmentFigures, rolledAppointmentTotals } from './rollups/appointments';
import { rolledDiagnosticFigures, rolledDiagnosticTotals } from './rollups/diagnostic';
import { refreshReportRollups } from './rollups/families';
import { rolledLeadFigures, rolledLeadTotals } from './rollups/leads';
import { rolledRevenueFigures, rolledRevenueTotals } from './rollups/revenue';

/*
 * The whole report of a period (GET /api/admin/reports, the summary export, the benchmark): every figure
 * family of the period, and the totals of the period it is compared with.
 */

/** Totals of the comparison period, or null when the report compares with nothing. */
const previousOf = <T>(comparison: DayRange | null, totals: (range: DayRange) => Promise<T>) =>
  comparison ? totals(comparison) : Promise.resolve(null);

/** Where revenue, appointments, leads and diagnostic are summed from: day rollups (ADR 035) or base tables. */
export interface ReportSource {
  /** Straight from the base tables, ignoring the rollups: the tests' reference computation. */
  fresh?: boolean;
}

const FROM_ROLLUPS = {
  revenueFigures: rolledRevenueFigures,
  revenueTotals: rolledRevenueTotals,
  appointmentFigures: rolledAppointmentFigures,
  appointmentTotals: rolledAppointmentTotals,
  leadFigures: rolledLeadFigures,
  leadTotals: rolledLeadTotals,
  diagnosticFigures: rolledDiagnosticFigures,
  diagnosticTotals: rolledDiagnosticTotals,
};
const FROM_BASE_TABLES: typeof FROM_ROLLUPS = {
  revenueFigures,
  revenueTotals,
  appointmentFigures,
  appointmentTotals,
  leadFigures,
  leadTotals,
  diagnosticFigures,
  diagnosticTotals,
};

/** Resolves the query's period against `today` (a Mexico City day); a bad period is a 400 with field codes. */
export async function computeReport(
  db: Db,
  query: ReportQuery,
  today: string,
  source: ReportSource = {},
): Promise<Report> {
  const f = source.fresh ? FROM_BASE_TABLES : FROM_ROLLUPS;
  const resolved = resolvePeriod(query, today);
  if (!resolved.ok) {
    const fields = Object.fromEntries(
      Object.entries(resolved.fields).map(([field, code]) => [field, [code]]),
    );
    throw badRequest('The period is not valid', fields);
  }
  const { period, comparison, bucket } = resolved.value;
  // The rolled figures sum rollups that must be fresh first: refreshed here once, not by each figure.
  if (!source.fresh) await refreshReportRollups(db, comparison ? [period, comparison] : [period]);
  const [
    revenue,
    revenueBefore,
    appointments,
    appointmentsBefore,
    leads,
    leadsBefore,
    diagnostic,
    diagnosticBefore,
    rental,
    rentalBefore,
  ] = await Promise.all([
    f.revenueFigures(db, period, bucket),
    previousOf(comparison, (range) => f.revenueTotals(db, range)),
    f.appointmentFigures(db, period, bucket),
    previousOf(comparison, (range) => f.appointmentTotals(db, range)),
    f.leadFigures(db, period, bucket),
    previousOf(comparison, (range) => f.leadTotals(db, range)),
    f.diagnosticFigures(db, period, bucket),
    previousOf(comparison, (range) => f.diagnosticTotals(db, range)),
    rentalFigures(db, period, bucket),
    previousOf(comparison, (range) => rentalTotals(db, range)),
  ]);
  return {
    period,
    comparison,
    preset: query.preset,
    compare: query.compare,
    bucket,
    currency: 'MXN',
    timeZone: REPORT_TIME_ZONE,
    generatedAt: new Date().toISOString(),
    revenue: { ...revenue, previous: revenueBefore },
    appointments: { ...appointments, previous: appointmentsBefore },
    leads: { ...leads, previous: leadsBefore },
    diagnostic: { ...diagnostic, previous: diagnosticBefore },
    rental: { ...rental, previous: rentalBefore },
  };
}
