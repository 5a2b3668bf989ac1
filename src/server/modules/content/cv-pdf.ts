import { pickList, pickText, type Cv, type CvSection } from '@contracts/content';
import type { Language } from '@contracts/i18n';
import PDFDocument from 'pdfkit';
import { pdfFonts, type PdfFontName } from '../../platform/pdf-fonts';

/*
 * The CV as an A4 PDF, typeset with pdfkit in the site's own typefaces (platform/pdf-fonts.ts; pdfkit embeds a subset, so the text stays selectable and searchable). One language per file, with
 * the other language's text where a field is empty.
 */

type FontName = PdfFontName;

const colour = { ink: '#1d1a17', body: '#34302c', muted: '#625c56', accent: '#a4482a', rule: '#d9d4ce' };

const words = {
  es: {
    cv: 'Currículum vítae',
    present: 'Actualidad',
    salary: 'Expectativa salarial',
    page: (n: number, total: number) => `Página ${n} de ${total}`,
  },
  en: {
    cv: 'Curriculum vitae',
    present: 'Present',
    salary: 'Salary expectation',
    page: (n: number, total: number) => `Page ${n} of ${total}`,
  },
} satisfies Record<Language, unknown>;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 52, bottom: 54, side: 56 };
const WIDTH = PAGE.width - 2 * MARGIN.side;
const BOTTOM = PAGE.height - MARGIN.bottom;

/** "Mar 2021" / "mar 2021" for a month, the year alone for a year. */
function formatDate(value: string, lang: Language): string {
  if (/^\d{4}$/.test(value)) return value;
  const [year, month] = value.split('-').map(Number);
  const text = new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(Date.UTC(year!, month! - 1, 1)))
    .replace('.', '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatRange(start: string | null, end: string | null, lang: Language): string {
  if (!start) return end ? formatDate(end, lang) : '';
  if (end === start) return formatDate(start, lang);
  return `${formatDate(start, lang)} – ${end ? formatDate(end, lang) : words[lang].present}`;
}

export interface CvPdfOptions {
  /** The public site's address, linked from the contact line. */
  siteUrl: string;
}

/** Renders the CV in one language; resolves with the PDF's bytes. */
export function renderCvPdf(cv: Cv, lang: Language, options: CvPdfOptions): Promise<Buffer> {
  const w = words[lang];
  const t = (text: { es: string; en: string }) => pickText(text, lang);
  const headline = t(cv.person.headline);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    bufferPages: true,
    autoFirstPage: true,
    pdfVersion: '1.7',
    lang: lang === 'es' ? 'es-MX' : 'en',
    displayTitle: true,
    info: {
      Title: `${w.cv} — ${cv.person.name}`,
      Author: cv.person.name,
      Subject: headline,
      Keywords: cv.sections.map((s) => t(s.title)).join(', '),
      Creator: 'Estudio',
      CreationDate: new Date(cv.updatedAt),
      ModDate: new Date(cv.updatedAt),
    },
  });
  for (const [name, bytes] of Object.entries(pdfFonts())) doc.registerFont(name, bytes);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = MARGIN.top;
  const style = (font: FontName, size: number, fill: string = colour.body) =>
    doc.font(font).fontSize(size).fillColor(fill);
  /** Writes a block of text at (x, y) and returns its height. */
  const block = (text: string, x: number, top: number, width: number, lineGap = 1.6) => {
    doc.text(text, x, top, { width, lineGap });
    return doc.y - top;
  };
  const measure = (text: string, width: number, lineGap = 1.6) =>
    doc.heightOfString(text, { width, lineGap });
  const ensure = (height: number) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = MARGIN.top;
  };
  const rule = (top: number, fill = colour.rule, width = 0.6, x = MARGIN.side, length = WIDTH) => {
    doc
      .moveTo(x, top)
      .lineTo(x + length, top)
      .lineWidth(width)
      .strokeColor(fill)
      .stroke();
  };

  // ── Header: name, headline, contact line with links, salary expectation ──
  style('display', 27, colour.ink);
  y += block(cv.person.name, MARGIN.side, y, WIDTH, 0) + 2;
  style('sans', 10.5, colour.muted);
  y += block(headline, MARGIN.side, y, WIDTH * 0.86, 2) + 8;

  const site = new URL(options.siteUrl);
  const linkedin = cv.person.links.find((l) => /linkedin/i.test(l.label));
  const contacts: { text: string; link?: string }[] = [
    { text: t(cv.location) },
    { text: cv.person.contactEmail, link: `mailto:${cv.person.contactEmail}` },
    { text: site.host, link: site.origin },
    ...(linkedin ? [{ text: linkedin.url.replace(/^https?:\/\/(www\.)?/, ''), link: linkedin.url }] : []),
  ];
  style('sans', 9, colour.body);
  const separator = '   ·   ';
  let x = MARGIN.side;
  const lineHeight = doc.currentLineHeight(true) + 3;
  for (const [index, part] of contacts.entries()) {
    const sep = index === 0 ? '' : separator;
    const width = doc.widthOfString(sep + part.text);
    if (x + width > MARGIN.side + WIDTH && index > 0) {
      x = MARGIN.side;
      y += lineHeight;
    } else if (sep) {
      style('sans', 9, colour.muted);
      doc.text(sep, x, y, { lineBreak: false });
      x += doc.widthOfString(sep);
    }
    style(part.link ? 'medium' : 'sans', 9, part.link ? colour.accent : colour.body);
    doc.text(part.text, x, y, { lineBreak: false, ...(part.link ? { link: part.link } : {}) });
    x += doc.widthOfString(part.text);
  }
  y += lineHeight;
  if (cv.salaryExpectation) {
    const label = `${w.salary}: `;
    style('bold', 9, colour.ink);
    doc.text(label, MARGIN.side, y, { lineBreak: false });
    const labelWidth = doc.widthOfString(label);
    style('sans', 9, colour.body);
    y += block(t(cv.salaryExpectation), MARGIN.side + labelWidth, y, WIDTH - labelWidth, 1.5);
  }
  y += 10;
  rule(y, colour.accent, 1.4, MARGIN.side, 36);
  rule(y, colour.rule, 0.6, MARGIN.side + 40, WIDTH - 40);
  y += 6;

  // ── Sections ──
  const heading = (title: string, x = MARGIN.side, width = WIDTH, top = y) => {
    style('display', 13, colour.ink);
    const h = block(title, x, top + 12, width, 0);
    rule(top + 12 + h + 2, colour.rule, 0.6, x, width);
    return 12 + h + 9;
  };
  const headingHeight = 12 + 18 + 9;

  const drawDated = (title: string, dates: string, subtitle: string) => {
    style('sans', 8.5, colour.muted);
    const datesWidth = doc.widthOfString(dates);
    doc.text(dates, MARGIN.side + WIDTH - datesWidth, y + 1.2, { lineBreak: false });
    style('bold', 10, colour.ink);
    y += block(title, MARGIN.side, y, WIDTH - datesWidth - 16, 1);
    if (subtitle) {
      style('sans', 9, colour.accent);
      y += block(subtitle, MARGIN.side, y, WIDTH, 1) + 1;
    }
  };

  const skillColumn = (
    section: Extract<CvSection, { items: unknown[] }>,
    x: number,
    width: number,
    top: number,
    draw: boolean,
  ) => {
    let cy = top;
    if (draw) cy += heading(t(section.title), x, width, cy);
    else cy += headingHeight;
    for (const item of section.items as {
      name: { es: string; en: string };
      level: number | null;
      note: { es: string; en: string };
    }[]) {
      const note = t(item.note);
      const aside = item.level ? 5 * 7 : 0;
      style('sans', 9, colour.body);
      const name = note ? `${t(item.name)} — ` : t(item.name);
      const nameWidth = width - aside - 8;
      const fullText = note ? `${name}${note}` : name;
      const height = measure(fullText, nameWidth, 1.2);
      if (draw) {
        if (note) {
          doc.text(name, x, cy, { width: nameWidth, lineGap: 1.2, continued: true });
          style('sans', 9, colour.muted);
          doc.text(note, { width: nameWidth, lineGap: 1.2 });
        } else {
          doc.text(name, x, cy, { width: nameWidth, lineGap: 1.2 });
        }
        if (item.level) {
          for (let i = 0; i < 5; i += 1) {
            const cx = x + width - aside + 3 + i * 7;
            doc.circle(cx, cy + 5.6, 2.1);
            if (i < item.level) doc.fillColor(colour.accent).fill();
            else doc.fillColor(colour.rule).fill();
          }
        }
      }
      cy += height + 4;
    }
    return cy - top;
  };

  const sections = cv.sections;
  for (let index = 0; index < sections.length; index += 1) {
    const section = sections[index]!;
    switch (section.kind) {
      case 'objective': {
        const body = t(section.body);
        style('sans', 9.5, colour.body);
        ensure(headingHeight + measure(body, WIDTH, 2.2));
        y += heading(t(section.title));
        style('sans', 9.5, colour.body);
        y += block(body, MARGIN.side, y, WIDTH, 2.2) + 4;
        break;
      }
      case 'experience':
      case 'education': {
        let first = true;
        for (const item of section.items) {
          const isJob = section.kind === 'experience' && 'role' in item;
          const title = isJob ? t(item.role) : t((item as { degree: { es: string; en: string } }).degree);
          const org = isJob
            ? t(item.organisation)
            : t((item as { institution: { es: string; en: string } }).institution);
          const subtitle = [org, t(item.place)].filter(Boolean).join(' · ');
          const dates = formatRange(item.start, item.end, lang);
          const summary = isJob ? t(item.summary) : t((item as { note: { es: string; en: string } }).note);
          const highlights = isJob ? pickList(item.highlights, lang) : [];
          style('sans', 9, colour.body);
          const estimate =
            34 +
            (summary ? measure(summary, WIDTH, 1.5) : 0) +
            highlights.reduce((sum, h) => sum + measure(h, WIDTH - 12, 1.3) + 2, 0);
          ensure((first ? headingHeight : 0) + estimate);
          if (first) y += heading(t(section.title));
          first = false;
          drawDated(title, dates, subtitle);
          if (summary) {
            style('sans', 9, isJob ? colour.body : colour.muted);
            y += block(summary, MARGIN.side, y + 1, WIDTH, 1.5) + 1;
          }
          for (const highlight of highlights) {
            style('sans', 9, colour.body);
            doc
              .circle(MARGIN.side + 3, y + 6.2, 1.3)
              .fillColor(colour.accent)
              .fill();
            style('sans', 9, colour.body);
            y += block(highlight, MARGIN.side + 12, y + 1.5, WIDTH - 12, 1.3) + 1;
          }
          y += 8;
        }
        if (first) {
          ensure(headingHeight);
          y += heading(t(section.title));
        }
        break;
      }
      default: {
        // Skills: two sections side by side (technical | creative, marketing | interpersonal).
        const next = sections[index + 1];
        const pair =
          next && next.kind !== 'objective' && next.kind !== 'experience' && next.kind !== 'education'
            ? next
            : null;
        const gap = 28;
        const col = pair ? (WIDTH - gap) / 2 : WIDTH;
        const height = Math.max(
          skillColumn(section, MARGIN.side, col, 0, false),
          pair ? skillColumn(pair, MARGIN.side + col + gap, col, 0, false) : 0,
        );
        ensure(height);
        const top = y;
        const left = skillColumn(section, MARGIN.side, col, top, true);
        const right = pair ? skillColumn(pair, MARGIN.side + col + gap, col, top, true) : 0;
        y = top + Math.max(left, right) + 2;
        if (pair) index += 1;
      }
    }
  }

  // ── Page numbers, when there is more than one page ──
  const range = doc.bufferedPageRange();
  if (range.count > 1) {
    for (let i = 0; i < range.count; i += 1) {
      doc.switchToPage(range.start + i);
      doc.page.margins.bottom = 0;
      style('sans', 7.5, colour.muted);
      const footer = `${cv.person.name} · ${w.cv}`;
      doc.text(footer, MARGIN.side, PAGE.height - 34, { lineBreak: false });
      const number = w.page(i + 1, range.count);
      doc.text(number, MARGIN.side + WIDTH - doc.widthOfString(number), PAGE.height - 34, {
        lineBreak: false,
      });
    }
  }
  doc.end();
  return done;
}
