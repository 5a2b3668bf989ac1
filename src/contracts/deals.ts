import { z } from 'zod';
import { calendarDaySchema } from './calendar-dates';
import { leadStatuses } from './leads';

/*
 * The CRM's pipeline (/api/admin/leads/deals, ADR 047): deals are opportunities with one contact, a value in MXN,
 * a service, an expected close date and a stage — the contact statuses are the stages. Field errors carry zod's
 * codes or these: not_in_stage (a neighbour is not in the target column), not_won (a payment links only to a
 * won deal), not_paid (the order is not a paid one of the contact's), no_contact, no_such_result.
 */

export const dealStages = leadStatuses;
export const dealStageSchema = z.enum(dealStages);
export type DealStage = z.infer<typeof dealStageSchema>;
export const closedStages: readonly DealStage[] = ['won', 'lost'];

export const dealOrigins = ['manual', 'lead', 'diagnostic'] as const;
export const dealOriginSchema = z.enum(dealOrigins);
export type DealOrigin = z.infer<typeof dealOriginSchema>;

/** The largest value the pipeline takes: 100 million pesos, in centavos (the column is a 32-bit integer). */
export const DEAL_VALUE_MAX = 2_000_000_000;
export const DEAL_TITLE_MAX = 160;

const localizedName = z.object({ es: z.string(), en: z.string() });

export const dealSchema = z.object({
  id: z.uuid(),
  leadId: z.uuid(),
  contact: z.object({ name: z.string().nullable(), email: z.string() }),
  title: z.string(),
  valueMinor: z.number().int(),
  currency: z.literal('MXN'),
  /** A service's slug; serviceName is its name in both languages (null: none, or a service since removed). */
  service: z.string().nullable(),
  serviceName: localizedName.nullable(),
  stage: dealStageSchema,
  /** YYYY-MM-DD. */
  expectedCloseOn: z.string().nullable(),
  origin: dealOriginSchema,
  originRef: z.string().nullable(),
  /** The paid order that won it (won deals only). */
  payment: z
    .object({
      id: z.uuid(),
      amountMinor: z.number().int(),
      currency: z.string(),
      receiptNumber: z.string().nullable(),
    })
    .nullable(),
  position: z.number(),
  stageChangedAt: z.string(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;

/** The board: every stage in pipeline order with its count and total (over all matching deals) and its cards. */
export const dealBoardSchema = z.object({
  stages: z.array(
    z.object({
      stage: dealStageSchema,
      count: z.number().int(),
      totalMinor: z.number().int(),
      /** In position order; at most DEAL_COLUMN_MAX of them (count says how many match). */
      deals: z.array(dealSchema),
    }),
  ),
});
export type DealBoard = z.infer<typeof dealBoardSchema>;
export const DEAL_COLUMN_MAX = 300;

export const dealListSchema = z.object({ deals: z.array(dealSchema) });
export type DealList = z.infer<typeof dealListSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const dealFields = {
  title: z.string().trim().min(1, 'required').max(DEAL_TITLE_MAX, 'too_long'),
  valueMinor: z.number().int().min(0).max(DEAL_VALUE_MAX),
  service: optionalText(80),
  expectedCloseOn: calendarDaySchema.nullable().optional(),
};

/**
 * A new deal: by hand for a contact (leadId), from a lead (leadId; the service comes from their latest message's
 * topic when not given) or from a diagnostic result (originRef = the result's id; the contact is its taker).
 */
export const dealCreateSchema = z.object({
  ...dealFields,
  title: dealFields.title.optional(),
  valueMinor: dealFields.valueMinor.default(0),
  leadId: z.uuid().optional(),
  origin: dealOriginSchema.default('manual'),
  originRef: z.string().trim().max(80).optional(),
  stage: dealStageSchema.default('new'),
});
export type DealCreateInput = z.input<typeof dealCreateSchema>;

export const dealUpdateSchema = z
  .object({
    title: dealFields.title.optional(),
    valueMinor: dealFields.valueMinor.optional(),
    service: dealFields.service,
    expectedCloseOn: dealFields.expectedCloseOn,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'empty' });
export type DealUpdateInput = z.input<typeof dealUpdateSchema>;

/**
 * A move on the board: to a stage, between two neighbours of that column — afterId is the card it lands below,
 * beforeId the one it lands above (either may be left out at an end of the column, both in an empty one).
 */
export const dealMoveSchema = z.object({
  stage: dealStageSchema,
  afterId: z.uuid().nullable().optional(),
  beforeId: z.uuid().nullable().optional(),
});
export type DealMoveInput = z.input<typeof dealMoveSchema>;

/** Links (or with null unlinks) one of the contact's paid orders to a won deal. */
export const dealPaymentInputSchema = z.object({ paymentOrderId: z.uuid().nullable() });
export type DealPaymentInput = z.infer<typeof dealPaymentInputSchema>;

/** The contact's paid orders a won deal can link. */
export const dealPaymentOptionsSchema = z.object({
  payments: z.array(
    z.object({
      id: z.uuid(),
      purpose: z.string(),
      amountMinor: z.number().int(),
      currency: z.string(),
      receiptNumber: z.string().nullable(),
      paidAt: z.string(),
      /** Another deal already links it. */
      linkedDealId: z.uuid().nullable(),
    }),
  ),
});
export type DealPaymentOptions = z.infer<typeof dealPaymentOptionsSchema>;
