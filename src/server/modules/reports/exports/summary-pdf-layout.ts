import type { PdfFontName } from '../../../platform/pdf-fonts';

/*
 * The report summary's page furniture on top of pdfkit: a cursor that moves down the page and starts a new one
 * when a block would not fit, section headings that keep with what follows, rows of headline figures, and
 * tables whose rows never split across pages (the header repeats on the new page).
 */

export const colour = {
  ink: '#1d1a17',
  body: '#34302c',
  muted: '#625c56',
  accent: '#a4482a',
  accentSoft: '#e7c3b3',
  second: '#5f7a8a',
  rule: '#d9d4ce',
  band: '#f6f3ef',
};

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 52, bottom: 60, side: 50 };
export const WIDTH = PAGE.width - 2 * MARGIN.side;
const BOTTOM = PAGE.height - MARGIN.bottom;

export interface Kpi {
  label: string;
  value: string;
  /** The comparison line under the value ("before: $1,200 · +12%"); none when the report has no comparison. */
  note?: string;
}

type TextStyle = [font: PdfFontName, size: number, fill: string];

export interface Column {
  title: string;
  /** A share of the content's width; a table whose shares add up to less than 1 is narrower. */
  width: number;
  align?: 'left' | 'right';
}

export interface TableOptions {
  /** The table's small title, kept on the page of its first rows. */
  title: string;
  /** A last row set in bold (totals). */
  total?: string[];
  /** Said instead of the table when it has no rows. */
  empty: string;
}

const SUBHEADING = 17;
const CELL_PAD = 5;
const TABLE_SIZE = 8.5;
/** A table up to this tall is kept whole on one page; a longer one breaks between rows. */
const KEEP_WHOLE = 220;

export class Sheet {
  y = MARGIN.top;

  constructor(readonly doc: PDFKit.PDFDocument) {}

  style(font: PdfFontName, size: number, fill: string = colour.body) {
    return this.doc.font(font).fontSize(size).fillColor(fill);
  }

  rule(top: number, fill = colour.rule, width = 0.6, x = MARGIN.side, length = WIDTH) {
    this.doc
      .moveTo(x, top)
      .lineTo(x + length, top)
      .lineWidth(width)
      .strokeColor(fill)
      .stroke();
  }

  /** Starts a new page when `height` more points would not fit on this one; true when it did. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = MARGIN.top;
    return true;
  }

  /** Text that ends at `right`, on one line. */
  rightAligned(text: string, top: number, right = MARGIN.side + WIDTH) {
    this.doc.text(text, right - this.doc.widthOfString(text), top, { lineBreak: false });
  }

  /** A section's title; `keep` is the height of what must follow it on the same page. */
  section(title: string, keep: number) {
    this.ensure(40 + keep);
    this.y += this.y === MARGIN.top ? 0 : 14;
    this.style('display', 15, colour.ink);
    this.doc.text(title, MARGIN.side, this.y, { lineBreak: false });
    this.y += 22;
    this.rule(this.y, colour.accent, 1.2, MARGIN.side, 28);
    this.rule(this.y, colour.rule, 0.6, MARGIN.side + 32, WIDTH - 32);
    this.y += 12;
  }

  /** A block's small title inside a section; `keep` as in section(). */
  subheading(title: string, keep: number) {
    this.ensure(SUBHEADING + keep);
    this.style('bold', 9.5, colour.ink);
    this.doc.text(title, MARGIN.side, this.y, { lineBreak: false });
    this.y += 17;
  }

  /** A row of headline figures in boxes; more than four wrap onto a second row. */
  kpis(items: Kpi[]) {
    const perRow = Math.min(4, items.length);
    const gap = 8;
    const boxWidth = (WIDTH - gap * (perRow - 1)) / perRow;
    const height = items.some((k) => k.note) ? 54 : 42;
    for (let start = 0; start < items.length; start += perRow) {
      this.ensure(height + gap);
      items.slice(start, start + perRow).forEach((kpi, i) => {
        const x = MARGIN.side + i * (boxWidth + gap);
        this.doc.roundedRect(x, this.y, boxWidth, height, 3).fillColor(colour.band).fill();
        const inner = boxWidth - 16;
        this.fitted(kpi.label, x + 8, this.y + 7, inner, ['medium', 7.5, colour.muted]);
        this.fitted(kpi.value, x + 8, this.y + 19, inner, ['bold', 13, colour.ink]);
        if (kpi.note) this.fitted(kpi.note, x + 8, this.y + 38, inner, ['sans', 7, colour.muted]);
      });
      this.y += height + gap;
    }
    this.y += 4;
  }

  /** One line of text, set smaller (down to 60 %) when it would not fit `width` (a large sum in a box). */
  private fitted(text: string, x: number, top: number, width: number, [font, size, fill]: TextStyle) {
    this.style(font, size, fill);
    const natural = this.doc.widthOfString(text);
    const fit = natural > width ? Math.max(size * 0.6, (size * width) / natural) : size;
    this.style(font, fit, fill);
    // A smaller size sits on the same baseline as the full one would.
    this.doc.text(text, x, top + (size - fit) * 0.8, { lineBreak: false });
  }

  /** A plain line of muted text (an empty table's note). */
  note(text: string) {
    this.ensure(16);
    this.style('sans', 8.5, colour.muted);
    this.doc.text(text, MARGIN.side, this.y, { width: WIDTH });
    this.y = this.doc.y + 10;
  }

  private rowHeight(cells: string[], columns: Column[], font: PdfFontName) {
    this.style(font, TABLE_SIZE);
    // Right-aligned cells are figures: one line always (set smaller when long), so only text cells wrap.
    const heights = cells.map((cell, i) =>
      columns[i]!.align === 'right'
        ? this.doc.currentLineHeight()
        : this.doc.heightOfString(cell || ' ', { width: columns[i]!.width * WIDTH - 2 * CELL_PAD }),
    );
    return Math.max(...heights) + 2 * CELL_PAD;
  }

  private row(cells: string[], columns: Column[], font: PdfFontName, fill: string, height: number) {
    let x = MARGIN.side;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      const width = column.width * WIDTH;
      if (column.align === 'right') {
        this.style(font, TABLE_SIZE, fill);
        const natural = this.doc.widthOfString(cell);
        const room = width - 2 * CELL_PAD;
        this.fitted(cell, x + width - CELL_PAD - Math.min(natural, room), this.y + CELL_PAD, room, [
          font,
          TABLE_SIZE,
          fill,
        ]);
      } else {
        this.style(font, TABLE_SIZE, fill);
        this.doc.text(cell, x + CELL_PAD, this.y + CELL_PAD, { width: width - 2 * CELL_PAD });
      }
      x += width;
    });
    this.y += height;
  }

  private header(columns: Column[], width: number) {
    const titles = columns.map((c) => c.title);
    const height = this.rowHeight(titles, columns, 'medium');
    this.row(titles, columns, 'medium', colour.muted, height);
    this.rule(this.y, colour.ink, 0.7, MARGIN.side, width);
  }

  /**
   * A table. A short one moves whole to the next page when it does not fit; in a long one, a row that would
   * not fit starts a new page, which repeats the header first.
   */
  table(columns: Column[], rows: string[][], options: TableOptions) {
    if (rows.length === 0) {
      this.subheading(options.title, 16);
      this.note(options.empty);
      return;
    }
    const width = columns.reduce((sum, c) => sum + c.width, 0) * WIDTH;
    const all = options.total ? [...rows, options.total] : rows;
    const isTotal = (index: number) => options.total !== undefined && index === all.length - 1;
    const fontOf = (index: number): PdfFontName => (isTotal(index) ? 'bold' : 'sans');
    const heights = all.map((cells, index) => this.rowHeight(cells, columns, fontOf(index)));
    const headerHeight = this.rowHeight(
      columns.map((c) => c.title),
      columns,
      'medium',
    );
    const whole = headerHeight + heights.reduce((sum, h) => sum + h, 0);
    this.ensure(SUBHEADING + (whole <= KEEP_WHOLE ? whole : headerHeight + heights[0]!));
    this.subheading(options.title, 0);
    this.header(columns, width);
    all.forEach((cells, index) => {
      if (this.ensure(heights[index]!)) this.header(columns, width);
      if (isTotal(index)) this.rule(this.y, colour.ink, 0.7, MARGIN.side, width);
      this.row(cells, columns, fontOf(index), isTotal(index) ? colour.ink : colour.body, heights[index]!);
      if (!isTotal(index)) this.rule(this.y, colour.rule, 0.4, MARGIN.side, width);
    });
    this.y += 12;
  }
}
