import { exportColumns, type ExportColumn, type ExportQuery } from '@contracts/contacts';
import { leadStatuses, type LeadStatus } from '@contracts/leads';
import { dateTimeFormat } from '@contracts/intl';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../../platform/db/client';
import { csvDocument, csvField } from '../../../platform/csv';
import { leadConditions, leadOrder } from '../contacts/admin-query';
import { rowColumns, tagsOf, toRow } from '../contacts/admin-service';
import { columnWords, languageWords, sheetWords, sourceWords, statusWords, zoneNote } from './export-words';
import { leads } from '../schema';

type Lang = 'es' | 'en';
const TIME_ZONE = 'America/Mexico_City';
/** A synchronous download: beyond this the owner filters first (the list says how many match). */
export const EXPORT_MAX_ROWS = 100_000;

/** "2026-11-27 14:05" on Mexico City's wall clock (the header states the zone). */
export function mexicoCityTime(value: string | Date): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** "Ana María López" → first "Ana", last "María López" (what HubSpot-style sheets expect). */
export function splitName(name: string | null): { first: string; last: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

export function headerOf(column: ExportColumn, lang: Lang): string {
  const label = columnWords[column][lang];
  return column === 'firstTouch' || column === 'lastActivity' ? `${label} (${zoneNote[lang]})` : label;
}

type Value = string | number | null;

/** The contacts of the query (its filters, or the ids given), each as the export's cells in column order. */
export async function exportRows(db: Db, query: ExportQuery, lang: Lang): Promise<Value[][]> {
  const where = query.ids ? inArray(leads.id, query.ids) : leadConditions(query);
  const rows = await db
    .select(rowColumns)
    .from(leads)
    .where(where)
    .orderBy(...leadOrder({ sort: 'lastActivityAt', order: 'desc' }))
    .limit(EXPORT_MAX_ROWS);
  const tags = await tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((raw) => {
    const row = toRow(raw, tags.get(raw.id));
    const { first, last } = splitName(row.name);
    const status = (leadStatuses as readonly string[]).includes(row.status)
      ? (row.status as LeadStatus)
      : 'new';
    const cells: Record<ExportColumn, Value> = {
      name: row.name,
      firstName: first || null,
      lastName: last || null,
      email: row.email,
      phone: row.phone,
      company: row.company,
      role: row.role,
      status: statusWords[status][lang],
      sources: row.sources.map((s) => sourceWords[s]?.[lang] ?? s).join(', '),
      tags: row.tags.map((t) => t.name).join(', '),
      language: languageWords[row.language][lang],
      firstTouch: mexicoCityTime(row.firstTouchAt),
      lastActivity: mexicoCityTime(row.lastActivityAt),
      events: row.eventCount,
      notes: raw.notes,
      id: row.id,
    };
    return exportColumns.map((column) => cells[column]);
  });
}

/** CSV for spreadsheets: UTF-8 with a BOM, CRLF, formulas defused (platform/csv.ts). */
export function contactsCsv(rows: Value[][], lang: Lang): string {
  const lines = [exportColumns.map((c) => csvField(headerOf(c, lang))).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return csvDocument(lines);
}

const widths: Partial<Record<ExportColumn, number>> = {
  name: 26,
  email: 30,
  phone: 18,
  company: 22,
  sources: 28,
  tags: 22,
  firstTouch: 24,
  lastActivity: 24,
  notes: 40,
  id: 38,
};

/** The same table as a workbook: a bold frozen header, widths, text kept as text (no formulas). */
export async function contactsXlsx(rows: Value[][], lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Estudio';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetWords[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportColumns.map((column) => ({
    key: column,
    width: widths[column] ?? Math.max(12, headerOf(column, lang).length + 2),
  }));
  const header = sheet.addRow(exportColumns.map((c) => headerOf(c, lang)));
  header.font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
