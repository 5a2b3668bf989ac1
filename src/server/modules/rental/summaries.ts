import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { stays } from './schema';
import { loadSettings } from './settings';

/** What a payment for a stay pays for, as the payment pages, mails and the owner's payments list show it. */
export interface StayPaymentSummary {
  id: string;
  propertyName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  status: string;
  totalMinor: number;
  dueNowMinor: number;
  currency: string;
}

/** Summaries of stays by id (for the payments module, through its hooks). */
export async function staySummaries(db: DbOrTx, ids: string[]): Promise<Map<string, StayPaymentSummary>> {
  if (!ids.length) return new Map();
  const settings = await loadSettings(db);
  const rows = await db
    .select()
    .from(stays)
    .where(inArray(stays.id, [...new Set(ids)]));
  return new Map(
    rows.map((s) => [
      s.id,
      {
        id: s.id,
        propertyName: settings.propertyName,
        checkIn: s.checkIn,
        checkOut: s.checkOut,
        guests: s.guests,
        status: s.status,
        totalMinor: s.totalMinor,
        dueNowMinor: s.dueNowMinor,
        currency: s.currency,
      },
    ]),
  );
}
