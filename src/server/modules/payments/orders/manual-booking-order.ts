/**
 * An appointment the owner enters as already paid (cash or transfer, issue 14 point 6, ADR 024 addendum): its
 * order is written paid by hand in the booking's own transaction — the same fields and receipt as "mark paid"
 * on an order (admin.ts) — so the appointment is never confirmed without the payment recorded, nor the reverse.
 */
import type { MarkPaidInput } from '@contracts/payments';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { enqueueMail } from '../../../platform/mail/outbox';
import { newToken } from '../../../platform/secrets';
import type { PaymentsEnv } from '../env';
import { receiptMailWithPdf } from '../receipts/receipt';
import { summaryOf } from './order-summary';
import { nextReceiptNumber } from './reconcile';
import { paymentOrders } from '../schema';

export async function recordAppointmentPaidByHand(
  tx: DbOrTx,
  env: PaymentsEnv,
  input: MarkPaidInput & {
    appointmentId: string;
    amountMinor: number;
    currency: string;
    lang: 'es' | 'en';
    customerEmail: string;
    customerName: string;
    admin: string;
  },
): Promise<{ reference: string }> {
  const now = env.clock();
  const [paid] = await tx
    .insert(paymentOrders)
    .values({
      reference: newToken(),
      purpose: 'appointment',
      appointmentId: input.appointmentId,
      amountMinor: input.amountMinor,
      currency: input.currency,
      status: 'paid',
      // The provider of record (no checkout was ever opened there); the method says how it was paid.
      provider: env.providers.checkout.name,
      method: input.method,
      paidAt: now,
      receiptNumber: await nextReceiptNumber(tx, now),
      manualBy: input.admin,
      manualNote: input.note,
      expiresAt: now,
      lang: input.lang,
      customerEmail: input.customerEmail,
      customerName: input.customerName,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const summary = await summaryOf(env, tx, paid!);
  await enqueueMail(tx, await receiptMailWithPdf(tx, env, paid!, summary), `payments.receipt:${paid!.id}`);
  return { reference: paid!.reference };
}
