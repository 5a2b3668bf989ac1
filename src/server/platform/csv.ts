/** One CSV field: quoted when needed, quotes doubled; a leading =, +, -, @, tab or CR is defused (CSV injection). */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV export as spreadsheets open it well: UTF-8 with a BOM (Excel), CRLF line ends. */
export const csvDocument = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;
