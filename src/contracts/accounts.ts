import { z } from 'zod';
import { languageSchema } from './i18n';

/** Roles are decided by the server (ADMIN_EMAILS); a signed-out visitor has none. */
export const roleSchema = z.enum(['admin', 'visitor']);
export type Role = z.infer<typeof roleSchema>;

/** GET/PATCH /api/me/profile: the signed-in person's profile. */
export const profileSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  role: roleSchema,
  fullName: z.string(),
  /** null: the person made no choice; the web keeps the detected or stored language. */
  preferredLanguage: languageSchema.nullable(),
  avatarUrl: z.string().nullable(),
  phone: z.string().nullable(),
  /**
   * Whether the account's address is proven (a link sent to it was followed). Until it is, bookings, payments
   * and results made with the address before the account existed are not shown (autoconfirmed accounts).
   */
  emailProven: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /api/me/email-proof: a link to prove the address was sent, or it is proven already. */
export const emailProofAnswerSchema = z.object({ emailProven: z.boolean(), sent: z.boolean() });
export type EmailProofAnswer = z.infer<typeof emailProofAnswerSchema>;

export const profileUpdateSchema = z
  .object({
    fullName: z.string().trim().min(1, 'required').max(120, 'too_long'),
    preferredLanguage: languageSchema,
    avatarUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{7,20}$/, 'invalid_phone')
      .nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/admin/accounts: every account, for the owner. */
export const accountSummarySchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: roleSchema,
  confirmed: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export const accountListSchema = z.object({ accounts: z.array(accountSummarySchema) });
export type AccountSummary = z.infer<typeof accountSummarySchema>;
