/**
 * Airbnb's reservations export (the host's "Reservations → Export" CSV, in English), read row by row into
 * reservations or per-row errors. Pure apart from the CSV reader: exceljs's (already a dependency; an RFC 4180
 * reader through fast-csv), with every cell kept as text — its default guesses numbers and dates.
 *
 * - Dates are M/D/YYYY as Airbnb writes them (2026-12-01 is accepted too), real calendar days only.
 * - Money is "$1,234.56", "MX$1,234.56", "US$…", "-$12.00" or a bare number: "MX$" and a bare "$" are pesos
 *   (this site's currency; an account paid in another currency writes its own prefix), "US$" is USD.
 * - A column the reader does not know is listed and ignored; a missing required column refuses the file.
 */
import type { CsvReservation, CsvRowErrorCode } from '@contracts/rental-sync';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { Temporal } from 'temporal-polyfill';

export const REQUIRED_COLUMNS = [
  'Confirmation code',
  'Status',
  'Guest name',
  'Start date',
  'End date',
  'Earnings',
] as const;
const OPTIONAL_COLUMNS = [
  '# of nights',
  'Booked',
  'Contact',
  '# of adults',
  '# of children',
  '# of infants',
  'Listing',
  'Currency',
] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

export interface ParsedRow {
  line: number;
  confirmationCode: string;
  reservation: CsvReservation | null;
  errors: { column: string; code: CsvRowErrorCode }[];
}

export type ParsedFile =
  | { ok: true; rows: ParsedRow[]; unknownColumns: string[] }
  | {
      ok: false;
      error: 'unreadable' | 'empty' | 'missing_columns';
      missingColumns: string[];
      unknownColumns: string[];
    };

const normal = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** M/D/YYYY (or YYYY-MM-DD) → YYYY-MM-DD, or null when it is not a real day. */
export function parseAirbnbDate(value: string): string | null {
  const text = value.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!year || year < 1900 || year > 2199) return null;
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' }).toString();
  } catch {
    return null;
  }
}

const CURRENCY_PREFIXES: [RegExp, string][] = [
  [/^MX\$/i, 'MXN'],
  [/^MXN\s*\$?/i, 'MXN'],
  [/^US\$/i, 'USD'],
  [/^USD\s*\$?/i, 'USD'],
  [/^CA\$/i, 'CAD'],
  [/^€/, 'EUR'],
  [/^\$/, 'MXN'],
];

/** "$1,234.56" → { minor: 123456, currency: 'MXN' }; null when it is not an amount. */
export function parseAirbnbMoney(value: string): { minor: number; currency: string } | null {
  let text = value.trim().replace(/\s/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  }
  let currency = 'MXN';
  for (const [prefix, code] of CURRENCY_PREFIXES)
    if (prefix.test(text)) {
      currency = code;
      text = text.replace(prefix, '');
      break;
    }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  }
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', cents = ''] = text.replace(/,/g, '').split('.');
  const minor = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor) || minor > 2_000_000_000) return null;
  return { minor: negative ? -minor : minor, currency };
}

async function readCells(text: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([text]), {
    map: (value: unknown) => (value == null ? '' : String(value)),
  } as Parameters<typeof workbook.csv.read>[1]);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = (row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)));
    rows[number - 1] = values;
  });
  return Array.from(rows, (r) => r ?? []);
}

/** Reads the whole file; every row is either a reservation or its errors (the caller imports all or none). */
export async function parseAirbnbReservationsCsv(text: string): Promise<ParsedFile> {
  let cells: string[][];
  try {
    cells = await readCells(text);
  } catch {
    return { ok: false, error: 'unreadable', missingColumns: [], unknownColumns: [] };
  }
  const [header = [], ...body] = cells;
  const index = new Map<string, number>();
  const known = new Map<string, Column>(
    [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS].map((c) => [normal(c), c] as [string, Column]),
  );
  const unknownColumns: string[] = [];
  header.forEach((name, i) => {
    const column = known.get(normal(name));
    if (column) index.set(column, i);
    else if (name.trim()) unknownColumns.push(name.trim());
  });
  const missingColumns = REQUIRED_COLUMNS.filter((c) => !index.has(c));
  if (header.every((h) => !h.trim()))
    return { ok: false, error: 'empty', missingColumns: [], unknownColumns: [] };
  if (missingColumns.length) return { ok: false, error: 'missing_columns', missingColumns, unknownColumns };

  const rows: ParsedRow[] = [];
  const seen = new Set<string>();
  body.forEach((cellsOfRow, i) => {
    if (cellsOfRow.every((c) => !c.trim())) return;
    const cell = (column: Column) => {
      const at = index.get(column);
      return at === undefined ? '' : (cellsOfRow[at] ?? '').trim();
    };
    const errors: ParsedRow['errors'] = [];
    const fail = (column: Column, code: CsvRowErrorCode) => errors.push({ column, code });
    const code = cell('Confirmation code');
    if (!code) fail('Confirmation code', 'missing_code');
    else if (seen.has(code)) fail('Confirmation code', 'duplicate_code');
    if (code) seen.add(code);
    const status = cell('Status').toLowerCase();
    if (!status) fail('Status', 'missing_status');
    const guestName = cell('Guest name');
    if (!guestName) fail('Guest name', 'missing_guest');
    const checkIn = parseAirbnbDate(cell('Start date'));
    if (!checkIn) fail('Start date', 'bad_start_date');
    const checkOut = parseAirbnbDate(cell('End date'));
    if (!checkOut) fail('End date', 'bad_end_date');
    let nights = 0;
    if (checkIn && checkOut) {
      nights = Temporal.PlainDate.from(checkIn).until(Temporal.PlainDate.from(checkOut)).days;
      if (nights < 1) fail('End date', 'dates_order');
      const written = cell('# of nights');
      if (written && nights >= 1 && Number(written) !== nights) fail('# of nights', 'bad_nights');
    }
    const bookedText = cell('Booked');
    const bookedOn = bookedText ? parseAirbnbDate(bookedText) : null;
    if (bookedText && !bookedOn) fail('Booked', 'bad_booked_date');
    const money = parseAirbnbMoney(cell('Earnings'));
    if (!money) fail('Earnings', 'bad_earnings');
    const currencyColumn = cell('Currency').toUpperCase();
    if (currencyColumn && !/^[A-Z]{3}$/.test(currencyColumn)) fail('Currency', 'bad_currency');
    rows.push({
      line: i + 2,
      confirmationCode: code,
      errors,
      reservation:
        errors.length === 0
          ? {
              confirmationCode: code,
              status,
              guestName: guestName.slice(0, 200),
              checkIn: checkIn!,
              checkOut: checkOut!,
              nights,
              bookedOn,
              earningsMinor: money!.minor,
              currency: currencyColumn || money!.currency,
            }
          : null,
    });
  });
  return { ok: true, rows, unknownColumns };
}
