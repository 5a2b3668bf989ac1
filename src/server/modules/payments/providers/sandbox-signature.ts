import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './provider';

/** The header the sandbox signs its webhooks in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A signature older (or newer) than this is refused, so a captured webhook cannot be replayed later. */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, t: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');

/** The signature header value for a body, signed at `now`. */
export function signSandboxBody(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, rawBody)}`;
}

/** Throws WebhookSignatureError unless the header signs this exact body with the secret, recently. */
export function verifySandboxSignature(secret: string, rawBody: string, header: string | null, now: Date) {
  if (!header) throw new WebhookSignatureError('The webhook has no signature');
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), part.slice(at + 1).trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(t)) throw new WebhookSignatureError('The webhook signature has no timestamp');
  if (Math.abs(now.getTime() / 1000 - t) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('The webhook signature is too old');
  const expected = Buffer.from(hmac(secret, t, rawBody), 'hex');
  const matches = (parts.get('v1') ?? []).some((candidate) => {
    if (!/^[0-9a-f]+$/i.test(candidate)) return false;
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError();
}
