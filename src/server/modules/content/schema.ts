import type { Image, LocalizedText } from '@contracts/content';
import type { CancellationPolicy } from '@contracts/cancellation';
import type { FlexibleTerms } from '@contracts/payment-plans';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

/** The professional's public profile: exactly one row (id = 1). */
export const siteProfile = pgTable(
  'site_profile',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    headline: localized('headline'),
    shortBio: localized('short_bio'),
    longBio: localized('long_bio'),
    portrait: jsonb('portrait').$type<Image | null>(),
    location: text('location').notNull(),
    contactEmail: text('contact_email').notNull(),
    socialLinks: jsonb('social_links').$type<{ label: string; url: string }[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [check('site_profile_single_row', sql`${t.id} = 1`)],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: localized('name'),
    description: localized('description'),
    includes: jsonb('includes').$type<{ es: string[]; en: string[] }>().notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('MXN'),
    durationMinutes: integer('duration_minutes').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    // Booking fields (issue 6): what kind of appointment it is, whether it can be booked online, and the
    // payment step (requires_payment → pending_payment until paid). flexible_payments: the owner's terms for
    // a deposit or instalments (null: pay in full only), see contracts/payment-plans.ts.
    kind: text('kind').notNull().default('session'),
    bookable: boolean('bookable').notNull().default(true),
    requiresPayment: boolean('requires_payment').notNull().default(false),
    flexiblePayments: jsonb('flexible_payments').$type<FlexibleTerms>(),
    /** The client's refund on cancelling (ADR 022); existing services: always a full refund. */
    cancellationPolicy: jsonb('cancellation_policy')
      .$type<CancellationPolicy>()
      .notNull()
      .default({ fullRefundHours: 0, lateRefundPercent: 100 }),
    // Online services (issue 14): a fixed meeting link set by the owner, shown only to the client and owner.
    online: boolean('online').notNull().default(false),
    meetingUrl: text('meeting_url'),
    ...timestamps,
  },
  (t) => [
    check('services_kind', sql`${t.kind} in ('consultation', 'session', 'rental')`),
    check('services_price_nonnegative', sql`${t.priceMinor} >= 0`),
    check('services_duration_positive', sql`${t.durationMinutes} > 0`),
    check('services_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('services_meeting_url_https', sql`${t.meetingUrl} is null or ${t.meetingUrl} ~ '^https://'`),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    category: text('category').notNull(),
    year: integer('year').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    title: localized('title'),
    summary: localized('summary'),
    cover: jsonb('cover').$type<Image | null>(),
    challenge: localized('challenge'),
    solution: localized('solution'),
    results: localized('results'),
    gallery: jsonb('gallery').$type<Image[]>().notNull().default([]),
    links: jsonb('links').$type<{ label: LocalizedText; url: string }[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('projects_category', sql`${t.category} in ('branding', 'web', 'photography', 'legaltech')`),
    check('projects_slug_not_reserved', sql`${t.slug} <> 'airbnb'`),
  ],
);

/** What clients say about the work, shown on the home page when published, in the owner's order. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quote: localized('quote'),
    authorName: text('author_name').notNull(),
    authorRole: jsonb('author_role').$type<LocalizedText>().notNull().default({ es: '', en: '' }),
    photo: jsonb('photo').$type<Image | null>(),
    published: boolean('published').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('testimonials_published_order').on(t.published, t.sortOrder)],
);
