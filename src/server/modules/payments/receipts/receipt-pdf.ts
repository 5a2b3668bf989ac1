import { createHash } from 'node:crypto';
import { BUSINESS_TIME_ZONE, type Language } from '@contracts/i18n';
import { formatMoney } from '@contracts/money';
import type { PaymentMethodName, PaymentProviderName, PaymentPurpose } from '@contracts/payments';
import PDFDocument from 'pdfkit';
import { pdfFonts, type PdfFontName as FontName } from '../../../platform/pdf-fonts';
import { methodLabels, receiptWords as words } from './receipt-words';
import { intlLocale } from '@contracts/language';

/*
 * A payment receipt as a one-page A4 PDF (its content also fits US Letter), in the customer's language, set
 * with pdfkit in the site's own typefaces (the @fontsource WOFF files, embedded as subsets, so the text is
 * selectable). The same data always gives the same bytes: the PDF's dates come from the payment, never the
 * clock, so a receipt can be cached and ETagged by its data.
 */

const colour = { ink: '#1d1a17', body: '#34302c', muted: '#625c56', accent: '#a4482a', rule: '#d9d4ce' };

/** Bump when the layout changes: cached receipts and ETags then change too. */
const LAYOUT_VERSION = 1;

export interface ReceiptPdfData {
  lang: Language;
  studio: { name: string; email: string; siteUrl: string };
  number: string;
  paidAt: Date;
  customer: { name: string; email: string };
  purpose: PaymentPurpose;
  /** What an appointment's payment pays for; null for other purposes. */
  appointment: { serviceName: { es: string; en: string }; start: string; timeZone: string } | null;
  amountMinor: number;
  currency: string;
  method: PaymentMethodName | null;
  provider: PaymentProviderName;
  mode: 'test' | 'live';
  /** Marked as paid by hand (cash, transfer): no provider took the money. */
  manual: boolean;
  /** The provider's id of the payment; null when none took it (marked paid by hand). */
  paymentReference: string | null;
  /** Refunds that went through; `at` is null for one made at the provider, outside this site. */
  refunds: { amountMinor: number; at: Date | null }[];
  /** The public status page of this payment. */
  statusUrl: string;
}

export const receiptLocale = intlLocale;

/** "23 de noviembre de 2026, 10:15" in Mexico City, for the language. */
export function formatPaidAt(paidAt: Date, lang: Language): string {
  return new Intl.DateTimeFormat(receiptLocale(lang), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(paidAt);
}

function formatAppointment(start: string, timeZone: string, lang: Language): string {
  const instant = new Date(start);
  const at = new Intl.DateTimeFormat(receiptLocale(lang), { dateStyle: 'full', timeStyle: 'short', timeZone })
    .format(instant)
    .replace(/^./, (c) => c.toUpperCase());
  const zone =
    new Intl.DateTimeFormat(receiptLocale(lang), { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return `${at} (${zone})`;
}

/** Stable validator of a receipt's representation: its data, language and layout. */
export function receiptEtag(data: ReceiptPdfData): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: LAYOUT_VERSION, ...data }))
    .digest('base64url')
    .slice(0, 27);
  return `"receipt-${hash}"`;
}

/** recibo-EST-2026-000123-es.pdf / receipt-EST-2026-000123-en.pdf */
export function receiptFileName(number: string, lang: Language): string {
  return `${lang === 'es' ? 'recibo' : 'receipt'}-${number.replace(/[^A-Za-z0-9-]/g, '')}-${lang}.pdf`;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 56, side: 56 };
const WIDTH = PAGE.width - 2 * MARGIN.side;
const LABEL_WIDTH = 128;

/** Renders the receipt in its language; resolves with the PDF's bytes. */
export function renderReceiptPdf(data: ReceiptPdfData): Promise<Buffer> {
  const { lang } = data;
  const w = words[lang];
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currency: data.currency }, receiptLocale(lang));
  const lastChange = data.refunds.reduce((latest, r) => (r.at && r.at > latest ? r.at : latest), data.paidAt);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: 40, left: MARGIN.side, right: MARGIN.side },
    autoFirstPage: true,
    pdfVersion: '1.7',
    lang: lang === 'es' ? 'es-MX' : 'en',
    displayTitle: true,
    info: {
      Title: `${w.title} ${data.number} — ${data.studio.name}`,
      Author: data.studio.name,
      Subject: `${w.title} ${data.number}`,
      Creator: 'Estudio',
      CreationDate: data.paidAt,
      ModDate: lastChange,
    },
  });
  for (const [name, bytes] of Object.entries(pdfFonts())) doc.registerFont(name, bytes);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const style = (font: FontName, size: number, fill: string = colour.body) =>
    doc.font(font).fontSize(size).fillColor(fill);
  const rule = (top: number, fill = colour.rule, width = 0.6, x = MARGIN.side, length = WIDTH) => {
    doc
      .moveTo(x, top)
      .lineTo(x + length, top)
      .lineWidth(width)
      .strokeColor(fill)
      .stroke();
  };
  /** Text at the right edge of the content, ending at `right`. */
  const rightAligned = (text: string, top: number, right = MARGIN.side + WIDTH) => {
    doc.text(text, right - doc.widthOfString(text), top, { lineBreak: false });
  };
  let y = MARGIN.top;

  // ── Header: the studio and how to reach it; the receipt's title and number on the right ──
  const titleWidth = 190;
  style('display', 22, colour.ink);
  doc.text(data.studio.name, MARGIN.side, y, { width: WIDTH - titleWidth - 16 });
  let left = doc.y + 4;
  style('sans', 9, colour.accent);
  const site = new URL(data.studio.siteUrl);
  doc.text(data.studio.email, MARGIN.side, left, {
    lineBreak: false,
    link: `mailto:${data.studio.email}`,
  });
  const sep = '   ·   ';
  let x = MARGIN.side + doc.widthOfString(data.studio.email);
  style('sans', 9, colour.muted);
  doc.text(sep, x, left, { lineBreak: false });
  x += doc.widthOfString(sep);
  style('sans', 9, colour.accent);
  doc.text(site.host, x, left, { lineBreak: false, link: site.origin });
  left += doc.currentLineHeight(true) + 2;

  style('medium', 10, colour.accent);
  rightAligned(w.title, y + 4);
  style('bold', 14, colour.ink);
  rightAligned(data.number, y + 18);
  y = Math.max(left, y + 40) + 10;
  rule(y, colour.accent, 1.4, MARGIN.side, 36);
  rule(y, colour.rule, 0.6, MARGIN.side + 40, WIDTH - 40);
  y += 18;

  if (data.mode === 'test') {
    style('bold', 9, colour.accent);
    const h = doc.heightOfString(w.test, { width: WIDTH - 20 });
    doc
      .roundedRect(MARGIN.side, y - 6, WIDTH, h + 12, 4)
      .lineWidth(0.8)
      .strokeColor(colour.accent)
      .stroke();
    style('bold', 9, colour.accent);
    doc.text(w.test, MARGIN.side + 10, y, { width: WIDTH - 20 });
    y += h + 20;
  }

  // ── Who, when, how ──
  const row = (label: string, lines: { text: string; link?: string; muted?: boolean }[]) => {
    style('medium', 9, colour.muted);
    doc.text(label, MARGIN.side, y, { width: LABEL_WIDTH - 8 });
    let top = y;
    for (const line of lines) {
      style('sans', 10, line.muted ? colour.muted : colour.body);
      if (line.link) doc.fillColor(colour.accent);
      doc.text(line.text, MARGIN.side + LABEL_WIDTH, top, {
        width: WIDTH - LABEL_WIDTH,
        lineGap: 1.5,
        ...(line.link ? { link: line.link } : {}),
      });
      top = doc.y;
    }
    y = Math.max(top, y + 14) + 7;
  };
  row(w.number, [{ text: data.number }]);
  row(w.paidAt, [{ text: `${formatPaidAt(data.paidAt, lang)} (${w.zone})` }]);
  row(w.customer, [
    { text: data.customer.name },
    { text: data.customer.email, link: `mailto:${data.customer.email}` },
  ]);
  row(w.method, [{ text: data.method ? methodLabels[lang][data.method] : '—' }]);
  const providerName = data.manual
    ? w.direct(data.studio.name)
    : data.provider === 'sandbox'
      ? w.sandbox
      : data.provider === 'stripe'
        ? 'Stripe'
        : 'Mercado Pago';
  row(w.provider, [{ text: providerName }]);
  if (data.paymentReference) row(w.reference, [{ text: data.paymentReference }]);
  y += 14;

  // ── What it pays for, refunds, and what was paid in the end ──
  style('medium', 9, colour.muted);
  doc.text(w.concept.toUpperCase(), MARGIN.side, y, { lineBreak: false });
  rightAligned(`${w.amount.toUpperCase()} (${data.currency})`, y);
  y += 16;
  rule(y);
  y += 10;
  const amountColumn = 130;
  const line = (title: string, detail: string | null, amount: string, font: FontName = 'medium') => {
    style(font, 10.5, colour.ink);
    doc.text(title, MARGIN.side, y, { width: WIDTH - amountColumn, lineGap: 1.5 });
    let bottom = doc.y;
    rightAligned(amount, y);
    if (detail) {
      style('sans', 9, colour.muted);
      doc.text(detail, MARGIN.side, bottom + 1, { width: WIDTH - amountColumn, lineGap: 1.5 });
      bottom = doc.y;
    }
    y = bottom + 10;
  };
  const concept = data.appointment
    ? {
        title: data.appointment.serviceName[lang] || data.appointment.serviceName.es,
        // A stay's summary names its dates and nights; its start is the check-in.
        detail: `${data.purpose === 'stay' ? w.stay : w.appointment}: ${formatAppointment(data.appointment.start, data.appointment.timeZone, lang)}`,
      }
    : { title: data.purpose === 'stay' ? w.stay : w.instalment, detail: null };
  line(concept.title, concept.detail, money(data.amountMinor));
  let refunded = 0;
  for (const refund of data.refunds) {
    refunded += refund.amountMinor;
    const date = refund.at
      ? new Intl.DateTimeFormat(receiptLocale(lang), {
          dateStyle: 'long',
          timeZone: BUSINESS_TIME_ZONE,
        }).format(refund.at)
      : null;
    line(w.refund(date), null, `−${money(refund.amountMinor)}`, 'sans');
  }
  rule(y - 2, colour.ink, 0.8);
  y += 10;
  style('bold', 12, colour.ink);
  doc.text(refunded > 0 ? w.net : w.total, MARGIN.side, y, { lineBreak: false });
  rightAligned(money(data.amountMinor - refunded), y);
  y += 36;

  style('medium', 9.5, colour.accent);
  doc.text(w.status, MARGIN.side, y, { link: data.statusUrl, underline: true, lineBreak: false });
  y += 40;

  // ── Not a tax invoice ──
  rule(y);
  y += 12;
  style('medium', 9.5, colour.ink);
  doc.text(w.cfdi, MARGIN.side, y, { width: WIDTH });
  style('sans', 9, colour.muted);
  doc.text(w.invoice(data.studio.email), MARGIN.side, doc.y + 2, { width: WIDTH });

  doc.end();
  return done;
}
