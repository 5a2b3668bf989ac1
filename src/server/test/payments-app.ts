import type { PaymentProvider } from '../modules/payments';
import type { Database } from '../platform/db/client';
import { MODULE_TEST_ENV, testApp } from './app';

export { TEST_SANDBOX_SECRET } from './app';

/**
 * The server as app.ts wires it (booking, rental and payments with payments' hooks = their lifecycles, the real
 * admin gate and sign-in), with the test's clock and providers and the server's job handlers run on demand
 * (the sandbox's webhook deliveries among them). Rental's per-address limits are raised: the suites book many
 * stays from a few addresses.
 */
export function paymentsTestApp(
  database: Database,
  options: { clock?: () => Date; providers?: PaymentProvider[]; env?: Record<string, string> } = {},
) {
  return testApp(database, {
    env: { ...MODULE_TEST_ENV, ...options.env },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.providers ? { providers: options.providers } : {}),
    limits: { rental: { staysPer10Min: 10_000, readsPer10Min: 10_000 } },
  });
}
