import type { Report } from '@contracts/reports';
import type { Column, ExportSource, Lang, Row, Table, Words } from './table';
import { once } from './table';
import * as w from './words';

/*
 * The report summary as tables: a workbook sheet per section (revenue, appointments, leads, diagnostic,
 * rental), each with typed columns; as CSV, the same figures flattened to one row per figure.
 */

const col = (es: string, en: string, type: Column['type'], width?: number): Column => ({
  label: { es, en },
  type,
  ...(width ? { width } : {}),
});
const group = col('Grupo', 'Group', 'text', 16);
const item = col('Concepto', 'Item', 'text', 28);

const period = (lang: Lang) => (lang === 'es' ? 'Periodo' : 'Period');
const previous = (lang: Lang) => (lang === 'es' ? 'Periodo de comparación' : 'Comparison period');
const totals = { es: 'Totales', en: 'Totals' };
const word = (words: Record<string, Words>, key: string, lang: Lang) => words[key]?.[lang] ?? key;

function revenue(report: Report, lang: Lang): { name: Words; columns: Column[]; rows: Row[] } {
  const r = report.revenue;
  const figures = (t: {
    paidMinor: number;
    refundedMinor: number;
    netMinor: number;
    payments: number;
    refunds: number;
  }) => [t.paidMinor, t.refundedMinor, t.netMinor, t.payments, t.refunds];
  const rows: Row[] = [[totals[lang], period(lang), ...figures(r.totals)]];
  if (r.previous) rows.push([totals[lang], previous(lang), ...figures(r.previous)]);
  const byProvider = lang === 'es' ? 'Por proveedor' : 'By provider';
  const byService = lang === 'es' ? 'Por servicio' : 'By service';
  const byPurpose = lang === 'es' ? 'Por concepto' : 'By purpose';
  for (const row of r.byProvider)
    rows.push([byProvider, word(w.providerWords, row.key, lang), ...figures(row)]);
  for (const row of r.byService) rows.push([byService, row.name[lang], ...figures(row)]);
  for (const row of r.byPurpose) rows.push([byPurpose, word(w.purposeWords, row.key, lang), ...figures(row)]);
  const over = lang === 'es' ? 'En el tiempo' : 'Over time';
  for (const point of r.series)
    rows.push([over, point.start, point.paidMinor, point.refundedMinor, point.netMinor, null, null]);
  return {
    name: { es: 'Ingresos', en: 'Revenue' },
    columns: [
      group,
      item,
      col('Cobrado (MXN)', 'Paid (MXN)', 'money'),
      col('Reembolsado (MXN)', 'Refunded (MXN)', 'money'),
      col('Neto (MXN)', 'Net (MXN)', 'money'),
      col('Pagos', 'Payments', 'int'),
      col('Reembolsos', 'Refunds', 'int'),
    ],
    rows,
  };
}

function appointments(report: Report, lang: Lang) {
  const a = report.appointments;
  const figures = (t: Report['appointments']['totals']) => [
    t.booked,
    t.completed,
    t.cancelled,
    t.noShow,
    t.noShowRate,
    t.medianLeadTimeHours,
  ];
  const rows: Row[] = [[totals[lang], period(lang), ...figures(a.totals)]];
  if (a.previous) rows.push([totals[lang], previous(lang), ...figures(a.previous)]);
  const byService = lang === 'es' ? 'Por servicio' : 'By service';
  for (const s of a.byService)
    rows.push([byService, s.name[lang], s.booked, s.completed, s.cancelled, s.noShow, null, null]);
  const over = lang === 'es' ? 'En el tiempo' : 'Over time';
  for (const point of a.series)
    rows.push([over, point.start, point.booked, null, point.cancelled, null, null, null]);
  return {
    name: { es: 'Citas', en: 'Appointments' },
    columns: [
      group,
      item,
      col('Reservadas', 'Booked', 'int'),
      col('Realizadas', 'Completed', 'int'),
      col('Canceladas', 'Cancelled', 'int'),
      col('No asistió', 'No-show', 'int'),
      col('Tasa de inasistencia', 'No-show rate', 'percent'),
      col('Anticipación mediana (h)', 'Median lead time (h)', 'score'),
    ],
    rows,
  };
}

function leads(report: Report, lang: Lang) {
  const l = report.leads;
  const rows: Row[] = [];
  const t = lang === 'es';
  const add = (g: string, i: string, count: number | null, rate: number | null, days: number | null = null) =>
    rows.push([g, i, count, rate, days]);
  add(totals[lang], t ? 'Creados' : 'Created', l.totals.created, null);
  add(totals[lang], t ? 'Ganados' : 'Won', l.totals.won, l.totals.conversionRate, l.totals.medianDaysToWin);
  if (l.previous) {
    add(previous(lang), t ? 'Creados' : 'Created', l.previous.created, null);
    add(
      previous(lang),
      t ? 'Ganados' : 'Won',
      l.previous.won,
      l.previous.conversionRate,
      l.previous.medianDaysToWin,
    );
  }
  for (const s of l.bySource)
    add(t ? 'Por origen' : 'By source', word(w.leadSourceWords, s.key, lang), s.count, null);
  for (const s of l.byStatus)
    add(t ? 'Por estado' : 'By status', word(w.leadStatusWords, s.key, lang), s.count, null);
  for (const s of l.funnel)
    add(t ? 'Embudo' : 'Funnel', word(w.leadStatusWords, s.stage, lang), s.count, s.rate);
  return {
    name: { es: 'Prospectos', en: 'Leads' },
    columns: [
      group,
      item,
      col('Cantidad', 'Count', 'int'),
      col('Conversión', 'Conversion', 'percent'),
      col('Días medianos para ganar', 'Median days to win', 'score'),
    ],
    rows,
  };
}

function diagnostic(report: Report, lang: Lang) {
  const d = report.diagnostic;
  const t = lang === 'es';
  const rows: Row[] = [
    [totals[lang], t ? 'Envíos' : 'Submissions', d.totals.submissions, d.totals.averageOverall],
    [totals[lang], t ? 'Se volvieron citas' : 'Became bookings', d.totals.becameBookings, null],
  ];
  if (d.previous)
    rows.push([
      previous(lang),
      t ? 'Envíos' : 'Submissions',
      d.previous.submissions,
      d.previous.averageOverall,
    ]);
  for (const bin of d.distribution)
    rows.push([
      t ? 'Distribución' : 'Distribution',
      `${bin.from}–${bin.from === 90 ? 100 : bin.from + 9}`,
      bin.count,
      null,
    ]);
  for (const dim of d.dimensions)
    rows.push([t ? 'Dimensiones' : 'Dimensions', dim.name[lang], dim.count, dim.average]);
  for (const level of d.levels)
    rows.push([t ? 'Niveles' : 'Levels', word(w.levelWords, level.key, lang), level.count, null]);
  return {
    name: { es: 'Diagnóstico', en: 'Diagnostic' },
    columns: [
      group,
      item,
      col('Cantidad', 'Count', 'int'),
      col('Puntuación media', 'Average score', 'score'),
    ],
    rows,
  };
}

function rental(report: Report, lang: Lang) {
  const r = report.rental;
  const figures = (x: Report['rental']['totals']) => [
    x.nightsSold,
    x.nightsAvailable,
    x.occupancy,
    x.roomRevenueMinor,
    x.adrMinor,
    x.revparMinor,
    x.stays,
  ];
  const rows: Row[] = [[totals[lang], period(lang), ...figures(r.totals)]];
  if (r.previous) rows.push([totals[lang], previous(lang), ...figures(r.previous)]);
  const over = lang === 'es' ? 'En el tiempo' : 'Over time';
  for (const point of r.series)
    rows.push([over, point.start, point.nightsSold, point.nightsAvailable, null, null, null, null, null]);
  return {
    name: { es: 'Renta', en: 'Rental' },
    columns: [
      group,
      item,
      col('Noches vendidas', 'Nights sold', 'int'),
      col('Noches disponibles', 'Nights available', 'int'),
      col('Ocupación', 'Occupancy', 'percent'),
      col('Ingreso por noches (MXN)', 'Room revenue (MXN)', 'money'),
      col('ADR (MXN)', 'ADR (MXN)', 'money'),
      col('RevPAR (MXN)', 'RevPAR (MXN)', 'money'),
      col('Estancias', 'Stays', 'int'),
    ],
    rows,
  };
}

const sections = [revenue, appointments, leads, diagnostic, rental];

/** A workbook: one sheet per section. */
export function summaryWorkbook(report: Report, lang: Lang): ExportSource {
  let total = 0;
  const tables: Table[] = sections.map((section) => {
    const { name, columns, rows } = section(report, lang);
    total += rows.length;
    return { name, columns, batches: once(rows) };
  });
  // Progress counts rows as the sheets go out, so the total is rows too (not sheets: "120 of 5").
  return { total, tables };
}

/** A CSV: one row per figure — section, group, item, figure, value (money in pesos, shares 0–1), unit. */
export function summaryCsv(report: Report, lang: Lang): ExportSource {
  const rows: Row[] = [];
  for (const section of sections) {
    const { name, columns, rows: sectionRows } = section(report, lang);
    for (const row of sectionRows)
      columns.forEach((column, i) => {
        const value = row[i];
        if (i < 2 || value === null || value === undefined) return;
        const [figure, unit] =
          column.type === 'money'
            ? [(Number(value) / 100).toFixed(2), 'MXN']
            : column.type === 'percent'
              ? [Number(value).toFixed(4), lang === 'es' ? 'proporción' : 'share']
              : [String(value), ''];
        rows.push([
          name[lang],
          row[0] ?? null,
          row[1] ?? null,
          column.label[lang].replace(/ \(MXN\)$/, ''),
          figure,
          unit,
        ]);
      });
  }
  return {
    total: rows.length,
    tables: [
      {
        name: { es: 'Resumen', en: 'Summary' },
        columns: [
          col('Sección', 'Section', 'text'),
          group,
          item,
          col('Cifra', 'Figure', 'text'),
          col('Valor', 'Value', 'number'),
          col('Unidad', 'Unit', 'text'),
        ],
        batches: once(rows),
      },
    ],
  };
}
