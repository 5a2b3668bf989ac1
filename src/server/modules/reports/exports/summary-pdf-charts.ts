import { colour, MARGIN, WIDTH, type Sheet } from './summary-pdf-layout';

/*
 * The summary's charts, drawn with pdfkit's vector primitives (crisp at any zoom, no image library): grouped
 * bars over time with an optional line on top, and horizontal bars for a funnel. Each chart is kept whole on
 * one page.
 */

export interface BarSeries {
  label: string;
  values: number[];
  fill: string;
}

export interface BarChart {
  /** The chart's small title, kept on its page. */
  title: string;
  /** One label per bucket (the bucket's first day). */
  labels: string[];
  bars: BarSeries[];
  /** Drawn over the bars, point by point (e.g. net revenue, which may dip below zero). */
  line?: BarSeries;
  /** An axis tick's text. */
  tick: (value: number) => string;
  /** Counts: grid lines on whole numbers only. */
  integer?: boolean;
  /** Bars drawn over each other, the first behind (a part over its whole), rather than side by side. */
  overlay?: boolean;
  /** Said instead of the chart when every value is zero. */
  empty: string;
  height: number;
}

const TITLE = 17;
const AXIS = 48;
const LEGEND = 16;
const LABELS = 14;

/** A round step for about four grid lines over `span`. */
function niceStep(span: number, integer: boolean): number {
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw)! * power;
  return integer ? Math.max(1, Math.ceil(step)) : step;
}

/** The value range the axis shows: zero included, widened to whole steps. */
function domain(values: number[], integer: boolean) {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { low: 0, high: 1, step: 1 };
  const step = niceStep(high - low, integer);
  return { low: Math.floor(low / step) * step, high: Math.ceil(high / step) * step, step };
}

function legend(sheet: Sheet, items: BarSeries[]) {
  const { doc } = sheet;
  let x = MARGIN.side + AXIS;
  for (const item of items) {
    doc
      .rect(x, sheet.y + 2, 8, 6)
      .fillColor(item.fill)
      .fill();
    sheet.style('sans', 7.5, colour.muted);
    doc.text(item.label, x + 11, sheet.y, { lineBreak: false });
    x += 11 + doc.widthOfString(item.label) + 14;
  }
  sheet.y += LEGEND;
}

/** Vertical grid lines' labels along the bottom: as many as fit without touching. */
function bucketLabels(sheet: Sheet, labels: string[], left: number, slot: number, bottom: number) {
  const { doc } = sheet;
  sheet.style('sans', 6.5, colour.muted);
  const widest = Math.max(...labels.map((l) => doc.widthOfString(l)));
  const every = Math.max(1, Math.ceil((widest + 6) / slot));
  labels.forEach((label, i) => {
    if (i % every !== 0) return;
    const centre = left + slot * (i + 0.5);
    const width = doc.widthOfString(label);
    doc.text(label, centre - width / 2, bottom + 4, { lineBreak: false });
  });
}

/** Grouped bars per bucket, an axis with grid lines, and the optional line on top. */
export function drawBarChart(sheet: Sheet, chart: BarChart) {
  const { doc } = sheet;
  const series = chart.line ? [...chart.bars, chart.line] : chart.bars;
  if (series.every((s) => s.values.every((v) => v === 0))) {
    sheet.subheading(chart.title, 16);
    sheet.note(chart.empty);
    return;
  }
  sheet.ensure(TITLE + LEGEND + chart.height + LABELS + 12);
  sheet.subheading(chart.title, 0);
  legend(sheet, series);
  const top = sheet.y + 4;
  const left = MARGIN.side + AXIS;
  const plotWidth = WIDTH - AXIS;
  const { low, high, step } = domain(
    series.flatMap((s) => s.values),
    chart.integer ?? false,
  );
  const yOf = (value: number) => top + ((high - value) / (high - low)) * chart.height;

  for (let value = low; value <= high + step / 2; value += step) {
    const y = yOf(value);
    sheet.rule(y, value === 0 ? colour.muted : colour.rule, value === 0 ? 0.7 : 0.4, left, plotWidth);
    sheet.style('sans', 6.5, colour.muted);
    const text = chart.tick(value);
    doc.text(text, left - 6 - doc.widthOfString(text), y - 3, { lineBreak: false });
  }

  const slot = plotWidth / Math.max(1, chart.labels.length);
  const groupWidth = Math.min(slot * 0.78, 40);
  const barWidth = chart.overlay ? groupWidth : groupWidth / Math.max(1, chart.bars.length);
  chart.labels.forEach((_, i) => {
    const start = left + slot * i + (slot - groupWidth) / 2;
    chart.bars.forEach((bar, b) => {
      const value = bar.values[i] ?? 0;
      if (value === 0) return;
      const y0 = yOf(Math.max(0, value));
      const h = Math.abs(yOf(value) - yOf(0));
      doc
        .rect(start + (chart.overlay ? 0 : b * barWidth), y0, Math.max(0.6, barWidth - 0.6), h)
        .fillColor(bar.fill)
        .fill();
    });
  });

  if (chart.line) {
    const points = chart.line.values.map((v, i) => [left + slot * (i + 0.5), yOf(v)] as const);
    points.forEach(([x, y], i) => (i === 0 ? doc.moveTo(x, y) : doc.lineTo(x, y)));
    doc.lineWidth(1.2).strokeColor(chart.line.fill).stroke();
    if (points.length <= 62) {
      for (const [x, y] of points) doc.circle(x, y, 1.4).fillColor(chart.line.fill).fill();
    }
  }

  const bottom = top + chart.height;
  bucketLabels(sheet, chart.labels, left, slot, bottom);
  sheet.y = bottom + LABELS + 12;
}

export interface HorizontalBar {
  label: string;
  value: number;
  /** The text after the bar (its count and share). */
  text: string;
}

/** One bar per row, scaled to the largest (a funnel, a mix). */
export function drawHorizontalBars(sheet: Sheet, title: string, rows: HorizontalBar[], fill = colour.accent) {
  const { doc } = sheet;
  const labelWidth = 110;
  const textWidth = 120;
  const barArea = WIDTH - labelWidth - textWidth;
  const rowHeight = 16;
  const max = Math.max(1, ...rows.map((r) => r.value));
  sheet.ensure(TITLE + rows.length * rowHeight + 8);
  sheet.subheading(title, 0);
  for (const row of rows) {
    sheet.style('sans', 8.5, colour.body);
    doc.text(row.label, MARGIN.side, sheet.y + 2, {
      width: labelWidth - 8,
      lineBreak: false,
      ellipsis: true,
    });
    doc
      .rect(MARGIN.side + labelWidth, sheet.y + 2, barArea, 9)
      .fillColor(colour.band)
      .fill();
    if (row.value > 0) {
      doc
        .rect(MARGIN.side + labelWidth, sheet.y + 2, (row.value / max) * barArea, 9)
        .fillColor(fill)
        .fill();
    }
    sheet.style('medium', 8.5, colour.ink);
    doc.text(row.text, MARGIN.side + labelWidth + barArea + 8, sheet.y + 2, { lineBreak: false });
    sheet.y += rowHeight;
  }
  sheet.y += 8;
}

export interface Heatmap {
  title: string;
  /** The cells with a count: weekday 1 = Monday … 7 = Sunday, hour 0–23. */
  cells: { weekday: number; hour: number; count: number }[];
  /** Monday's … Sunday's short name. */
  weekdays: string[];
  empty: string;
}

/** Weekday × hour: one square per hour, shaded by its share of the busiest. Hours no one booked are left out. */
export function drawHeatmap(sheet: Sheet, map: Heatmap) {
  const { doc } = sheet;
  if (map.cells.length === 0) {
    sheet.subheading(map.title, 16);
    sheet.note(map.empty);
    return;
  }
  // The hours from the earliest to the latest booked, at least a working day's 8–19.
  const first = Math.min(8, ...map.cells.map((c) => c.hour));
  const last = Math.max(19, ...map.cells.map((c) => c.hour));
  const hours = last - first + 1;
  const labelWidth = 40;
  const cellWidth = (WIDTH - labelWidth) / hours;
  const cellHeight = 15;
  sheet.ensure(TITLE + 7 * cellHeight + 22);
  sheet.subheading(map.title, 0);
  const max = Math.max(...map.cells.map((c) => c.count));
  const counts = new Map(map.cells.map((c) => [`${c.weekday}-${c.hour}`, c.count]));
  for (let day = 1; day <= 7; day += 1) {
    const top = sheet.y + (day - 1) * cellHeight;
    sheet.style('sans', 7, colour.muted);
    doc.text(map.weekdays[day - 1] ?? String(day), MARGIN.side, top + 4, { lineBreak: false });
    for (let hour = first; hour <= last; hour += 1) {
      const x = MARGIN.side + labelWidth + (hour - first) * cellWidth;
      const count = counts.get(`${day}-${hour}`) ?? 0;
      const share = count / max;
      doc.rect(x + 0.6, top + 0.6, cellWidth - 1.2, cellHeight - 1.2);
      if (count === 0) {
        doc.fillColor(colour.band).fill();
        continue;
      }
      doc
        .fillColor(colour.accent)
        .fillOpacity(0.2 + 0.8 * share)
        .fill()
        .fillOpacity(1);
      sheet.style('medium', 7, share > 0.5 ? '#ffffff' : colour.ink);
      const text = String(count);
      doc.text(text, x + cellWidth / 2 - doc.widthOfString(text) / 2, top + 4, { lineBreak: false });
    }
  }
  const bottom = sheet.y + 7 * cellHeight;
  sheet.style('sans', 6.5, colour.muted);
  // Every hour labelled while the labels fit; every other one on a long day.
  const every = cellWidth < 24 ? 2 : 1;
  for (let hour = first; hour <= last; hour += every) {
    const x = MARGIN.side + labelWidth + (hour - first) * cellWidth;
    const text = `${hour}:00`;
    doc.text(text, x + cellWidth / 2 - doc.widthOfString(text) / 2, bottom + 3, { lineBreak: false });
  }
  sheet.y = bottom + 22;
}
