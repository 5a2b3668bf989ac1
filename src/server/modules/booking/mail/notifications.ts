import { manageLinkPath } from '@contracts/booking';
import type { CancellationRefund } from '@contracts/cancellation';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { enqueueMail } from '../../../platform/mail/outbox';
import { siteProfile } from '../../content';
import type { Actor, BookingEnv } from '../context';
import { appointmentEvent, inviteAttachment, type Organizer } from '../calendars/invites';
import { customerMail, ownerMail, type BookingMailKind } from './mails';
import { appointmentManageTokens } from '../schema';
import { hashToken, newToken } from '../../../platform/secrets';
import type { AppointmentWithService } from '../appointments/views';
import { enqueueOwnerMail } from '../../notifications';

/** The owner as organiser of every invite: the site profile's name and contact address. */
export async function organizer(tx: DbOrTx): Promise<Organizer> {
  const [profile] = await tx
    .select({ name: siteProfile.name, email: siteProfile.contactEmail })
    .from(siteProfile)
    .where(eq(siteProfile.id, 1));
  return profile ?? { name: 'Estudio', email: 'hola@estudio.local' };
}

/** A new manage-link secret for an appointment (its hash is stored); older links keep working. */
export async function issueManageToken(tx: DbOrTx, appointmentId: string): Promise<string> {
  const token = newToken();
  await tx.insert(appointmentManageTokens).values({ tokenHash: hashToken(token), appointmentId });
  return token;
}

export const manageUrl = (env: Pick<BookingEnv, 'siteUrl'>, token: string) =>
  new URL(manageLinkPath(token), env.siteUrl).href;

export interface Change {
  kind: Exclude<BookingMailKind, 'reminder'>;
  actor: Actor;
  businessTimeZone: string;
  /** The manage token to link (a fresh one is issued when absent). */
  manageToken?: string;
  reason?: string | null;
  /** False: only the owner hears of it (an appointment the owner entered without telling the client). */
  notifyCustomer?: boolean;
  /** A cancellation's refund (ADR 022): both mails say what happens with the money. */
  refund?: CancellationRefund | null;
}

/**
 * Queues the mails of a change in the caller's transaction: the customer's (with the invite and manage
 * link) and the owner's (same invite). Dedupe keys name the appointment and its sequence, so the same
 * change never mails twice.
 */
export async function announce(
  tx: DbOrTx,
  env: BookingEnv,
  booking: AppointmentWithService,
  change: Change,
): Promise<void> {
  const owner = await organizer(tx);
  const a = booking.appointment;
  const method = change.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const bookingUrl = new URL('/calendar-booking', env.siteUrl).href;
  const key = `booking.${change.kind}:${a.id}:${a.sequence}`;
  if (change.notifyCustomer !== false) {
    const token =
      change.kind === 'cancelled' ? undefined : (change.manageToken ?? (await issueManageToken(tx, a.id)));
    const link = token ? manageUrl(env, token) : undefined;
    const lang = a.language === 'en' ? 'en' : 'es';
    const event = appointmentEvent(booking, {
      organizer: owner,
      lang,
      description: link ?? bookingUrl,
      ...(link ? { url: link } : {}),
    });
    await enqueueMail(
      tx,
      customerMail({
        kind: change.kind,
        booking,
        ...(link ? { manageUrl: link } : {}),
        bookingUrl,
        invite: inviteAttachment(method, event),
        ownerEmail: owner.email,
        siteName: env.siteName,
        reason: change.reason ?? null,
        refund: change.refund ?? null,
      }),
      `${key}:customer`,
    );
  }
  const adminUrl = new URL(`/admin/appointments?id=${a.id}`, env.siteUrl).href;
  const ownerEvent = appointmentEvent(booking, {
    organizer: owner,
    lang: 'es',
    description: `${a.customerName} <${a.customerEmail}>${a.customerNotes ? `\n${a.customerNotes}` : ''}`,
    url: adminUrl,
  });
  const ownerMessage = ownerMail({
    kind: change.kind,
    booking,
    ownerEmail: owner.email,
    businessTimeZone: change.businessTimeZone,
    adminUrl,
    invite: inviteAttachment(method, ownerEvent),
    reason: change.reason ?? null,
    actor: change.actor,
    siteName: env.siteName,
    refund: change.refund ?? null,
  });
  // Money the owner must return by hand, or kept per the policy (ADR 022): this mail is the first notice of it,
  // so it goes even when the owner switched cancellation mails off.
  if (change.refund && (change.refund.manualMinor > 0 || change.refund.keptMinor > 0))
    await enqueueMail(tx, ownerMessage, `${key}:owner`);
  else
    await enqueueOwnerMail(
      tx,
      ownerMessage,
      `${key}:owner`,
      change.kind === 'cancelled' ? 'cancellation' : 'newBooking',
    );
}
