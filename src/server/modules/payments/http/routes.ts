import {
  paymentReferenceSchema,
  sandboxActions,
  sandboxPayInputSchema,
  sandboxVoucherActions,
  type SandboxAction,
  type SandboxVoucherAction,
} from '@contracts/payments';
import { languageSchema } from '@contracts/i18n';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { badRequest, notFound } from '../../../platform/errors';
import { ifNoneMatchHits, parseInput, type AppEnv } from '../../../platform/http';
import { limitPerClient } from '../../../platform/rate-limit';
import type { PaymentsEnv } from '../env';
import { retryByReference } from '../orders/checkout-retry';
import { publicStatus } from '../orders/orders';
import { receiptFiles, type ReceiptFile } from '../receipts/receipt';
import { handleWebhook } from '../orders/webhooks';

export interface PaymentRouteDeps {
  env: PaymentsEnv;
  trustProxy: boolean;
  /** Status reads per client address per 10 minutes (the success page polls). */
  statusReadsPer10Min?: number;
}

/** ?lang=es|en on a receipt download; absent: the order's own language. */
export const receiptQuerySchema = z.object({ lang: languageSchema.optional() });

/**
 * A receipt's PDF as a download: private (it names a customer), revalidated by its ETag (the same data
 * always makes the same bytes; a refund changes both), 304 when the client has it.
 */
export async function receiptResponse(c: Context<AppEnv>, file: ReceiptFile): Promise<Response> {
  c.header('Cache-Control', 'private, no-cache');
  c.header('ETag', file.etag);
  if (ifNoneMatchHits(c.req.header('if-none-match'), file.etag)) return c.body(null, 304);
  const pdf = await file.bytes();
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
  c.header('Content-Length', String(pdf.length));
  return c.body(new Uint8Array(pdf));
}

/**
 * /api/payments: the public status by opaque reference, the provider webhooks (raw body, verified by the
 * provider before anything is parsed or written) and the sandbox's hosted checkout.
 */
export function paymentRoutes(deps: PaymentRouteDeps) {
  const { env } = deps;
  const receipts = receiptFiles(env);
  const sandbox = () => {
    if (!env.providers.sandbox) throw notFound('The sandbox is not active on this site');
    return env.providers.sandbox;
  };
  const readBodyJson = async (c: Context) => {
    const text = await c.req.text();
    if (!text.trim()) return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  };
  return new Hono<AppEnv>()
    .post('/webhooks/:provider', async (c) => {
      // The raw text, before any JSON parsing: signatures are over the exact bytes.
      const rawBody = await c.req.text();
      // A signature that does not verify is a WebhookSignatureError: 400 invalid_signature at the edge.
      const outcome = await handleWebhook(
        env,
        c.req.param('provider'),
        rawBody,
        c.req.raw.headers,
        new URL(c.req.url),
      );
      return c.json({ received: true, outcome });
    })
    .get('/sandbox/:checkoutId', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await sandbox().view(c.req.param('checkoutId')));
    })
    .post('/sandbox/:checkoutId/voucher/:action', async (c) => {
      const action = c.req.param('action');
      if (!(sandboxVoucherActions as readonly string[]).includes(action)) throw notFound('No such action');
      return c.json(
        await sandbox().act(c.req.param('checkoutId'), `voucher/${action as SandboxVoucherAction}`),
      );
    })
    .post('/sandbox/:checkoutId/:action', async (c) => {
      const action = c.req.param('action');
      if (!(sandboxActions as readonly string[]).includes(action)) throw notFound('No such action');
      const body = action === 'pay' ? await readBodyJson(c) : {};
      const input = sandboxPayInputSchema.safeParse(body ?? undefined);
      if (!input.success) throw badRequest('The request is not valid', { method: ['invalid_value'] });
      return c.json(
        await sandbox().act(c.req.param('checkoutId'), action as SandboxAction, {
          method: input.data.method,
        }),
      );
    })
    .get('/:reference', async (c) => {
      const parsed = paymentReferenceSchema.safeParse(c.req.param('reference'));
      if (!parsed.success) throw notFound('There is no such payment');
      await limitPerClient(c, env.db, {
        scope: 'payments-status',
        max: deps.statusReadsPer10Min ?? 600,
        windowSeconds: 600,
        trustProxy: deps.trustProxy,
      });
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.json(await publicStatus(env, parsed.data));
    })
    .post('/:reference/retry', async (c) => {
      // The opaque reference is the capability; the order's own row lock makes a double click one checkout.
      const parsed = paymentReferenceSchema.safeParse(c.req.param('reference'));
      if (!parsed.success) throw notFound('There is no such payment');
      await limitPerClient(c, env.db, {
        scope: 'payments-retry',
        max: 60,
        windowSeconds: 600,
        trustProxy: deps.trustProxy,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(await retryByReference(env, parsed.data));
    })
    .get('/:reference/receipt.pdf', async (c) => {
      // The opaque reference is the capability, as for the status read; paid (or refunded) orders only.
      const parsed = paymentReferenceSchema.safeParse(c.req.param('reference'));
      if (!parsed.success) throw notFound('There is no such payment');
      const { lang } = parseInput(receiptQuerySchema, { lang: c.req.query('lang') });
      await limitPerClient(c, env.db, {
        scope: 'payments-receipt',
        max: deps.statusReadsPer10Min ?? 600,
        windowSeconds: 600,
        trustProxy: deps.trustProxy,
      });
      c.header('Referrer-Policy', 'no-referrer');
      return receiptResponse(c, await receipts.byReference(parsed.data, lang));
    });
}
