import type { Language } from '@contracts/i18n';
import type {
  PaymentAppointmentSummary,
  PaymentMethodName,
  PaymentProviderName,
  PaymentPurpose,
} from '@contracts/payments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError, notFound } from '../../../platform/errors';
import type { DbOrTx } from '../../../platform/jobs/queue';
import type { MailMessage } from '../../../platform/mail/outbox';
import type { PaymentsEnv } from '../env';
import { receiptMail } from './mails';
import { statusUrl, summaryOf } from '../orders/order-summary';
import { receiptEtag, receiptFileName, renderReceiptPdf, type ReceiptPdfData } from './receipt-pdf';
import { planUrl } from '../plans/plans';
import { paymentOrders, paymentPlans, paymentRefunds, type PaymentOrderRow } from '../schema';

/*
 * Receipts (issue 7): the PDF of a paid order in either language, for the public download (by the opaque
 * reference), the admin download (by id) and the receipt mail (attached, rendered when the mail is queued in
 * the paying transaction: a one-page PDF takes milliseconds, and the mail then carries exactly the receipt
 * that was issued).
 */

export const RECEIPT_STATES = ['paid', 'refunded', 'partially_refunded'];

export const langOfOrder = (order: PaymentOrderRow): Language => (order.lang === 'en' ? 'en' : 'es');

/** What the receipt of a paid order shows; `summary` when the caller already has it. */
export async function receiptDataOf(
  env: PaymentsEnv,
  db: DbOrTx,
  order: PaymentOrderRow,
  lang: Language,
  summary?: PaymentAppointmentSummary | null,
): Promise<ReceiptPdfData> {
  if (!RECEIPT_STATES.includes(order.status) || !order.paidAt || !order.receiptNumber)
    throw new AppError(409, 'conflict', 'This payment is not paid, so it has no receipt');
  const about = summary === undefined ? await summaryOf(env, db, order) : summary;
  const owner = await env.owner(db);
  const refunds = await db
    .select({
      amountMinor: paymentRefunds.amountMinor,
      status: paymentRefunds.status,
      at: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .where(
      and(eq(paymentRefunds.orderId, order.id), inArray(paymentRefunds.status, ['succeeded', 'pending'])),
    )
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  const succeeded = refunds.filter((r) => r.status === 'succeeded');
  const counted = refunds.reduce((sum, r) => sum + r.amountMinor, 0);
  // Refunded at the provider, outside this site (no refund row): shown without a date.
  const outside = Math.max(0, order.refundedMinor - counted);
  const provider = env.providers.get(order.provider);
  return {
    lang,
    studio: { name: owner.name || env.siteName, email: owner.email, siteUrl: env.siteUrl.href },
    number: order.receiptNumber,
    paidAt: order.paidAt,
    customer: { name: order.customerName, email: order.customerEmail },
    purpose: order.purpose as PaymentPurpose,
    appointment: about
      ? { serviceName: about.serviceName, start: about.start, timeZone: about.timeZone }
      : null,
    amountMinor: order.amountMinor,
    currency: order.currency,
    method: (order.method as PaymentMethodName | null) ?? null,
    provider: order.provider as PaymentProviderName,
    mode: provider?.mode ?? (order.provider === 'sandbox' ? 'test' : 'live'),
    manual: order.manualBy !== null,
    paymentReference: order.providerPaymentId,
    refunds: [
      ...succeeded.map((r) => ({ amountMinor: r.amountMinor, at: r.at })),
      ...(outside > 0 ? [{ amountMinor: outside, at: null }] : []),
    ],
    statusUrl: statusUrl(env, order),
  };
}

/**
 * The receipt mail with its PDF attached, for the paying transaction to enqueue. Recording the payment
 * matters more than the attachment: should the PDF fail to render, the mail goes without it (its link leads
 * to the status page, where the receipt can be downloaded) and a process warning says why.
 */
export async function receiptMailWithPdf(
  tx: DbOrTx,
  env: PaymentsEnv,
  order: PaymentOrderRow,
  summary: PaymentAppointmentSummary | null,
): Promise<MailMessage> {
  const lang = langOfOrder(order);
  const data = await receiptDataOf(env, tx, order, lang, summary);
  let pdf: { filename: string; bytes: Buffer } | undefined;
  try {
    pdf = { filename: receiptFileName(data.number, lang), bytes: await renderReceiptPdf(data) };
  } catch (error) {
    process.emitWarning(
      `The receipt PDF of payment ${order.id} could not be rendered; mailed without it: ${String(error)}`,
      'ReceiptPdfWarning',
    );
  }
  // A plan's payment links the plan too: what is left and when the next one is due.
  const [plan] = order.planId
    ? await tx.select().from(paymentPlans).where(eq(paymentPlans.id, order.planId))
    : [];
  return receiptMail({
    order,
    summary,
    siteName: env.siteName,
    statusUrl: statusUrl(env, order),
    ...(plan ? { planUrl: planUrl(env, plan) } : {}),
    ...(pdf ? { pdf } : {}),
  });
}

export interface ReceiptFile {
  etag: string;
  filename: string;
  /** Renders (or reuses) the bytes; call only when the client does not have this ETag. */
  bytes(): Promise<Buffer>;
}

const CACHE_SIZE = 16;

/** Finds orders' receipts for the downloads, keeping the last few PDFs in memory by their ETag. */
export function receiptFiles(env: PaymentsEnv) {
  const cache = new Map<string, Promise<Buffer>>();
  const fileOf = (data: ReceiptPdfData): ReceiptFile => {
    const etag = receiptEtag(data);
    return {
      etag,
      filename: receiptFileName(data.number, data.lang),
      bytes() {
        let pdf = cache.get(etag);
        if (!pdf) {
          if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
          pdf = renderReceiptPdf(data);
          pdf.catch(() => cache.delete(etag));
          cache.set(etag, pdf);
        }
        return pdf;
      },
    };
  };
  const find = async (where: ReturnType<typeof eq>, lang: Language | undefined) => {
    const [order] = await env.db.select().from(paymentOrders).where(where);
    if (!order) throw notFound('There is no such payment');
    return fileOf(await receiptDataOf(env, env.db, order, lang ?? langOfOrder(order)));
  };
  return {
    /** By the opaque reference (the public download); the order's language unless `lang`. */
    byReference: (reference: string, lang?: Language) => find(eq(paymentOrders.reference, reference), lang),
    /** By id (the admin download). */
    byId: (id: string, lang?: Language) => find(eq(paymentOrders.id, id), lang),
  };
}
