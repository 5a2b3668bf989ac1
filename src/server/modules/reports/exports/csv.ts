import { csvField } from '../../../platform/csv';
import { cellText, type Cell, type Column, type ExportSource, type Lang } from './table';

/** A cell as CSV text: money as pesos with two decimals (a dot), shares as decimals, times as written. */
function csvCell(column: Column, raw: Cell, lang: Lang): string {
  const value = cellText(column, raw, lang);
  if (value === null) return '';
  switch (column.type) {
    case 'money':
      return (Number(value) / 100).toFixed(2);
    case 'percent':
      return Number(value).toFixed(4);
    case 'int':
    case 'score':
    case 'number':
      return String(value);
    default:
      return csvField(String(value));
  }
}

/**
 * The CSV file as a stream of chunks, one per batch: UTF-8 with a BOM (Excel opens accents correctly), CRLF
 * line ends, every text through the spreadsheet-injection defence. A CSV holds one table (the summary gives
 * its totals as one table of rows).
 */
export async function* csvChunks(
  source: ExportSource,
  lang: Lang,
  onBatch: (rows: number) => Promise<void>,
): AsyncIterable<Buffer> {
  const [table, ...more] = source.tables;
  if (!table || more.length > 0) throw new Error('A CSV export holds exactly one table');
  const header = table.columns.map((column) => csvField(column.label[lang])).join(',');
  yield Buffer.from(`\uFEFF${header}\r\n`, 'utf8');
  for await (const batch of table.batches) {
    let text = '';
    for (const row of batch)
      text += `${table.columns.map((column, i) => csvCell(column, row[i] ?? null, lang)).join(',')}\r\n`;
    yield Buffer.from(text, 'utf8');
    await onBatch(batch.length);
  }
}
