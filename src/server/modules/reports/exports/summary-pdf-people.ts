import { drawBarChart, drawHorizontalBars } from './summary-pdf-charts';
import { countShare, figures, named, type SectionContext } from './summary-pdf-figures';
import { colour } from './summary-pdf-layout';
import { nameOf } from './summary-pdf-words';

/** The sections about people: leads and the diagnostic (src/contracts/reports.ts defines every figure). */

export function leadsSection(c: SectionContext) {
  const { sheet, report, w, f } = c;
  const { totals, previous, bySource, byStatus, funnel } = report.leads;
  const l = w.leads;
  const k = figures(c, totals, previous);
  sheet.section(l.title, 120);
  sheet.kpis([
    k(
      l.created,
      (t) => t.created,
      (v) => f.decimal(v),
    ),
    k(
      l.won,
      (t) => t.won,
      (v) => f.decimal(v),
    ),
    k(
      l.conversion,
      (t) => t.conversionRate,
      (v) => f.ratio(v),
      true,
    ),
    k(
      l.daysToWin,
      (t) => t.medianDaysToWin,
      (v) => f.days(v),
    ),
  ]);

  drawHorizontalBars(
    sheet,
    `${l.funnel} (${l.rate})`,
    funnel.map((stage) => ({
      label: nameOf(w.statuses, stage.stage),
      value: stage.count,
      // The first stage has nothing before it: its count alone.
      text: stage.stage === 'new' ? f.count(stage.count) : `${f.count(stage.count)} · ${f.ratio(stage.rate)}`,
    })),
  );
  const sourced = bySource.reduce((sum, row) => sum + row.count, 0);
  sheet.table(
    [
      { title: l.source, width: 0.4 },
      { title: l.count, width: 0.25, align: 'right' },
    ],
    bySource.map((row) => [nameOf(w.sources, row.key), countShare(f, row.count, sourced)]),
    { title: l.bySource, empty: w.noData },
  );
  const statusTotal = byStatus.reduce((sum, row) => sum + row.count, 0);
  sheet.table(
    [
      { title: l.status, width: 0.4 },
      { title: l.count, width: 0.25, align: 'right' },
    ],
    byStatus.map((row) => [nameOf(w.statuses, row.key), countShare(f, row.count, statusTotal)]),
    { title: l.byStatus, empty: w.noData, total: [w.total, f.count(statusTotal)] },
  );
}

export function diagnosticSection(c: SectionContext) {
  const { sheet, report, w, f } = c;
  const { totals, previous, distribution, dimensions, levels } = report.diagnostic;
  const d = w.diagnostic;
  const n = (v: number | null) => f.decimal(v);
  const k = figures(c, totals, previous);
  sheet.section(d.title, 120);
  sheet.kpis([
    k(d.submissions, (t) => t.submissions, n),
    k(d.average, (t) => t.averageOverall, n),
    k(d.becameBookings, (t) => t.becameBookings, n),
  ]);

  drawBarChart(sheet, {
    empty: w.noData,
    title: d.distribution,
    labels: distribution.map((bin) => `${bin.from}–${bin.from === 90 ? 100 : bin.from + 9}`),
    bars: [{ label: d.results, values: distribution.map((bin) => bin.count), fill: colour.accent }],
    tick: (v) => f.count(v),
    integer: true,
    height: 80,
  });
  sheet.table(
    [
      { title: d.dimension, width: 0.45 },
      { title: d.averageColumn, width: 0.15, align: 'right' },
      { title: d.results, width: 0.15, align: 'right' },
    ],
    dimensions.map((row) => [named(c, row.name), f.decimal(row.average), f.count(row.count)]),
    { title: d.dimensions, empty: w.noData },
  );
  const leveled = levels.reduce((sum, row) => sum + row.count, 0);
  sheet.table(
    [
      { title: d.level, width: 0.4 },
      { title: d.results, width: 0.25, align: 'right' },
    ],
    levels.map((row) => [nameOf(w.levels, row.key), countShare(f, row.count, leveled)]),
    { title: d.levels, empty: w.noData },
  );
}
