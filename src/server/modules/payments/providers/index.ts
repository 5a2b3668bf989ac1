import type { PaymentProviderName } from '@contracts/payments';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import type { PaymentProvider, ProviderMode } from './provider';
import { createMercadoPagoProvider } from './mercadopago';
import { SandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

/**
 * The providers of this installation: the one that takes new checkouts, and every configured one (their
 * webhooks are accepted, so payments started before a switch still land).
 */
export interface ProviderRegistry {
  /** Where new checkouts open. */
  readonly checkout: PaymentProvider;
  /** A configured provider by name (webhooks, status reads, refunds), or undefined. */
  get(name: string): PaymentProvider | undefined;
  /** The sandbox, when it is configured (it is the one taking checkouts); its hosted page uses it. */
  readonly sandbox: SandboxProvider | null;
  list(): { name: PaymentProviderName; mode: ProviderMode; takesNewCheckouts: boolean }[];
}

export interface RegistryDeps {
  db: Db;
  siteUrl: URL;
  clock: () => Date;
  /** PAYMENTS_PROVIDER, when set. */
  choice?: PaymentProviderName | undefined;
  sandboxWebhookSecret?: string | undefined;
  /** The real providers configured with keys (Stripe, Mercado Pago), in order of preference. */
  configured: PaymentProvider[];
}

/**
 * Builds the registry. The checkout provider is PAYMENTS_PROVIDER when set, else the first configured real
 * provider (Stripe, then Mercado Pago), else the sandbox. The sandbox is registered only when it takes the
 * checkouts: with real keys in place, nobody can "pay" through the test page.
 */
export function createProviderRegistry(deps: RegistryDeps): ProviderRegistry {
  const byName = new Map<string, PaymentProvider>(deps.configured.map((p) => [p.name, p]));
  const wanted = deps.choice ?? deps.configured[0]?.name ?? 'sandbox';
  let sandbox: SandboxProvider | null = null;
  if (wanted === 'sandbox') {
    sandbox = new SandboxProvider({
      db: deps.db,
      siteUrl: deps.siteUrl,
      clock: deps.clock,
      webhookSecret: deps.sandboxWebhookSecret,
    });
    byName.set('sandbox', sandbox);
  }
  const checkout = byName.get(wanted);
  if (!checkout)
    throw new Error(
      `PAYMENTS_PROVIDER is "${wanted}" but that provider has no keys configured (set its keys or choose another)`,
    );
  return {
    checkout,
    sandbox,
    get: (name) => byName.get(name),
    list: () =>
      [...byName.values()].map((p) => ({ name: p.name, mode: p.mode, takesNewCheckouts: p === checkout })),
  };
}

/**
 * The real providers the configuration has keys for, Stripe first (the default checkout provider when both
 * are configured). Keys only ever come from the environment (config.ts).
 */
export function configuredProviders(config: Config, clock?: () => Date): PaymentProvider[] {
  const providers: PaymentProvider[] = [];
  const { stripe, mercadoPago } = config.payments;
  if (stripe) providers.push(createStripeProvider({ ...stripe, ...(clock ? { clock } : {}) }));
  if (mercadoPago) providers.push(createMercadoPagoProvider({ ...mercadoPago, ...(clock ? { clock } : {}) }));
  return providers;
}

/**
 * The start-up warning when the sandbox takes the checkouts of a production server (config.production: the
 * README's one rule for local vs production; no provider keys, or
 * PAYMENTS_PROVIDER=sandbox): the default stays (the issue wants every path testable with no account), but
 * nobody should run a live site where "paying" takes no money without being told. Null otherwise.
 */
export function sandboxInProductionWarning(config: Pick<Config, 'production' | 'payments'>): string | null {
  if (!config.production) return null;
  const { provider, stripe, mercadoPago } = config.payments;
  const wanted = provider ?? (stripe ? 'stripe' : mercadoPago ? 'mercadopago' : 'sandbox');
  if (wanted !== 'sandbox') return null;
  return 'payments: THE SANDBOX TAKES THE CHECKOUTS of this production server: customers "pay" on a test page and no money is taken. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET) to take real payments.';
}
