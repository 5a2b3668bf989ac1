import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText, type Cell, type Column, type ExportSource, type Lang } from './table';

/** Pesos with thousands separators and two decimals; negative refunds in parentheses-free minus form. */
export const MXN_FORMAT = '"$"#,##0.00';
const formats: Partial<Record<Column['type'], string>> = {
  money: MXN_FORMAT,
  int: '0',
  percent: '0.0%',
  score: '0.0',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};
const defaultWidths: Record<Column['type'], number> = {
  text: 18,
  int: 10,
  money: 14,
  percent: 10,
  score: 10,
  number: 12,
  date: 12,
  datetime: 17,
};

/**
 * A Mexico City wall time as a workbook date: Excel dates have no zone, so the wall clock's figures are
 * written as they read (the UTC parts of the Date are the wall time).
 */
function wallDate(text: string): Date {
  const [y, m, d, h = 0, mi = 0] = text.split(/[- :T]/).map(Number) as number[];
  return new Date(Date.UTC(y!, m! - 1, d!, h, mi));
}

function xlsxCell(column: Column, raw: Cell, lang: Lang): ExcelJS.CellValue {
  const value = cellText(column, raw, lang);
  if (value === null) return null;
  switch (column.type) {
    case 'money':
      return Number(value) / 100;
    case 'int':
    case 'number':
    case 'percent':
    case 'score':
      return Number(value);
    case 'date':
    case 'datetime':
      return wallDate(String(value));
    default:
      return String(value);
  }
}

/** Excel refuses some characters in sheet names and more than 31 of them. */
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

/**
 * The workbook as a stream, written row by row with exceljs's streaming writer (rows are committed and leave
 * memory at once; no shared strings table to grow): typed cells, a bold frozen header row, column widths, one
 * sheet per table. The returned stream ends once the workbook is complete; a failure destroys it.
 */
export function xlsxStream(
  source: ExportSource,
  lang: Lang,
  onBatch: (rows: number) => Promise<void>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Estudio';
  workbook.created = new Date();

  async function write() {
    for (const table of source.tables) {
      const sheet = workbook.addWorksheet(sheetName(table.name[lang]), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      sheet.columns = table.columns.map((column, i) => ({
        key: String(i),
        width: column.width ?? Math.max(defaultWidths[column.type], column.label[lang].length + 2),
        ...(formats[column.type] ? { style: { numFmt: formats[column.type] } } : {}),
      }));
      const header = sheet.addRow(table.columns.map((column) => column.label[lang]));
      header.font = { bold: true };
      header.commit();
      for await (const batch of table.batches) {
        for (const row of batch)
          sheet.addRow(table.columns.map((column, i) => xlsxCell(column, row[i] ?? null, lang))).commit();
        await onBatch(batch.length);
      }
      sheet.commit();
    }
    await workbook.commit();
  }
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
