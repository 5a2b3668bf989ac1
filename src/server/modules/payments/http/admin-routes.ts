import { paymentAdminRoutes as api } from '@contracts/api/payments-admin';
import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest, notFound } from '../../../platform/errors';
import { parseInput } from '../../../platform/http';
import { mountRoutes, route } from '../../../platform/routes';
import { listPayments, markPaid, paymentDetail, paymentsCsv, providersStatus } from '../admin/admin';
import type { PaymentsEnv } from '../env';
import { receiptFiles } from '../receipts/receipt';
import { refundOrder } from '../refunds/refunds';
import { checkFirst } from './checks';
import { receiptResponse } from './routes';

const idSchema = z.uuid();
// Payments' own: its message and the 400 for a missing key differ from platform/http's idempotencyKeyOf.
const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'invalid_value');

function orderId(c: Context): string {
  const parsed = idSchema.safeParse(c.req.param('id'));
  if (!parsed.success) throw notFound('There is no such payment');
  return parsed.data;
}

/** The refund's Idempotency-Key: required, one per intended refund (the admin's form sends one). */
function refundKeyOf(c: Context): string {
  const header = c.req.header('idempotency-key');
  if (header === undefined)
    throw badRequest('An Idempotency-Key header is required', { 'Idempotency-Key': ['required'] });
  return parseInput(idempotencyKeySchema, header, 'Idempotency-Key');
}

/** /api/admin/payments (behind the admin gate): the list with filters and CSV, refunds, mark paid, providers. */
export function paymentAdminRoutes(deps: { env: PaymentsEnv }) {
  const { env } = deps;
  const receipts = receiptFiles(env);
  const base = '/admin/payments';
  // The fixed paths first: /providers is not a payment's id.
  const app = mountRoutes(base, [
    route(api.list, async ({ query }, c) => {
      c.header('Cache-Control', 'no-store');
      if (query.format === 'csv') {
        const day = new Date().toISOString().slice(0, 10);
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="payments-${day}.csv"`);
        return c.body(await paymentsCsv(env, query));
      }
      return listPayments(env, query);
    }),
    route(api.providers, () => providersStatus(env)),
  ]);
  // Before route() validates: a malformed id is a 404, then the refund's key, then the query's or body's 400.
  for (const path of ['/:id', '/:id/receipt.pdf']) checkFirst(app, 'GET', path, orderId);
  checkFirst(app, 'POST', '/:id/mark-paid', orderId);
  checkFirst(app, 'POST', '/:id/refunds', (c) => {
    orderId(c);
    refundKeyOf(c);
  });
  return mountRoutes(
    base,
    [
      route(api.detail, ({ params }) => paymentDetail(env, params.id)),
      route(api.receipt, async ({ params, query }, c) =>
        receiptResponse(c, await receipts.byId(params.id, query.lang)),
      ),
      route(api.refund, async ({ params: { id }, body }, c) => {
        // A retried request never refunds twice.
        const key = refundKeyOf(c);
        await refundOrder(env, id, {
          amountMinor: body.amountMinor,
          reason: body.reason,
          createdBy: c.get('viewer').email,
          idempotencyKey: `admin:${id}:${key}`,
        });
        return paymentDetail(env, id);
      }),
      route(api.markPaid, ({ params, body }, c) => markPaid(env, params.id, body, c.get('viewer').email)),
    ],
    app,
  );
}
