import type { Language } from '@contracts/i18n';
import type { Report } from '@contracts/reports';
import PDFDocument from 'pdfkit';
import { pdfFonts } from '../../../platform/pdf-fonts';
import { colour, MARGIN, PAGE, Sheet, WIDTH } from './summary-pdf-layout';
import type { SectionContext } from './summary-pdf-figures';
import { summaryFormats } from './summary-pdf-format';
import { appointmentsSection, rentalSection, revenueSection } from './summary-pdf-money';
import { diagnosticSection, leadsSection } from './summary-pdf-people';
import { summaryWords } from './summary-pdf-words';

/*
 * The report summary as an A4 PDF in one language, typeset with pdfkit in the site's own typefaces (like the
 * receipts and the CV): the studio, the period and its comparison written out, then revenue, appointments,
 * leads, diagnostic and rental with their charts as vector drawings. The same report gives the same bytes: the
 * dates in the file come from the report (generatedAt), never the clock.
 */

export interface ReportPdfOptions {
  /** The studio's name in the header; the site's name when the caller does not know the owner's. */
  siteName?: string;
}

const DEFAULT_SITE_NAME = 'Estudio';

const sections = [revenueSection, appointmentsSection, leadsSection, diagnosticSection, rentalSection];

/** The studio and the title, then the period, the comparison and when the report was made. */
function drawHeader(c: SectionContext, siteName: string) {
  const { sheet, report, w, f } = c;
  const { doc } = sheet;
  const titleWidth = 150;
  sheet.style('display', 22, colour.ink);
  doc.text(siteName, MARGIN.side, sheet.y, { width: WIDTH - titleWidth - 16 });
  const below = doc.y;
  sheet.style('medium', 10, colour.accent);
  sheet.rightAligned(w.presets[report.preset], sheet.y + 4);
  sheet.style('bold', 18, colour.ink);
  sheet.rightAligned(w.title, sheet.y + 17);
  sheet.y = Math.max(below, sheet.y + 40) + 10;
  sheet.rule(sheet.y, colour.accent, 1.4, MARGIN.side, 36);
  sheet.rule(sheet.y, colour.rule, 0.6, MARGIN.side + 40, WIDTH - 40);
  sheet.y += 14;

  const comparison = report.comparison
    ? `${f.range(report.comparison)} (${report.compare === 'last_year' ? w.comparison.last_year : w.comparison.previous})`
    : w.noComparison;
  const rows: [string, string][] = [
    [w.period, `${f.range(report.period)} (${w.days(report.period.days)})`],
    [w.comparedWith, comparison],
    [w.generated, `${f.generatedAt(report.generatedAt)} (${w.zone})`],
  ];
  const labelWidth = 96;
  for (const [label, value] of rows) {
    sheet.style('medium', 9, colour.muted);
    doc.text(label, MARGIN.side, sheet.y, { width: labelWidth - 8, lineBreak: false });
    sheet.style(label === w.period ? 'bold' : 'sans', 9.5, colour.body);
    doc.text(value, MARGIN.side + labelWidth, sheet.y - 0.5, { width: WIDTH - labelWidth });
    sheet.y = doc.y + 5;
  }
  sheet.y += 6;
}

/** "Estudio · Reporte · 1 – 31 de octubre de 2026" on the left, "Página 1 de 3" on the right of every page. */
function drawFooters(c: SectionContext, siteName: string) {
  const { sheet, report, w, f } = c;
  const { doc } = sheet;
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i += 1) {
    doc.switchToPage(pages.start + i);
    // Writing below the bottom margin would otherwise make pdfkit start another page.
    doc.page.margins.bottom = 0;
    const top = PAGE.height - 36;
    sheet.rule(top - 8);
    sheet.style('sans', 7.5, colour.muted);
    doc.text(`${siteName} · ${w.title} · ${f.range(report.period)}`, MARGIN.side, top, { lineBreak: false });
    sheet.rightAligned(w.page(i + 1, pages.count), top);
  }
}

/** Renders the report summary in the language; resolves with the PDF's bytes. */
export function renderReportPdf(
  report: Report,
  lang: Language,
  options: ReportPdfOptions = {},
): Promise<Buffer> {
  const siteName = options.siteName?.trim() || DEFAULT_SITE_NAME;
  const w = summaryWords[lang];
  const f = summaryFormats(lang);
  const generatedAt = new Date(report.generatedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    bufferPages: true,
    autoFirstPage: true,
    pdfVersion: '1.7',
    lang: lang === 'es' ? 'es-MX' : 'en',
    displayTitle: true,
    info: {
      Title: `${w.title} ${f.range(report.period)} — ${siteName}`,
      Author: siteName,
      Subject: w.subject,
      Creator: 'Estudio',
      CreationDate: generatedAt,
      ModDate: generatedAt,
    },
  });
  for (const [name, bytes] of Object.entries(pdfFonts())) doc.registerFont(name, bytes);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const context: SectionContext = { sheet: new Sheet(doc), report, lang, w, f };
  drawHeader(context, siteName);
  for (const section of sections) section(context);
  drawFooters(context, siteName);
  doc.end();
  return done;
}
