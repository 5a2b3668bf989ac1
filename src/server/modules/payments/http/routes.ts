import { paymentRoutes as api } from '@contracts/api/payments';
import { sandboxPayInputSchema } from '@contracts/payments';
import { Hono, type Context } from 'hono';
import { badRequest, notFound } from '../../../platform/errors';
import { ifNoneMatchHits, type AppEnv } from '../../../platform/http';
import { limitPerClient } from '../../../platform/rate-limit';
import { mountRoutes, route } from '../../../platform/routes';
import type { PaymentsEnv } from '../env';
import { retryByReference } from '../orders/checkout-retry';
import { publicStatus } from '../orders/orders';
import { receiptFiles, type ReceiptFile } from '../receipts/receipt';
import { handleWebhook } from '../orders/webhooks';
import { checkFirst, referenceOf } from './checks';

export interface PaymentRouteDeps {
  env: PaymentsEnv;
  trustProxy: boolean;
  /** Status reads per client address per 10 minutes (the success page polls). */
  statusReadsPer10Min?: number;
}

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
  /** The sandbox's pay body, read leniently as always: none is `{}`, text that is not JSON fails `method`. */
  const readBodyJson = async (c: Context) => {
    const text = await c.req.text();
    if (!text.trim()) return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  };
  const limit = (c: Context<AppEnv>, scope: string, max: number) =>
    limitPerClient(c, env.db, { scope, max, windowSeconds: 600, trustProxy: deps.trustProxy });
  const reads = deps.statusReadsPer10Min ?? 600;
  // (The old pattern passed `method: 'card'` to these too: the sandbox's default when none is given.)
  const sandboxAct = (action: keyof typeof sandboxRoute) =>
    route(api[sandboxRoute[action]], ({ params }) => sandbox().act(params.checkoutId, action));

  // The reference is the capability; a malformed one is a 404 before the rate limit and the receipt's ?lang.
  const before = new Hono<AppEnv>();
  for (const path of ['/:reference', '/:reference/receipt.pdf'])
    checkFirst(before, 'GET', path, (c) => referenceOf(c, 'There is no such payment'));
  checkFirst(before, 'POST', '/:reference/retry', (c) => referenceOf(c, 'There is no such payment'));

  return mountRoutes(
    '/payments',
    [
      // A contract without a body: route() leaves the request's bytes to the handler.
      route(api.webhook, async ({ params }, c) => {
        // The raw text, before any JSON parsing: signatures are over the exact bytes.
        const rawBody = await c.req.text();
        // A signature that does not verify is a WebhookSignatureError: 400 invalid_signature at the edge.
        const outcome = await handleWebhook(
          env,
          params.provider,
          rawBody,
          c.req.raw.headers,
          new URL(c.req.url),
        );
        return { received: true as const, outcome };
      }),
      route(api.sandboxCheckout, async ({ params }, c) => {
        c.header('Cache-Control', 'no-store');
        return sandbox().view(params.checkoutId);
      }),
      sandboxAct('voucher/pay'),
      sandboxAct('voucher/expire'),
      // Mounted without its body schema: the body is read leniently, its one error keyed `method` as before.
      route({ ...api.sandboxPay, body: undefined }, async ({ params }, c) => {
        const input = sandboxPayInputSchema.safeParse((await readBodyJson(c)) ?? undefined);
        if (!input.success) throw badRequest('The request is not valid', { method: ['invalid_value'] });
        return sandbox().act(params.checkoutId, 'pay', { method: input.data.method });
      }),
      sandboxAct('fail'),
      sandboxAct('abandon'),
      sandboxAct('voucher'),
      route(api.status, async ({ params }, c) => {
        await limit(c, 'payments-status', reads);
        c.header('Cache-Control', 'no-store');
        c.header('Referrer-Policy', 'no-referrer');
        return publicStatus(env, params.reference);
      }),
      route(api.retry, async ({ params }, c) => {
        // The order's own row lock makes a double click one checkout.
        await limit(c, 'payments-retry', 60);
        c.header('Cache-Control', 'no-store');
        return retryByReference(env, params.reference);
      }),
      route(api.receipt, async ({ params, query }, c) => {
        // Paid (or refunded) orders only.
        await limit(c, 'payments-receipt', reads);
        c.header('Referrer-Policy', 'no-referrer');
        return receiptResponse(c, await receipts.byReference(params.reference, query.lang));
      }),
    ],
    before,
  );
}

/** Each sandbox action without a body, and its contract. */
const sandboxRoute = {
  'voucher/pay': 'sandboxVoucherPay',
  'voucher/expire': 'sandboxVoucherExpire',
  fail: 'sandboxFail',
  abandon: 'sandboxAbandon',
  voucher: 'sandboxVoucher',
} as const;
