import { myPaymentRoutes as api } from '@contracts/api/payments';
import { Hono } from 'hono';
import type { AppEnv } from '../../../platform/http';
import { mountRoutes, route } from '../../../platform/routes';
import { requireViewer, type Authenticate } from '../../../platform/viewer';
import type { PaymentsEnv } from '../env';
import { myPayments } from '../orders/my-payments';

/** /api/me/payments — the signed-in person's own payments and payment plans (for /dashboard). */
export function myPaymentRoutes(deps: { env: PaymentsEnv; authenticate: Authenticate }) {
  const { env } = deps;
  return mountRoutes(
    '/me/payments',
    [
      route(api.list, async (_, c) => {
        c.header('Cache-Control', 'no-store');
        return myPayments(env, c.get('viewer'));
      }),
    ],
    new Hono<AppEnv>().use('*', requireViewer(deps.authenticate)),
  );
}
