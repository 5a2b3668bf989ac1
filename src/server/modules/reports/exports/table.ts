import type { ExportRequest } from '@contracts/exports';

/*
 * The shape every export writer reads: typed columns and rows of plain values. Writers never see SQL, and data
 * sets never see a file format.
 */

export type Lang = ExportRequest['lang'];
export type Words = Record<Lang, string>;

/**
 * text: a string; int: a whole count; money: integer centavos (MXN); percent: a share 0–1; score: a number;
 * date: a Mexico City day (YYYY-MM-DD); datetime: a Mexico City wall time (YYYY-MM-DD HH:MM); number: a
 * figure already written as decimal text (the summary CSV's mixed value column).
 */
export type CellType = 'text' | 'int' | 'money' | 'percent' | 'score' | 'number' | 'date' | 'datetime';
export type Cell = string | number | null;
export type Row = Cell[];

export interface Column {
  label: Words;
  type: CellType;
  /** Width in characters in a workbook. */
  width?: number;
  /** Words for the codes a text column holds (a status, a kind), in the export's language. */
  values?: Record<string, Words>;
}

/** One table of a file: a CSV is one, a workbook has a sheet per table. */
export interface Table {
  /** The sheet's name (at most 31 characters, Excel's limit). */
  name: Words;
  columns: Column[];
  /** Batches of rows, in order; progress is counted after each. */
  batches: AsyncIterable<Row[]>;
}

export interface ExportSource {
  /** Rows to write in all (for the progress bar). */
  total: number;
  tables: Table[];
}

/** A text column's code in the export's language (unknown codes stay as they are). */
export function cellText(column: Column, value: Cell, lang: Lang): Cell {
  if (typeof value === 'string' && column.values?.[value]) return column.values[value][lang];
  return value;
}

export async function* once(rows: Row[]): AsyncIterable<Row[]> {
  yield rows;
}
