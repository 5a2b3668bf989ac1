import { randomUUID } from 'node:crypto';
import type { contactInputSchema, launchListInputSchema } from '@contracts/contact';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { badRequest } from '../../../platform/errors';
import { enqueueMail } from '../../../platform/mail/outbox';
import { services, getProfile } from '../../content';
import { launchListConfirmation, ownerNotification, visitorAcknowledgement } from './contact-mails';
import { leadEvents } from '../schema';
import { upsertLead } from '../contacts/service';
import { enqueueOwnerMail } from '../../notifications';

export type ContactMessage = z.output<typeof contactInputSchema>;
export type LaunchListSignup = z.output<typeof launchListInputSchema>;

export interface ContactDeps {
  db: Db;
  siteUrl: URL;
  siteName?: string;
}

const OTHER = { es: 'Otro', en: 'Other' } as const;

/** The topic's name in both languages: an active service, or "other". Anything else is a field error. */
async function topicNames(db: Db, topic: string): Promise<{ es: string; en: string }> {
  if (topic === 'other') return OTHER;
  const [row] = await db
    .select({ name: services.name })
    .from(services)
    .where(and(eq(services.slug, topic), eq(services.active, true)));
  if (!row) throw badRequest('Choose one of the services or "other"', { topic: ['required'] });
  return row.name;
}

/**
 * A message from the contact form: the lead (source "contact", one per e-mail) gains the message in its
 * history, and the owner's notification and the visitor's acknowledgement are queued — all in one
 * transaction, so a mail outage loses nothing (the outbox retries). A filled honeypot gets the same answer
 * and changes nothing; the same requestId twice records one message.
 */
export async function receiveContactMessage(
  deps: ContactDeps,
  input: ContactMessage,
  /** Runs in the message's transaction (analytics' goal); not for a honeypot or a repeated requestId. */
  onReceived?: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  if (input.website?.trim()) return;
  const { db } = deps;
  const siteName = deps.siteName ?? 'Estudio';
  const [topic, profile] = await Promise.all([topicNames(db, input.topic), getProfile(db)]);
  const messageId = input.requestId ?? randomUUID();
  const view = {
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    message: input.message,
    language: input.language,
  };
  await db.transaction(async (tx) => {
    // Twins of one submission wait for each other here; the second finds the first's event.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${messageId}`}))`);
    const [seen] = await tx
      .select({ id: leadEvents.id })
      .from(leadEvents)
      .where(
        and(eq(leadEvents.kind, 'contact.message'), sql`${leadEvents.data}->>'requestId' = ${messageId}`),
      )
      .limit(1);
    if (seen) return;
    await upsertLead(tx, {
      email: input.email,
      name: input.name,
      phone: view.phone,
      language: input.language,
      source: 'contact',
      event: {
        kind: 'contact.message',
        data: { requestId: messageId, topic: input.topic, phone: view.phone, message: input.message },
      },
    });
    await enqueueOwnerMail(
      tx,
      ownerNotification({
        message: { ...view, topic: topic.es },
        to: profile.contactEmail,
        leadsUrl: new URL('/admin/leads', deps.siteUrl).href,
        siteName,
      }),
      `contact.owner:${messageId}`,
      'lead',
    );
    await enqueueMail(
      tx,
      visitorAcknowledgement({
        message: { ...view, topic: topic[input.language] },
        bookingUrl: new URL('/calendar-booking', deps.siteUrl).href,
        siteName,
      }),
      `contact.ack:${messageId}`,
    );
    await onReceived?.(tx);
  });
}

/** The coming-soon sign-up: a lead (source "launch-list") and one confirmation per address and area. */
export async function joinLaunchList(deps: ContactDeps, input: LaunchListSignup): Promise<void> {
  if (input.website?.trim()) return;
  const area = input.area?.trim() || 'site';
  await deps.db.transaction(async (tx) => {
    await upsertLead(tx, {
      email: input.email,
      language: input.language,
      source: 'launch-list',
      event: { kind: 'launch.signup', data: { area } },
    });
    await enqueueMail(
      tx,
      launchListConfirmation({
        email: input.email,
        lang: input.language,
        siteName: deps.siteName ?? 'Estudio',
      }),
      `launch:${input.email}:${area}`,
    );
  });
}
