import type { MediaInputFormat } from '@contracts/media';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The AVIF brands of an ISO media file's `ftyp` box (major brand or a compatible one). */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4) || bytes.length < 16) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length, 4096);
  const brands: string[] = [];
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // minor version, not a brand
    brands.push(String.fromCharCode(...bytes.subarray(at, at + 4)));
  }
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/**
 * The image format by the file's first bytes (its "magic"), never by its name or the type the browser
 * sent; null for anything else (SVG, HEIC, PDF, text…).
 */
export function detectImageFormat(bytes: Uint8Array): MediaInputFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}
