import type { CsvCommit, CsvPreview, CsvPreviewRow, CsvReservation } from '@contracts/rental-sync';
import { and, eq, inArray } from 'drizzle-orm';
import { badRequest } from '../../../platform/errors';
import type { DbOrTx } from '../../../platform/jobs/queue';
import type { RentalEnv } from '../context';
import { rentalChannelReservations, type RentalChannelReservationRow } from '../sync-schema';
import { parseAirbnbReservationsCsv } from './airbnb-csv';

const CHANNEL = 'airbnb';

const same = (row: RentalChannelReservationRow, r: CsvReservation) =>
  row.status === r.status &&
  row.guestName === r.guestName &&
  row.checkIn === r.checkIn &&
  row.checkOut === r.checkOut &&
  row.nights === r.nights &&
  row.bookedOn === r.bookedOn &&
  row.earningsMinor === r.earningsMinor &&
  row.currency === r.currency;

async function existingByCode(db: DbOrTx, codes: string[]) {
  if (!codes.length) return new Map<string, RentalChannelReservationRow>();
  const rows = await db
    .select()
    .from(rentalChannelReservations)
    .where(
      and(
        eq(rentalChannelReservations.channel, CHANNEL),
        inArray(rentalChannelReservations.confirmationCode, codes),
      ),
    );
  return new Map(rows.map((r) => [r.confirmationCode, r]));
}

/** What importing this file would do, row by row; nothing is written. */
export async function previewReservations(db: DbOrTx, csv: string): Promise<CsvPreview> {
  const parsed = await parseAirbnbReservationsCsv(csv);
  const counts = { insert: 0, update: 0, unchanged: 0, error: 0 };
  if (!parsed.ok)
    return {
      fileError: parsed.error,
      missingColumns: parsed.missingColumns,
      unknownColumns: parsed.unknownColumns,
      rows: [],
      counts,
    };
  const existing = await existingByCode(
    db,
    parsed.rows.flatMap((r) => (r.reservation ? [r.reservation.confirmationCode] : [])),
  );
  const rows: CsvPreviewRow[] = parsed.rows.map((row) => {
    const stored = row.reservation ? existing.get(row.reservation.confirmationCode) : undefined;
    const action: CsvPreviewRow['action'] = !row.reservation
      ? 'error'
      : !stored
        ? 'insert'
        : same(stored, row.reservation)
          ? 'unchanged'
          : 'update';
    counts[action]++;
    return { ...row, action };
  });
  return { fileError: null, missingColumns: [], unknownColumns: parsed.unknownColumns, rows, counts };
}

/**
 * Imports the file in one transaction, all or nothing: a file with any row in error is refused (400), so
 * nothing is half-imported. Rows are keyed by confirmation code: a new code is inserted, a changed one
 * (a cancellation, a new payout) updated, an identical one left alone — importing the same file twice
 * changes nothing.
 */
export async function commitReservations(env: RentalEnv, csv: string): Promise<CsvCommit> {
  return env.db.transaction(async (tx) => {
    const preview = await previewReservations(tx, csv);
    if (preview.fileError) throw badRequest('The file cannot be imported', { csv: [preview.fileError] });
    if (preview.counts.error > 0)
      throw badRequest('Some rows have errors; nothing was imported', { csv: ['rows_with_errors'] });
    const now = env.clock();
    for (const row of preview.rows) {
      const r = row.reservation!;
      if (row.action === 'unchanged') continue;
      await tx
        .insert(rentalChannelReservations)
        .values({ channel: CHANNEL, ...r, importedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [rentalChannelReservations.channel, rentalChannelReservations.confirmationCode],
          set: {
            status: r.status,
            guestName: r.guestName,
            checkIn: r.checkIn,
            checkOut: r.checkOut,
            nights: r.nights,
            bookedOn: r.bookedOn,
            earningsMinor: r.earningsMinor,
            currency: r.currency,
            updatedAt: now,
          },
        });
    }
    return {
      inserted: preview.counts.insert,
      updated: preview.counts.update,
      unchanged: preview.counts.unchanged,
    };
  });
}
