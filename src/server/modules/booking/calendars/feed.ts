import { timingSafeEqual } from 'node:crypto';
import { bookingRoutes } from '@contracts/api/booking';
import type { FeedUrl } from '@contracts/booking';
import { pathOf } from '@contracts/route';
import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors';
import { services } from '../../content';
import { buildFeed } from '../engine/ics';
import { appointmentEvent } from './invites';
import { organizer } from '../mail/notifications';
import { appointments, bookingSettings } from '../schema';
import { newToken } from '../../../platform/secrets';

const FEED_PAST_DAYS = 180;

function feedUrl(siteUrl: URL, secret: string, rotatedAt: Date): FeedUrl {
  const url = new URL(pathOf(bookingRoutes.feed.path, { file: `${secret}.ics` }), siteUrl).href;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), rotatedAt: rotatedAt.toISOString() };
}

export async function getFeedUrl(db: Db, siteUrl: URL): Promise<FeedUrl> {
  const [row] = await db.select().from(bookingSettings);
  return feedUrl(siteUrl, row!.feedSecret, row!.feedRotatedAt);
}

/** A new secret: the old feed URL answers 404 from now on. */
export async function rotateFeed(db: Db, siteUrl: URL): Promise<FeedUrl> {
  const [row] = await db
    .update(bookingSettings)
    .set({ feedSecret: newToken(), feedRotatedAt: sql`now()` })
    .where(eq(bookingSettings.id, 1))
    .returning();
  return feedUrl(siteUrl, row!.feedSecret, row!.feedRotatedAt);
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The private feed: every appointment that is not cancelled or expired, from 180 days back, as one ICS
 * calendar for Google or Apple Calendar. A wrong secret is a 404.
 */
export async function feedFor(db: Db, secret: string, now: Date): Promise<string> {
  const [settings] = await db.select().from(bookingSettings);
  if (!settings || !sameSecret(secret, settings.feedSecret)) throw notFound('There is no such feed');
  const rows = await db
    .select({ appointment: appointments, service: services })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        notInArray(appointments.status, ['cancelled', 'expired']),
        gt(appointments.endsAt, new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000)),
      ),
    )
    .orderBy(appointments.startsAt)
    .limit(5000);
  const owner = await organizer(db);
  const events = rows.map((row) =>
    appointmentEvent(row, {
      organizer: owner,
      lang: 'es',
      description: [
        `${row.appointment.customerName} <${row.appointment.customerEmail}>`,
        row.appointment.customerPhone,
        row.appointment.customerNotes,
      ]
        .filter(Boolean)
        .join('\n'),
    }),
  );
  return buildFeed('Estudio · Citas', events);
}
