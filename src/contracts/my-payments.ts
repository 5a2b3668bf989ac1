import { z } from 'zod';
import { localizedTextSchema } from './content';
import { publicPlanSchema } from './payment-plans';
import {
  paymentMethodSchema,
  paymentPurposeSchema,
  paymentStatusSchema,
  paymentStaySummarySchema,
} from './payments';

/*
 * GET /api/me/payments: the signed-in person's own payments and payment plans (for /dashboard). Orders carry
 * no user id, so they are the person's by the e-mail they were paid with, and only once the account's e-mail
 * is confirmed (nobody reads another person's payments by signing up with their address).
 */

/** How many of each the answer holds, newest first. */
export const MY_PAYMENTS_LIMIT = 50;

export const myPaymentSchema = z.object({
  /** The opaque reference: its status and receipt are at /payment-success?ref=… */
  reference: z.string(),
  status: paymentStatusSchema,
  purpose: paymentPurposeSchema,
  amountMinor: z.number().int(),
  currency: z.string(),
  refundedMinor: z.number().int(),
  method: paymentMethodSchema.nullable(),
  /** Only once paid (also after a refund). */
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** What it pays for: an appointment (shown in the zone it was booked in), or a stay; null when unknown. */
  appointment: z
    .object({ serviceName: localizedTextSchema, start: z.string(), timeZone: z.string() })
    .nullable(),
  stay: paymentStaySummarySchema.nullable(),
  /** The plan it belongs to: "instalment seq of count"; the plan's page is /flexible-payment-success?ref=… */
  plan: z.object({ reference: z.string(), seq: z.number().int(), count: z.number().int() }).nullable(),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;

/** A plan as its public page shows it (without the page's language, mode and retry path). */
export const myPlanSchema = publicPlanSchema.omit({ language: true, mode: true, retryPath: true });
export type MyPlan = z.infer<typeof myPlanSchema>;

export const myPaymentsSchema = z.object({
  payments: z.array(myPaymentSchema),
  plans: z.array(myPlanSchema),
});
export type MyPayments = z.infer<typeof myPaymentsSchema>;
