import { formatMoney } from '@contracts/money';
import { addDays, bucketStarts } from '@contracts/report-period';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import { renderReportPdf } from './summary-pdf';
import { branding, emptyReport, octoberReport } from './summary-pdf-fixture';

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
    heatmap: 'Citas por día de la semana y hora',
    grid: /lun 2 mar 6 mié 5 jue 3 vie 1 sáb dom 8:00 9:00 10:00/,
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
    heatmap: 'Appointments by weekday and hour',
    grid: /Mon 2 Tue 6 Wed 5 Thu 3 Fri 1 Sat Sun 8:00 9:00 10:00/,
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
    expect(pdf.text).toContain(c.heatmap);
    // Each weekday's row with its counts (six on Tuesdays at 10:00), then the hours under the grid.
    expect(pdf.text).toMatch(c.grid);
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

  it('names a provider, source or level these words do not know by its key', async () => {
    const base = octoberReport();
    const report = octoberReport({
      revenue: {
        ...base.revenue,
        byProvider: [
          { key: 'paypal', paidMinor: 10_000, refundedMinor: 0, netMinor: 10_000, payments: 1, refunds: 0 },
        ],
      },
      leads: { ...base.leads, bySource: [{ key: 'instagram-ads', count: 3 }] },
      diagnostic: { ...base.diagnostic, levels: [{ key: 'visionary', count: 2 }] },
    });
    const pdf = await readPdf(await renderReportPdf(report, 'en'));
    expect(pdf.text).toContain('paypal 1 MX$100');
    expect(pdf.text).toContain('instagram-ads 3 (100%)');
    expect(pdf.text).toContain('visionary 2 (100%)');
  });

  it('gives the same bytes for the same report (its dates come from the report, not the clock)', async () => {
    // Only the Date clock moves: fake timers would also stop the stream the PDF is written through.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-02T09:00:00Z'));
      const first = await renderReportPdf(octoberReport(), 'en');
      vi.setSystemTime(new Date('2027-03-15T18:30:00Z'));
      const second = await renderReportPdf(octoberReport(), 'en');
      expect(first.equals(second)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
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
