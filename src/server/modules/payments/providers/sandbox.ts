import { randomBytes, randomInt } from 'node:crypto';
import {
  paymentPagePaths,
  type SandboxAction,
  type SandboxCheckout,
  type SandboxVoucherAction,
} from '@contracts/payments';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors';
import { enqueueJob, type DbOrTx } from '../../../platform/jobs/queue';
import { PaymentConflict } from '../errors';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderPaymentState,
  type WebhookEvent,
} from './provider';
import { sandboxCheckouts, sandboxRefunds, sandboxSettings, type SandboxCheckoutRow } from '../schema';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody, verifySandboxSignature } from './sandbox-signature';
import { effectiveStatus, isFinal, stateOf, toDto } from './sandbox-state';

/** The job that delivers one sandbox webhook to our own webhook endpoint (signed when it runs). */
export const SANDBOX_WEBHOOK_JOB = 'payments.sandbox-webhook';
/** How long a sandbox voucher (an OXXO stand-in) can be paid after it is taken. */
export const SANDBOX_VOUCHER_HOURS = 48;

const HOUR_MS = 3_600_000;

export interface SandboxDeps {
  db: Db;
  siteUrl: URL;
  clock: () => Date;
  /** SANDBOX_WEBHOOK_SECRET; when unset a secret is generated once and kept in the database. */
  webhookSecret?: string | undefined;
}

/** What a delivery job carries: the exact body to sign and post. */
export const sandboxDeliverySchema = z.object({ body: z.string().min(2) });

const bodySchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ checkoutId: z.string().min(1) }).loose(),
});

/**
 * The built-in sandbox provider: a hosted checkout on this site (/sandbox-checkout/<id>) whose state lives in
 * the database. The tester's actions change it and queue a signed webhook, delivered through the same
 * endpoint and verification as a real provider's. Always in test mode.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly mode = 'test' as const;
  private secret: string | undefined;

  constructor(private readonly deps: SandboxDeps) {
    this.secret = deps.webhookSecret;
  }

  /** The signing secret: from the config, or the installation's own (created on first use). */
  async webhookSecret(): Promise<string> {
    if (this.secret) return this.secret;
    await this.deps.db
      .insert(sandboxSettings)
      .values({ id: 1, webhookSecret: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await this.deps.db.select().from(sandboxSettings).where(eq(sandboxSettings.id, 1));
    this.secret = row!.webhookSecret;
    return this.secret;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const id = `sbx_${randomBytes(12).toString('base64url')}`;
    const now = this.deps.clock();
    await this.deps.db
      .insert(sandboxCheckouts)
      .values({
        id,
        orderId: request.orderId,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        lang: request.lang,
        customerEmail: request.customerEmail,
        customerName: request.customerName,
        methods: request.methods,
        expiresAt: request.expiresAt,
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        idempotencyKey: request.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: sandboxCheckouts.idempotencyKey });
    // A retried create with the same key answers the checkout the first one opened.
    const [row] = await this.deps.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.idempotencyKey, request.idempotencyKey));
    return { providerCheckoutId: row!.id, url: this.pageUrl(row!.id) };
  }

  async readCheckout(providerCheckoutId: string): Promise<ProviderPaymentState> {
    return this.state(await this.load(this.deps.db, providerCheckoutId));
  }

  /** The hold ended: an open checkout is marked expired (no action applies any more); others are left alone. */
  async cancelCheckout(providerCheckoutId: string): Promise<void> {
    await this.deps.db
      .update(sandboxCheckouts)
      .set({ status: 'expired', updatedAt: this.deps.clock() })
      .where(and(eq(sandboxCheckouts.id, providerCheckoutId), eq(sandboxCheckouts.status, 'open')));
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<WebhookEvent> {
    verifySandboxSignature(
      await this.webhookSecret(),
      rawBody,
      headers.get(SANDBOX_SIGNATURE_HEADER),
      this.deps.clock(),
    );
    let parsed;
    try {
      parsed = bodySchema.parse(JSON.parse(rawBody));
    } catch {
      throw new WebhookSignatureError('The webhook body is not a sandbox event');
    }
    const checkoutId = parsed.data.checkoutId;
    const [row] = await this.deps.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, checkoutId));
    // Like a real provider's API, the event is acted on by the checkout's current state.
    return {
      eventId: parsed.id,
      type: parsed.type,
      payment: row ? this.state(row) : null,
      providerCheckoutId: checkoutId,
    };
  }

  async refund(request: { providerPaymentId: string; amountMinor: number; idempotencyKey: string }) {
    return this.deps.db.transaction(async (tx) => {
      const [done] = await tx
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
      if (done) return { refundId: done.id };
      const [row] = await tx
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.paymentId, request.providerPaymentId))
        .for('update');
      if (!row || row.status !== 'paid') throw new Error('sandbox: there is no such payment to refund');
      if (row.refundedMinor + request.amountMinor > row.amountMinor)
        throw new Error('sandbox: the refund exceeds the payment');
      const refundId = `sbx_re_${randomBytes(9).toString('base64url')}`;
      await tx.insert(sandboxRefunds).values({
        id: refundId,
        checkoutId: row.id,
        amountMinor: request.amountMinor,
        idempotencyKey: request.idempotencyKey,
      });
      await tx
        .update(sandboxCheckouts)
        .set({ refundedMinor: sql`${sandboxCheckouts.refundedMinor} + ${request.amountMinor}` })
        .where(eq(sandboxCheckouts.id, row.id));
      return { refundId };
    });
  }

  /* ---------- The tester's side: the hosted page's data and actions ---------- */

  async view(checkoutId: string): Promise<SandboxCheckout> {
    return this.dto(await this.load(this.deps.db, checkoutId));
  }

  /**
   * One action of the tester: changes the checkout and queues its webhook in one transaction. Refused (409)
   * on a checkout that is final or past its expiry, or when the action does not apply to its state.
   */
  async act(
    checkoutId: string,
    action: SandboxAction | `voucher/${SandboxVoucherAction}`,
    options: { method?: 'card' | 'installments' } = {},
  ): Promise<{ checkout: SandboxCheckout; redirectUrl: string }> {
    const updated = await this.deps.db.transaction(async (tx) => {
      const row = await this.load(tx, checkoutId, true);
      const now = this.deps.clock();
      const status = effectiveStatus(row, now);
      // Expired by time, by the hold's end (cancelCheckout) or a lapsed voucher: all answer "expired".
      if (status === 'expired') throw new PaymentConflict('checkout_expired', 'This checkout has expired');
      if (isFinal(status)) throw new PaymentConflict('checkout_final', 'This checkout is already closed');
      const change = this.transition(row, action, options, now);
      const [next] = await tx
        .update(sandboxCheckouts)
        .set({ ...change.set, updatedAt: now })
        .where(eq(sandboxCheckouts.id, row.id))
        .returning();
      await this.queueWebhook(tx, next!, change.event, now);
      return next!;
    });
    return {
      checkout: this.dto(updated),
      redirectUrl: action === 'abandon' ? updated.cancelUrl : updated.returnUrl,
    };
  }

  private transition(
    row: SandboxCheckoutRow,
    action: SandboxAction | `voucher/${SandboxVoucherAction}`,
    options: { method?: 'card' | 'installments' },
    now: Date,
  ): { set: Partial<SandboxCheckoutRow>; event: string } {
    const wrongState = () =>
      new PaymentConflict('invalid_checkout_state', 'This action does not apply to the checkout now');
    const paymentId = () => `sbx_pay_${randomBytes(9).toString('base64url')}`;
    const open = row.status === 'open';
    switch (action) {
      case 'pay': {
        const method = options.method ?? 'card';
        if (!open || (method === 'installments' && !row.methods.installments)) throw wrongState();
        return { set: { status: 'paid', method, paymentId: paymentId() }, event: 'checkout.paid' };
      }
      case 'fail':
        if (!open) throw wrongState();
        return { set: { status: 'failed', method: 'card' }, event: 'checkout.failed' };
      case 'abandon':
        if (!open) throw wrongState();
        return { set: { status: 'abandoned' }, event: 'checkout.abandoned' };
      case 'voucher': {
        if (!open || !row.methods.oxxo) throw wrongState();
        const reference = Array.from({ length: 14 }, () => randomInt(10)).join('');
        return {
          set: {
            status: 'voucher_pending',
            method: 'oxxo',
            voucherReference: reference,
            voucherExpiresAt: new Date(now.getTime() + SANDBOX_VOUCHER_HOURS * HOUR_MS),
          },
          event: 'checkout.voucher_pending',
        };
      }
      case 'voucher/pay':
        if (row.status !== 'voucher_pending') throw wrongState();
        return { set: { status: 'paid', paymentId: paymentId() }, event: 'checkout.voucher_paid' };
      case 'voucher/expire':
        if (row.status !== 'voucher_pending') throw wrongState();
        return { set: { status: 'expired' }, event: 'checkout.voucher_expired' };
    }
  }

  private async queueWebhook(tx: DbOrTx, row: SandboxCheckoutRow, type: string, now: Date) {
    const eventId = `sbx_evt_${randomBytes(12).toString('base64url')}`;
    const state = this.state(row);
    const body = JSON.stringify({
      id: eventId,
      type,
      created: Math.floor(now.getTime() / 1000),
      data: {
        checkoutId: row.id,
        orderId: row.orderId,
        status: state.status,
        amountMinor: row.amountMinor,
        currency: row.currency,
        method: row.method,
      },
    });
    await enqueueJob(tx, {
      kind: SANDBOX_WEBHOOK_JOB,
      payload: { body },
      dedupeKey: `${SANDBOX_WEBHOOK_JOB}:${eventId}`,
    });
  }

  /** The signature headers for a delivery, made when it is sent (so a retried delivery is freshly signed). */
  async signedHeaders(rawBody: string): Promise<Headers> {
    return new Headers({
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(await this.webhookSecret(), rawBody, this.deps.clock()),
    });
  }

  private state(row: SandboxCheckoutRow): ProviderPaymentState {
    return stateOf(row, this.deps.clock(), this.pageUrl(row.id));
  }

  private dto(row: SandboxCheckoutRow): SandboxCheckout {
    return toDto(row, this.deps.clock());
  }

  private pageUrl(id: string) {
    return new URL(paymentPagePaths.sandboxCheckout(id), this.deps.siteUrl).href;
  }

  private async load(db: DbOrTx, id: string, forUpdate = false): Promise<SandboxCheckoutRow> {
    const query = db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw notFound('There is no such checkout');
    return row;
  }
}
