import { adminPlanFiltersSchema } from '@contracts/payment-plans';
import { markPaidInputSchema, paymentReferenceSchema } from '@contracts/payments';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../../../platform/errors';
import { parseInput, readJson, type AppEnv } from '../../../platform/http';
import { limitPerClient } from '../../../platform/rate-limit';
import type { PaymentsEnv } from '../env';
import { adminPlans, markInstalmentPaid, openInstalmentCheckout, publicPlan } from '../plans/plan-service';

const seqSchema = z.coerce.number().int().min(1).max(12);

function referenceOf(c: Context): string {
  const parsed = paymentReferenceSchema.safeParse(c.req.param('reference'));
  if (!parsed.success) throw notFound('There is no such payment plan');
  return parsed.data;
}

/**
 * /api/payment-plans: a plan by its opaque reference (the capability, as for payments' status) and the
 * checkout of its next instalment. Rate-limited per client like the payment status it polls alongside.
 */
export function paymentPlanRoutes(deps: { env: PaymentsEnv; trustProxy: boolean; readsPer10Min?: number }) {
  const { env } = deps;
  const limit = (c: Context<AppEnv>, scope: string) =>
    limitPerClient(c, env.db, {
      scope,
      max: deps.readsPer10Min ?? 600,
      windowSeconds: 600,
      trustProxy: deps.trustProxy,
    });
  return new Hono<AppEnv>()
    .get('/:reference', async (c) => {
      const reference = referenceOf(c);
      await limit(c, 'payment-plans-status');
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.json(await publicPlan(env, reference));
    })
    .post('/:reference/instalments/:seq/checkout', async (c) => {
      const reference = referenceOf(c);
      const seq = seqSchema.safeParse(c.req.param('seq'));
      if (!seq.success) throw notFound('There is no such instalment');
      await limit(c, 'payment-plans-checkout');
      c.header('Cache-Control', 'no-store');
      return c.json(await openInstalmentCheckout(env, reference, seq.data));
    });
}

/** /api/admin/payment-plans (behind the admin gate): plans by status, with the overdue count. */
export function paymentPlanAdminRoutes(deps: { env: PaymentsEnv }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const filters = parseInput(adminPlanFiltersSchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await adminPlans(deps.env, filters));
    })
    .post('/:id/instalments/:seq/mark-paid', async (c) => {
      const id = z.uuid().safeParse(c.req.param('id'));
      const seq = seqSchema.safeParse(c.req.param('seq'));
      if (!id.success || !seq.success) throw notFound('There is no such instalment');
      const input = parseInput(markPaidInputSchema, await readJson(c));
      return c.json(await markInstalmentPaid(deps.env, id.data, seq.data, input, c.get('viewer').email));
    });
}
