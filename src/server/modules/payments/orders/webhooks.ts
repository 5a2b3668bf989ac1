import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../../../platform/errors';
import type { DbOrTx } from '../../../platform/jobs/queue';
import type { PaymentsEnv } from '../env';
import type { WebhookEvent } from '../providers/provider';
import { lockOrder } from './orders';
import { reconcileOrder } from './reconcile';
import { paymentEvents, paymentOrders, type PaymentOrderRow } from '../schema';

export type WebhookOutcome =
  | 'duplicate'
  | 'ignored'
  | 'order_not_found'
  | 'applied'
  | 'no_change'
  | 'amount_mismatch'
  | 'paid_after_release_refunding'
  | 'paid_twice_refunding'
  | 'refunded_at_provider';

const uuid = z.uuid();
const MAX_STORED_BODY = 64 * 1024;

function storedPayload(rawBody: string, event: WebhookEvent): Record<string, unknown> {
  let body: unknown = rawBody.slice(0, MAX_STORED_BODY);
  try {
    body = JSON.parse(rawBody);
  } catch {
    // Not JSON (a form post): kept as text.
  }
  return { body, payment: event.payment, providerCheckoutId: event.providerCheckoutId };
}

/**
 * One provider webhook, from its raw body and headers (the same function serves the HTTP route and the
 * sandbox's delivery job). The provider verifies it first: WebhookSignatureError propagates and nothing is
 * written. The event is stored once per (provider, event id) — a duplicate changes nothing — and the order is
 * reconciled by the provider's current state under a row lock, in the same transaction as the event.
 */
export async function handleWebhook(
  env: PaymentsEnv,
  providerName: string,
  rawBody: string,
  headers: Headers,
  /** The URL the webhook was posted to (Mercado Pago signs the `data.id` of its query string). */
  url?: URL,
): Promise<WebhookOutcome> {
  const provider = env.providers.get(providerName);
  if (!provider) throw notFound('There is no such payment provider here');
  const event = await provider.parseWebhook(rawBody, headers, url);
  return env.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        provider: provider.name,
        eventId: event.eventId,
        type: event.type,
        payload: storedPayload(rawBody, event),
        receivedAt: env.clock(),
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (!stored) return 'duplicate';
    const record = async (outcome: WebhookOutcome, orderId: string | null = null) => {
      await tx.update(paymentEvents).set({ outcome, orderId }).where(eq(paymentEvents.id, stored.id));
      return outcome;
    };
    if (!event.payment) return record('ignored');
    const order = await findOrder(tx, provider.name, event);
    if (!order) return record('order_not_found');
    return record(
      await reconcileOrder(tx, env, order, event.payment, { providerCheckoutId: event.providerCheckoutId }),
      order.id,
    );
  });
}

/** The event's order, locked: by the provider's checkout id, else by our order id echoed back. */
async function findOrder(tx: DbOrTx, provider: string, event: WebhookEvent): Promise<PaymentOrderRow | null> {
  if (event.providerCheckoutId) {
    const [byCheckout] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.provider, provider),
          eq(paymentOrders.providerCheckoutId, event.providerCheckoutId),
        ),
      );
    if (byCheckout) return lockOrder(tx, byCheckout.id);
  }
  const orderId = event.payment?.orderId;
  if (!orderId || !uuid.safeParse(orderId).success) return null;
  const order = await lockOrder(tx, orderId);
  return order && order.provider === provider ? order : null;
}
