// RFC 5545 content-line primitives: TEXT escaping, parameter quoting, UTC date-times and folding.

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
// Control characters are not allowed in TEXT (HTAB excepted; LF is escaped) nor anywhere in a line.
// eslint-disable-next-line no-control-regex
const CONTROLS_EXCEPT_TAB = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const ALL_CONTROLS = /[\u0000-\u001f\u007f]/g;

/** TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS_EXCEPT_TAB, '')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');
}

/** A quoted parameter value; DQUOTE, ^ and newlines use RFC 6868's caret encoding. */
export function quoteParam(value: string): string {
  const encoded = value
    .replace(/\r\n?/g, '\n')
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\n/g, '^n')
    .replace(ALL_CONTROLS, '');
  return `"${encoded}"`;
}

/** URI or CAL-ADDRESS value: not escaped, but a stray control character must not end the line. */
export function uriValue(value: string): string {
  return value.replace(ALL_CONTROLS, '');
}

/** UTC DATE-TIME in 'Z' form (seconds precision, milliseconds dropped). */
export function utcDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date in calendar event');
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function utf8Octets(char: string): number {
  const codePoint = char.codePointAt(0) ?? 0;
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets (continuations start with a space), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** Joins content lines into an iCalendar object: folded, CRLF after every line. */
export function toIcs(lines: string[]): string {
  return lines.map((line) => foldLine(line) + CRLF).join('');
}
