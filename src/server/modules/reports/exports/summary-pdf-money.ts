import type { RevenueTotals } from '@contracts/reports';
import { drawBarChart, drawHeatmap } from './summary-pdf-charts';
import { figures, named, type SectionContext } from './summary-pdf-figures';
import { colour, type Column } from './summary-pdf-layout';
import { nameOf } from './summary-pdf-words';

/*
 * The sections about money and the calendar: revenue, appointments and rental (src/contracts/reports.ts
 * defines every figure).
 */

export function revenueSection(c: SectionContext) {
  const { sheet, report, w, f } = c;
  const { totals, previous, series } = report.revenue;
  const r = w.revenue;
  const money = (v: number | null) => f.maybeMoney(v);
  const k = figures(c, totals, previous);
  sheet.section(r.title, 120);
  sheet.kpis([
    k(r.paid, (t) => t.paidMinor, money),
    k(r.refunded, (t) => t.refundedMinor, money),
    k(r.net, (t) => t.netMinor, money),
    k(
      r.payments,
      (t) => t.payments,
      (v) => f.decimal(v),
    ),
  ]);

  drawBarChart(sheet, {
    empty: w.noData,
    title: `${r.chart} ${w.bucket[report.bucket]}`,
    labels: series.map((p) => f.bucketLabel(p.start, report.bucket)),
    bars: [
      { label: r.paid, values: series.map((p) => p.paidMinor), fill: colour.accent },
      { label: r.refunded, values: series.map((p) => p.refundedMinor), fill: colour.accentSoft },
    ],
    line: { label: r.net, values: series.map((p) => p.netMinor), fill: colour.second },
    tick: (v) => f.compactMoney(v),
    height: 130,
  });

  const columns = (first: string): Column[] => [
    { title: first, width: 0.34 },
    { title: r.payments, width: 0.12, align: 'right' },
    { title: r.paid, width: 0.18, align: 'right' },
    { title: r.refunded, width: 0.18, align: 'right' },
    { title: r.net, width: 0.18, align: 'right' },
  ];
  const row = (name: string, t: RevenueTotals) => [
    name,
    f.count(t.payments),
    f.money(t.paidMinor),
    f.money(t.refundedMinor),
    f.money(t.netMinor),
  ];
  const total = row(w.total, totals);
  const { byProvider, byPurpose, byService } = report.revenue;
  sheet.table(
    columns(r.provider),
    byProvider.map((p) => row(nameOf(w.providers, p.key), p)),
    { title: r.byProvider, empty: w.noData, total },
  );
  sheet.table(
    columns(r.purpose),
    byPurpose.map((p) => row(nameOf(w.purposes, p.key), p)),
    { title: r.byPurpose, empty: w.noData, total },
  );
  sheet.table(
    columns(r.service),
    byService.map((s) => row(named(c, s.name), s)),
    { title: r.byService, empty: w.noData },
  );
}

export function appointmentsSection(c: SectionContext) {
  const { sheet, report, w, f } = c;
  const { totals, previous, series, byService } = report.appointments;
  const a = w.appointments;
  const n = (v: number | null) => f.decimal(v);
  const k = figures(c, totals, previous);
  sheet.section(a.title, 120);
  sheet.kpis([
    k(a.booked, (t) => t.booked, n),
    k(a.completed, (t) => t.completed, n),
    k(a.cancelled, (t) => t.cancelled, n),
    k(a.confirmed, (t) => t.confirmed, n),
    k(a.noShow, (t) => t.noShow, n),
    k(
      a.noShowRate,
      (t) => t.noShowRate,
      (v) => f.ratio(v),
      true,
    ),
    k(
      a.leadTime,
      (t) => t.medianLeadTimeHours,
      (v) => f.hours(v),
    ),
  ]);

  drawBarChart(sheet, {
    empty: w.noData,
    title: `${a.chart} ${w.bucket[report.bucket]}`,
    labels: series.map((p) => f.bucketLabel(p.start, report.bucket)),
    bars: [
      { label: a.booked, values: series.map((p) => p.booked), fill: colour.accent },
      { label: a.cancelled, values: series.map((p) => p.cancelled), fill: colour.accentSoft },
    ],
    tick: (v) => f.count(v),
    integer: true,
    height: 90,
  });

  drawHeatmap(sheet, {
    title: a.heatmap,
    cells: report.appointments.heatmap,
    weekdays: f.weekdays,
    empty: w.noData,
  });

  sheet.table(
    [
      { title: a.service, width: 0.4 },
      { title: a.booked, width: 0.15, align: 'right' },
      { title: a.completed, width: 0.15, align: 'right' },
      { title: a.cancelled, width: 0.15, align: 'right' },
      { title: a.noShow, width: 0.15, align: 'right' },
    ],
    byService.map((s) => [
      named(c, s.name),
      f.count(s.booked),
      f.count(s.completed),
      f.count(s.cancelled),
      f.count(s.noShow),
    ]),
    { title: a.byService, empty: w.noData },
  );
}

export function rentalSection(c: SectionContext) {
  const { sheet, report, w, f } = c;
  const { totals, previous, series } = report.rental;
  const r = w.rental;
  const n = (v: number | null) => f.decimal(v);
  const money = (v: number | null) => f.maybeMoney(v);
  const k = figures(c, totals, previous);
  sheet.section(r.title, 120);
  sheet.kpis([
    k(r.nightsSold, (t) => t.nightsSold, n),
    k(r.nightsAvailable, (t) => t.nightsAvailable, n),
    k(
      r.occupancy,
      (t) => t.occupancy,
      (v) => f.ratio(v),
      true,
    ),
    k(r.stays, (t) => t.stays, n),
    k(r.roomRevenue, (t) => t.roomRevenueMinor, money),
    k(r.adr, (t) => t.adrMinor, money),
    k(r.revpar, (t) => t.revparMinor, money),
  ]);

  drawBarChart(sheet, {
    empty: w.noData,
    title: `${r.chart} ${w.bucket[report.bucket]}`,
    labels: series.map((p) => f.bucketLabel(p.start, report.bucket)),
    bars: [
      { label: r.nightsAvailable, values: series.map((p) => p.nightsAvailable), fill: colour.rule },
      { label: r.nightsSold, values: series.map((p) => p.nightsSold), fill: colour.accent },
    ],
    overlay: true,
    tick: (v) => f.count(v),
    integer: true,
    height: 80,
  });
}
