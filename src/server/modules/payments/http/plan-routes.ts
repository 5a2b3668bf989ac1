import { paymentPlanRoutes as api, instalmentSeqSchema } from '@contracts/api/payments';
import { paymentPlanAdminRoutes as adminApi } from '@contracts/api/payments-admin';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http';
import { limitPerClient } from '../../../platform/rate-limit';
import { mountRoutes, route } from '../../../platform/routes';
import type { PaymentsEnv } from '../env';
import { adminPlans, markInstalmentPaid, openInstalmentCheckout, publicPlan } from '../plans/plan-service';
import { checkFirst, referenceOf } from './checks';

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
  // A malformed reference or instalment is a 404 like an unknown one (before the rate limit, as always).
  const before = new Hono<AppEnv>();
  checkFirst(before, 'GET', '/:reference', (c) => referenceOf(c, 'There is no such payment plan'));
  checkFirst(before, 'POST', '/:reference/instalments/:seq/checkout', (c) => {
    referenceOf(c, 'There is no such payment plan');
    if (!instalmentSeqSchema.safeParse(c.req.param('seq')).success)
      throw notFound('There is no such instalment');
  });
  return mountRoutes(
    '/payment-plans',
    [
      route(api.status, async ({ params }, c) => {
        await limit(c, 'payment-plans-status');
        c.header('Cache-Control', 'no-store');
        c.header('Referrer-Policy', 'no-referrer');
        return publicPlan(env, params.reference);
      }),
      route(api.instalmentCheckout, async ({ params }, c) => {
        await limit(c, 'payment-plans-checkout');
        c.header('Cache-Control', 'no-store');
        return openInstalmentCheckout(env, params.reference, params.seq);
      }),
    ],
    before,
  );
}

/** /api/admin/payment-plans (behind the admin gate): plans by status, with the overdue count. */
export function paymentPlanAdminRoutes(deps: { env: PaymentsEnv }) {
  const before = new Hono<AppEnv>();
  // A malformed id or instalment is a 404, before the body's 400.
  checkFirst(before, 'POST', '/:id/instalments/:seq/mark-paid', (c) => {
    const id = z.uuid().safeParse(c.req.param('id'));
    const seq = instalmentSeqSchema.safeParse(c.req.param('seq'));
    if (!id.success || !seq.success) throw notFound('There is no such instalment');
  });
  return mountRoutes(
    '/admin/payment-plans',
    [
      route(adminApi.list, async ({ query }, c) => {
        c.header('Cache-Control', 'no-store');
        return adminPlans(deps.env, query);
      }),
      route(adminApi.markInstalmentPaid, ({ params, body }, c) =>
        markInstalmentPaid(deps.env, params.id, params.seq, body, c.get('viewer').email),
      ),
    ],
    before,
  );
}
