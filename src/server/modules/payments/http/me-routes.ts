import { Hono } from 'hono';
import type { AppEnv } from '../../../platform/http';
import { requireViewer, type Authenticate } from '../../../platform/viewer';
import type { PaymentsEnv } from '../env';
import { myPayments } from '../orders/my-payments';

/** /api/me/payments — the signed-in person's own payments and payment plans (for /dashboard). */
export function myPaymentRoutes(deps: { env: PaymentsEnv; authenticate: Authenticate }) {
  const { env } = deps;
  return new Hono<AppEnv>().use('*', requireViewer(deps.authenticate)).get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await myPayments(env, c.get('viewer')));
  });
}
