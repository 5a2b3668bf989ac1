import { z } from 'zod';

/*
 * The owner's notification settings (GET/PUT /api/admin/notifications; docs/decisions/025): which e-mails
 * the owner receives, the daily digest and its hour in the business time zone (America/Mexico_City), and the
 * display name of the sender address (MAIL_FROM). Customer e-mails are not switchable: they are promises.
 */

/** The owner e-mails that can be switched off, one per kind of event. */
export const ownerMailKinds = ['newBooking', 'cancellation', 'payment', 'lead'] as const;
export type OwnerMailKind = (typeof ownerMailKinds)[number];

export const ownerNotificationSettingsSchema = z.object({
  newBooking: z.boolean(),
  cancellation: z.boolean(),
  payment: z.boolean(),
  lead: z.boolean(),
  dailyDigest: z.boolean(),
  /** 0–23, in America/Mexico_City. */
  digestHour: z.number().int().min(0).max(23),
  /**
   * The daily e-mail of the CRM's tasks due (overdue or due today), at the digest hour, only on days with one
   * (ADR 048). Off by default; a PUT without it saves it off.
   */
  taskDigest: z.boolean().default(false),
  /** Shown as the sender of every e-mail; null keeps the name in MAIL_FROM. Field error: `sender_name_invalid`. */
  senderName: z
    .string()
    .trim()
    .max(60, { error: 'sender_name_invalid' })
    .refine((name) => !/[<>"\r\n@]/.test(name), { error: 'sender_name_invalid' })
    .transform((name) => (name === '' ? null : name))
    .nullable(),
});
export type OwnerNotificationSettings = z.infer<typeof ownerNotificationSettingsSchema>;

/** The answer of GET and PUT: the settings and the address they are sent from (MAIL_FROM's address). */
export const ownerNotificationsAnswerSchema = z.object({
  settings: ownerNotificationSettingsSchema,
  fromAddress: z.string(),
  /** MAIL_FROM's own display name, used when senderName is null. */
  defaultSenderName: z.string().nullable(),
  /** The clients' reminders, in minutes before the start (set under Availability → Reminders; read-only here). */
  reminderOffsetsMinutes: z.array(z.number().int().positive()),
});
export type OwnerNotificationsAnswer = z.infer<typeof ownerNotificationsAnswerSchema>;
