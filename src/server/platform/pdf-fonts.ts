import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

/*
 * The site's typefaces for the PDFs it typesets (receipts, the CV), from the self-hosted @fontsource WOFF
 * files, unpacked once per process into plain OpenType (sfnt) bytes. pdfkit's font engine inflates a WOFF
 * table on every read, which makes a one-page document take hundreds of milliseconds; from sfnt bytes it
 * takes a few. Receipts are rendered inside the paying transaction, so this matters. Same glyphs either way.
 */

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"

/** WOFF 1.0 → sfnt: the same tables, inflated, behind an sfnt table directory (checksums kept). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== WOFF_SIGNATURE) return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = woff.readUInt32BE(entry);
    const at = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(at, at + compLength);
    const data = compLength < origLength ? zlib.inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('Malformed WOFF table');
    const dir = 12 + i * 16;
    header.writeUInt32BE(tag, dir);
    header.writeUInt32BE(checksum, dir + 4);
    header.writeUInt32BE(offset, dir + 8);
    header.writeUInt32BE(origLength, dir + 12);
    const padding = (4 - (data.length % 4)) % 4;
    parts.push(data, Buffer.alloc(padding));
    offset += data.length + padding;
  }
  return Buffer.concat(parts);
}

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, name: string) => require.resolve(`${pkg}/files/${name}`);
const files = {
  display: fontFile('@fontsource/fraunces', 'fraunces-latin-500-normal.woff'),
  sans: fontFile('@fontsource/inter', 'inter-latin-400-normal.woff'),
  medium: fontFile('@fontsource/inter', 'inter-latin-500-normal.woff'),
  bold: fontFile('@fontsource/inter', 'inter-latin-600-normal.woff'),
};
export type PdfFontName = keyof typeof files;

let loaded: Record<PdfFontName, Buffer> | null = null;

/** The four faces as sfnt bytes, read and unpacked on first use. */
export function pdfFonts(): Record<PdfFontName, Buffer> {
  loaded ??= Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, woffToSfnt(fs.readFileSync(file))]),
  ) as Record<PdfFontName, Buffer>;
  return loaded;
}
