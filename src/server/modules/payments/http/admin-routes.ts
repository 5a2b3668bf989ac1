import { adminPaymentFiltersSchema, markPaidInputSchema, refundInputSchema } from '@contracts/payments';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { badRequest, notFound } from '../../../platform/errors';
import { parseInput, readJson, type AppEnv } from '../../../platform/http';
import { listPayments, markPaid, paymentDetail, paymentsCsv, providersStatus } from '../admin/admin';
import type { PaymentsEnv } from '../env';
import { receiptFiles } from '../receipts/receipt';
import { refundOrder } from '../refunds/refunds';
import { receiptQuerySchema, receiptResponse } from './routes';

const idSchema = z.uuid();
const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'invalid_value');

function orderId(c: Context): string {
  const parsed = idSchema.safeParse(c.req.param('id'));
  if (!parsed.success) throw notFound('There is no such payment');
  return parsed.data;
}

/** /api/admin/payments (behind the admin gate): the list with filters and CSV, refunds, mark paid, providers. */
export function paymentAdminRoutes(deps: { env: PaymentsEnv }) {
  const { env } = deps;
  const receipts = receiptFiles(env);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const filters = parseInput(adminPaymentFiltersSchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      if (filters.format === 'csv') {
        const day = new Date().toISOString().slice(0, 10);
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="payments-${day}.csv"`);
        return c.body(await paymentsCsv(env, filters));
      }
      return c.json(await listPayments(env, filters));
    })
    .get('/providers', async (c) => c.json(await providersStatus(env)))
    .get('/:id', async (c) => c.json(await paymentDetail(env, orderId(c))))
    .get('/:id/receipt.pdf', async (c) => {
      const id = orderId(c);
      const { lang } = parseInput(receiptQuerySchema, { lang: c.req.query('lang') });
      return receiptResponse(c, await receipts.byId(id, lang));
    })
    .post('/:id/refunds', async (c) => {
      const id = orderId(c);
      // One key per intended refund (the admin's form sends one): a retried request never refunds twice.
      const header = c.req.header('idempotency-key');
      if (header === undefined)
        throw badRequest('An Idempotency-Key header is required', { 'Idempotency-Key': ['required'] });
      const key = parseInput(idempotencyKeySchema, header, 'Idempotency-Key');
      const input = parseInput(refundInputSchema, await readJson(c));
      const admin = c.get('viewer').email;
      await refundOrder(env, id, {
        amountMinor: input.amountMinor,
        reason: input.reason,
        createdBy: admin,
        idempotencyKey: `admin:${id}:${key}`,
      });
      return c.json(await paymentDetail(env, id));
    })
    .post('/:id/mark-paid', async (c) => {
      const id = orderId(c);
      const input = parseInput(markPaidInputSchema, await readJson(c));
      return c.json(await markPaid(env, id, input, c.get('viewer').email));
    });
}
