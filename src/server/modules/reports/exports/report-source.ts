import type { DayRange, Report } from '@contracts/reports';
import type { Db } from '../../../platform/db/client';
import { computeReport } from '../report';

/** The summary of an export's period: the report's own figures, compared with the period just before. */
export const reportForExport = (db: Db, range: DayRange, today: string): Promise<Report> =>
  computeReport(db, { preset: 'custom', from: range.from, to: range.to, compare: 'previous' }, today);
