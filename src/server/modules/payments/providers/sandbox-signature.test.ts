import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './provider';
import { signSandboxBody, verifySandboxSignature } from './sandbox-signature';

describe('sandbox webhook signatures', () => {
  const secret = 'a-secret-of-sixteen-plus';
  const body = '{"id":"evt_1","type":"checkout.paid","data":{"checkoutId":"sbx_1"}}';
  const now = new Date('2026-03-09T15:00:00Z');

  it('accepts its own signature within five minutes, also among other v1 values', () => {
    const header = signSandboxBody(secret, body, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() =>
      verifySandboxSignature(secret, body, header, new Date(now.getTime() + 299_000)),
    ).not.toThrow();
    const rotated = `${header.split(',')[0]},v1=${'0'.repeat(64)},${header.split(',')[1]}`;
    expect(() => verifySandboxSignature(secret, body, rotated, now)).not.toThrow();
  });

  it('refuses a changed body, another secret, a stale or future timestamp, and no header', () => {
    const header = signSandboxBody(secret, body, now);
    const refuses = (run: () => void) => expect(run).toThrow(WebhookSignatureError);
    refuses(() => verifySandboxSignature(secret, body.replace('paid', 'paid '), header, now));
    refuses(() => verifySandboxSignature('another-secret-entirely', body, header, now));
    refuses(() => verifySandboxSignature(secret, body, header, new Date(now.getTime() + 301_000)));
    refuses(() => verifySandboxSignature(secret, body, header, new Date(now.getTime() - 301_000)));
    refuses(() => verifySandboxSignature(secret, body, null, now));
    refuses(() => verifySandboxSignature(secret, body, 'v1=abc', now));
    refuses(() => verifySandboxSignature(secret, body, header.replace(/v1=.*/, 'v1=zz'), now));
  });
});
