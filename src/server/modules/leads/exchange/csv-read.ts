/**
 * Reads CSV text into rows of fields (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes),
 * as spreadsheets write it: a UTF-8 BOM is dropped, CRLF or LF ends a line, and the separator is the one the
 * header line uses most — comma, semicolon (Excel in Spanish) or tab. Blank lines are skipped; each row keeps
 * the file line it started on.
 */
export function readCsv(text: string): { line: number; fields: string[] }[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((sep) => [sep, firstLine.split(sep).length] as const);
  const separator = counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"') {
        if (body[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) endRow();
  return rows;
}
