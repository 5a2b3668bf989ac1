import { z } from 'zod';
import { bookingEmailSchema, phoneSchema } from './booking';
import { languageSchema } from './i18n';

/*
 * The public contact form (POST /api/contact) and the coming-soon sign-up (POST /api/contact/launch-list).
 * Both create or update a lead. Field errors carry these codes (the UI translates them):
 * required, too_short, too_long, invalid_email, invalid_phone, consent.
 */

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;

/** "other" when the visitor's interest is none of the listed services. */
export const contactTopicSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'required')
  .max(80);

export const contactInputSchema = z.object({
  name: z.string().trim().min(1, 'required').max(120, 'too_long'),
  email: bookingEmailSchema,
  phone: z.union([phoneSchema, z.literal('')]).optional(),
  topic: contactTopicSchema,
  message: z
    .string()
    .trim()
    .min(1, 'required')
    .min(CONTACT_MESSAGE_MIN, 'too_short')
    .max(CONTACT_MESSAGE_MAX, 'too_long'),
  /** The privacy notice was accepted. */
  consent: z.literal(true, 'consent'),
  language: languageSchema,
  /**
   * A field people never see (hidden from view and from assistive technology); bots fill every field. A
   * filled one is answered like a success and nothing is kept.
   */
  website: z.string().max(200).optional(),
  /** A double submit with the same id records one message and sends one pair of e-mails. */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** POST /api/contact/launch-list: news of an area that is not open yet (coming soon). */
export const launchListInputSchema = z.object({
  email: bookingEmailSchema,
  /** Which coming-soon area the person wants to hear about (free text id, e.g. "shop"). */
  area: z.string().trim().max(80).optional(),
  consent: z.literal(true, 'consent'),
  language: languageSchema,
  website: z.string().max(200).optional(),
});
export type LaunchListInput = z.input<typeof launchListInputSchema>;

export const contactReceivedSchema = z.object({ received: z.literal(true) });
