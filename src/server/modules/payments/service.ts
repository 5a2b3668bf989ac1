/**
 * The payments module's entry points (issue 7), split by job: orders.ts (open a checkout, status by
 * reference, refresh), webhooks.ts (verified, stored once, reconciled under a row lock), reconcile.ts (the
 * state machine and its effects), refunds.ts, admin.ts, mails.ts, jobs.ts. app.ts builds one PaymentsEnv and
 * wires what orders pay for (booking) through its hooks.
 */
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import type { OrderHooks, PaymentsEnv } from './env';
import { configuredProviders, createProviderRegistry } from './providers';
import { planInstalmentHooks } from './plans/plans';
import type { PaymentProvider } from './providers/provider';

export type { OrderHooks, OrderSummary, PaymentsEnv } from './env';
export {
  openAppointmentCheckout,
  openCheckoutUrl,
  openStayCheckout,
  openStayCheckoutUrl,
  publicStatus,
  OXXO_MIN_LEAD_HOURS,
} from './orders/orders';
export { handleWebhook } from './orders/webhooks';
export { cancelPlansOf } from './plans/plans';
export { refundOrder } from './refunds/refunds';
export { paymentJobHandlers } from './jobs';

export interface PaymentsEnvDeps {
  db: Db;
  siteUrl: URL;
  siteName?: string;
  clock?: () => Date;
  payments: Config['payments'];
  /** The real providers (tests pass their own); by default those the configuration has keys for. */
  providers?: PaymentProvider[];
  appointmentHooks: OrderHooks;
  /** What stays' orders (La Mansión) answer to; without them payments opens no stay checkouts. */
  stayHooks?: OrderHooks;
  owner(db: DbOrTx): Promise<{ name: string; email: string }>;
  /** The whole config, for the real providers' keys. */
  config?: Config;
}

export function createPaymentsEnv(deps: PaymentsEnvDeps): PaymentsEnv {
  const clock = deps.clock ?? (() => new Date());
  const env: PaymentsEnv = {
    db: deps.db,
    siteUrl: deps.siteUrl,
    siteName: deps.siteName ?? 'Estudio',
    clock,
    providers: createProviderRegistry({
      db: deps.db,
      siteUrl: deps.siteUrl,
      clock,
      choice: deps.payments.provider,
      sandboxWebhookSecret: deps.payments.sandboxWebhookSecret,
      configured: deps.providers ?? (deps.config ? configuredProviders(deps.config, clock) : []),
    }),
    hooks: {
      appointment: deps.appointmentHooks,
      ...(deps.stayHooks ? { stay: deps.stayHooks } : {}),
    },
    owner: deps.owner,
  };
  // Later instalments of a plan are orders of their own purpose, handled inside payments.
  env.hooks.plan_instalment = planInstalmentHooks(env);
  return env;
}
