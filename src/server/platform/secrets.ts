import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link, a header or a feed URL: 32 URL-safe characters (192 random bits). */
export const newToken = () => randomBytes(24).toString('base64url');

/** Only hashes of secrets are stored; a lookup hashes the secret it is given (hex SHA-256). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** JSON with sorted object keys: the same value always gives the same text (for request hashes). */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
