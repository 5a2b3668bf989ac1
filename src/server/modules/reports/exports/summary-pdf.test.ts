import { formatMoney } from '@contracts/money';
import { addDays, bucketStarts } from '@contracts/report-period';
import { reportSchema, type Report } from '@contracts/reports';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderReportPdf } from './summary-pdf';

/** Text as pdf.js extracts it: every run of white space (thin and no-break spaces included) folded to one. */
const fold = (text: string) => text.replace(/\s+/g, ' ');

async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const meta = await getMeta(pdf);
  const pages = text.map(fold);
  return { count: totalPages, pages, text: pages.join(' '), info: meta.info as Record<string, unknown> };
}

const money = (amountMinor: number, lang: 'es' | 'en') =>
  fold(formatMoney({ amountMinor, currency: 'MXN' }, lang === 'es' ? 'es-MX' : 'en-US'));

const period = { from: '2026-10-01', to: '2026-10-31', days: 31 };
const days = bucketStarts(period, 'day');
const branding = { es: 'Branding e identidad visual', en: 'Branding and visual identity' };

/** October 2026 against September, with figures that add up the way the report defines them. */
function octoberReport(overrides: Partial<Report> = {}): Report {
  return reportSchema.parse({
    period,
    comparison: { from: '2026-09-01', to: '2026-09-30', days: 30 },
    preset: 'last_month',
    compare: 'previous',
    bucket: 'day',
    currency: 'MXN',
    timeZone: 'America/Mexico_City',
    generatedAt: '2026-11-01T16:05:00.000Z',
    revenue: {
      totals: { paidMinor: 4_523_050, refundedMinor: 350_000, netMinor: 4_173_050, payments: 12, refunds: 2 },
      previous: { paidMinor: 3_800_000, refundedMinor: 0, netMinor: 3_800_000, payments: 10, refunds: 0 },
      byProvider: [
        {
          key: 'stripe',
          paidMinor: 3_000_000,
          refundedMinor: 350_000,
          netMinor: 2_650_000,
          payments: 8,
          refunds: 2,
        },
        {
          key: 'mercadopago',
          paidMinor: 1_523_050,
          refundedMinor: 0,
          netMinor: 1_523_050,
          payments: 4,
          refunds: 0,
        },
      ],
      byPurpose: [
        {
          key: 'appointment',
          paidMinor: 2_523_050,
          refundedMinor: 350_000,
          netMinor: 2_173_050,
          payments: 7,
          refunds: 2,
        },
        { key: 'stay', paidMinor: 1_500_000, refundedMinor: 0, netMinor: 1_500_000, payments: 3, refunds: 0 },
        {
          key: 'plan_instalment',
          paidMinor: 500_000,
          refundedMinor: 0,
          netMinor: 500_000,
          payments: 2,
          refunds: 0,
        },
      ],
      byService: [
        {
          key: 'svc-branding',
          kind: 'service',
          name: branding,
          paidMinor: 3_023_050,
          refundedMinor: 350_000,
          netMinor: 2_673_050,
          payments: 9,
          refunds: 2,
        },
        {
          key: 'stay',
          kind: 'stay',
          name: { es: 'La Mansión', en: 'La Mansión' },
          paidMinor: 1_500_000,
          refundedMinor: 0,
          netMinor: 1_500_000,
          payments: 3,
          refunds: 0,
        },
      ],
      series: days.map((start, i) => {
        const paidMinor = i === 4 ? 1_523_050 : i % 5 === 0 ? 500_000 : 0;
        const refundedMinor = i === 20 ? 350_000 : 0;
        return { start, paidMinor, refundedMinor, netMinor: paidMinor - refundedMinor };
      }),
    },
    appointments: {
      totals: {
        booked: 20,
        confirmed: 5,
        completed: 11,
        cancelled: 3,
        noShow: 1,
        noShowRate: 1 / 12,
        medianLeadTimeHours: 73.5,
      },
      previous: {
        booked: 16,
        confirmed: 2,
        completed: 10,
        cancelled: 2,
        noShow: 2,
        noShowRate: 2 / 12,
        medianLeadTimeHours: 50,
      },
      byService: [
        { key: 'svc-branding', name: branding, booked: 20, completed: 11, cancelled: 3, noShow: 1 },
      ],
      series: days.map((start, i) => ({ start, booked: i % 3 === 0 ? 2 : 0, cancelled: i === 9 ? 1 : 0 })),
      heatmap: [{ weekday: 2, hour: 10, count: 6 }],
    },
    leads: {
      totals: { created: 25, won: 4, conversionRate: 0.16, medianDaysToWin: 6.5 },
      previous: { created: 20, won: 2, conversionRate: 0.1, medianDaysToWin: 9 },
      bySource: [
        { key: 'diagnostic', count: 14 },
        { key: 'contact', count: 9 },
        { key: 'launch-list', count: 2 },
      ],
      byStatus: [
        { key: 'new', count: 8 },
        { key: 'contacted', count: 6 },
        { key: 'qualified', count: 5 },
        { key: 'won', count: 4 },
        { key: 'lost', count: 2 },
      ],
      funnel: [
        { stage: 'new', count: 25, rate: null },
        { stage: 'contacted', count: 17, rate: 0.68 },
        { stage: 'qualified', count: 9, rate: 9 / 17 },
        { stage: 'won', count: 4, rate: 4 / 9 },
      ],
      series: days.map((start, i) => ({ start, created: i % 4 === 0 ? 3 : 0 })),
    },
    diagnostic: {
      totals: { submissions: 14, averageOverall: 61.4, becameBookings: 3 },
      previous: { submissions: 10, averageOverall: 58, becameBookings: 1 },
      distribution: [0, 0, 1, 1, 2, 3, 3, 2, 1, 1].map((count, i) => ({ from: i * 10, count })),
      dimensions: [
        { key: 'visibility', name: { es: 'Visibilidad', en: 'Visibility' }, average: 55.5, count: 14 },
        {
          key: 'reputation',
          name: { es: 'Reputación y red', en: 'Reputation & network' },
          average: 70.2,
          count: 14,
        },
      ],
      levels: [
        { key: 'developing', count: 6 },
        { key: 'established', count: 8 },
      ],
      series: days.map((start, i) => ({ start, submissions: i % 7 === 0 ? 3 : 0 })),
    },
    rental: {
      totals: {
        nightsSold: 18,
        nightsAvailable: 29,
        occupancy: 18 / 29,
        roomRevenueMinor: 4_500_000,
        adrMinor: 250_000,
        revparMinor: 155_172,
        stays: 5,
      },
      previous: {
        nightsSold: 12,
        nightsAvailable: 30,
        occupancy: 0.4,
        roomRevenueMinor: 3_000_000,
        adrMinor: 250_000,
        revparMinor: 100_000,
        stays: 4,
      },
      series: days.map((start, i) => ({
        start,
        nightsSold: i < 18 ? 1 : 0,
        nightsAvailable: i < 29 ? 1 : 0,
      })),
    },
    ...overrides,
  });
}

/** A quiet period with no comparison: zeros everywhere, every ratio null. */
function emptyReport(): Report {
  const zero = { paidMinor: 0, refundedMinor: 0, netMinor: 0 };
  return octoberReport({
    comparison: null,
    compare: 'none',
    revenue: {
      totals: { ...zero, payments: 0, refunds: 0 },
      previous: null,
      byProvider: [],
      byService: [],
      byPurpose: [],
      series: days.map((start) => ({ start, ...zero })),
    },
    appointments: {
      totals: {
        booked: 0,
        confirmed: 0,
        completed: 0,
        cancelled: 0,
        noShow: 0,
        noShowRate: null,
        medianLeadTimeHours: null,
      },
      previous: null,
      byService: [],
      series: days.map((start) => ({ start, booked: 0, cancelled: 0 })),
      heatmap: [],
    },
    leads: {
      totals: { created: 0, won: 0, conversionRate: null, medianDaysToWin: null },
      previous: null,
      bySource: [],
      byStatus: ['new', 'contacted', 'qualified', 'won', 'lost'].map((key) => ({ key, count: 0 })),
      funnel: (['new', 'contacted', 'qualified', 'won'] as const).map((stage) => ({
        stage,
        count: 0,
        rate: null,
      })),
      series: days.map((start) => ({ start, created: 0 })),
    },
    diagnostic: {
      totals: { submissions: 0, averageOverall: null, becameBookings: 0 },
      previous: null,
      distribution: Array.from({ length: 10 }, (_, i) => ({ from: i * 10, count: 0 })),
      dimensions: [],
      levels: [],
      series: days.map((start) => ({ start, submissions: 0 })),
    },
    rental: {
      totals: {
        nightsSold: 0,
        nightsAvailable: 0,
        occupancy: null,
        roomRevenueMinor: 0,
        adrMinor: null,
        revparMinor: null,
        stays: 0,
      },
      previous: null,
      series: days.map((start) => ({ start, nightsSold: 0, nightsAvailable: 0 })),
    },
  });
}

const languages = [
  {
    lang: 'es' as const,
    title: 'Reporte',
    period: '1 – 31 de octubre de 2026 (31 días)',
    comparison: '1 – 30 de septiembre de 2026 (periodo anterior)',
    generated: /Generado 1 de noviembre de 2026,? a las 10:05 a\.\s?m\. \(hora de la Ciudad de México\)/,
    sections: ['Ingresos', 'Citas', 'Prospectos', 'Diagnóstico', 'Renta'],
    labels: [
      'Cobrado',
      'Reembolsado',
      'Neto',
      'Por proveedor',
      'Por concepto',
      'Tasa de inasistencia',
      'Embudo',
      'Ocupación',
      'Mercado Pago',
      'Pago de plan',
      'Lista de lanzamiento',
      'Consolidada',
    ],
    shares: [/8\.3\s?%/, /62\.1\s?%/, /68\s?%/],
    page: (n: number, total: number) => `Página ${n} de ${total}`,
    noComparison: 'Sin comparación',
    noData: 'Sin datos en este periodo.',
  },
  {
    lang: 'en' as const,
    title: 'Report',
    period: 'October 1 – 31, 2026 (31 days)',
    comparison: 'September 1 – 30, 2026 (previous period)',
    generated: /Generated November 1, 2026,? at 10:05\sAM \(Mexico City time\)/,
    sections: ['Revenue', 'Appointments', 'Leads', 'Diagnostic', 'Rental'],
    labels: [
      'Paid',
      'Refunded',
      'Net',
      'By provider',
      'By purpose',
      'No-show rate',
      'Funnel',
      'Occupancy',
      'Mercado Pago',
      'Plan instalment',
      'Launch list',
      'Established',
    ],
    shares: [/8\.3\s?%/, /62\.1\s?%/, /68\s?%/],
    page: (n: number, total: number) => `Page ${n} of ${total}`,
    noComparison: 'No comparison',
    noData: 'No data in this period.',
  },
];

describe.each(languages)('the report summary PDF in $lang', (c) => {
  it('writes out the studio, the title, the period, its comparison and when it was made', async () => {
    const pdf = await readPdf(
      await renderReportPdf(octoberReport(), c.lang, { siteName: 'Estudio Ana Ruiz' }),
    );
    expect(pdf.pages[0]).toContain('Estudio Ana Ruiz');
    expect(pdf.pages[0]).toContain(c.title);
    expect(pdf.pages[0]).toContain(c.period);
    expect(pdf.pages[0]).toContain(c.comparison);
    expect(pdf.pages[0]).toMatch(c.generated);
    expect(pdf.info.Title).toBe(`${c.title} ${c.period.replace(/ \(.*$/, '')} — Estudio Ana Ruiz`);
  });

  it('shows every section with its figures, money in MXN in the language and shares as percentages', async () => {
    const pdf = await readPdf(await renderReportPdf(octoberReport(), c.lang));
    for (const title of c.sections) expect(pdf.text).toContain(title);
    for (const label of c.labels) expect(pdf.text).toContain(label);
    for (const amount of [4_523_050, 350_000, 4_173_050, 3_000_000, 1_523_050, 250_000, 155_172])
      expect(pdf.text).toContain(money(amount, c.lang));
    for (const share of c.shares) expect(pdf.text).toMatch(share);
    expect(pdf.text).toContain(c.lang === 'es' ? branding.es : branding.en);
    // Paid rose from $38,000 to $45,230.50: +19 %.
    expect(pdf.text).toMatch(/\+19(\.0)?\s?%/);
  });

  it('numbers every page "n of total"', async () => {
    const pdf = await readPdf(await renderReportPdf(octoberReport(), c.lang));
    expect(pdf.count).toBeGreaterThan(1);
    pdf.pages.forEach((text, i) => expect(text).toContain(c.page(i + 1, pdf.count)));
  });

  it('renders a period with nothing in it: zeros, "—" for every null ratio, no comparison', async () => {
    const pdf = await readPdf(await renderReportPdf(emptyReport(), c.lang));
    expect(pdf.text).toContain(c.noComparison);
    expect(pdf.text).toContain(c.noData);
    expect(pdf.text).toContain(money(0, c.lang));
    // Occupancy, ADR, RevPAR, the no-show rate, lead time, conversion, days to win and the average score.
    expect(pdf.text.split('—').length - 1).toBeGreaterThanOrEqual(8);
    expect(pdf.text).not.toMatch(/NaN|Infinity|undefined/);
    for (const title of c.sections) expect(pdf.text).toContain(title);
  });
});

describe('the report summary PDF', () => {
  it('never splits a table row across pages and repeats the header where a table continues', async () => {
    const services = Array.from({ length: 90 }, (_, i) => ({
      key: `svc-${i}`,
      kind: 'service' as const,
      name: {
        es: `Servicio número ${i + 1} con un nombre largo que ocupa dos líneas de la tabla (#${i + 1})`,
        en: `Service ${i + 1}`,
      },
      paidMinor: 10_000 * (i + 1) + 1,
      refundedMinor: 0,
      netMinor: 10_000 * (i + 1) + 1,
      payments: 1,
      refunds: 0,
    }));
    const base = octoberReport();
    const report = octoberReport({ revenue: { ...base.revenue, byService: services } });
    const pdf = await readPdf(await renderReportPdf(report, 'es'));
    for (const [i, service] of services.entries()) {
      const page = pdf.pages.findIndex((text) => text.includes(`Servicio número ${i + 1} con`));
      expect(page, service.name.es).toBeGreaterThanOrEqual(0);
      // The row's wrapped name and its figures are all on the page where the row starts.
      expect(pdf.pages[page]).toContain(`de la tabla (#${i + 1})`);
      expect(pdf.pages[page]).toContain(money(service.paidMinor, 'es'));
    }
    const continued = pdf.pages.filter((text) => text.includes('Servicio número 90 con'))[0]!;
    expect(continued).toMatch(/Servicio Pagos Cobrado Reembolsado Neto/);
  });

  it('gives the same bytes for the same report (its dates come from the report, not the clock)', async () => {
    const [first, second] = await Promise.all([
      renderReportPdf(octoberReport(), 'en'),
      renderReportPdf(octoberReport(), 'en'),
    ]);
    expect(first.equals(second)).toBe(true);
  });

  it('groups a long period by month with month labels and still fits its chart on a page', async () => {
    const year = { from: '2025-01-01', to: '2026-10-31', days: 669 };
    const months = bucketStarts(year, 'month');
    const base = octoberReport();
    const report = octoberReport({
      period: year,
      comparison: { from: addDays(year.from, -669), to: addDays(year.from, -1), days: 669 },
      bucket: 'month',
      revenue: {
        ...base.revenue,
        series: months.map((start, i) => ({
          start,
          paidMinor: i * 100_000,
          refundedMinor: 0,
          netMinor: i * 100_000,
        })),
      },
    });
    const pdf = await readPdf(await renderReportPdf(report, 'es'));
    expect(pdf.pages[0]).toContain('1 de enero de 2025 – 31 de octubre de 2026 (669 días)');
    expect(pdf.text).toContain('Ingresos por mes');
    expect(pdf.text).toMatch(/ene 2025/);
  });
});
