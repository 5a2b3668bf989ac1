import type {
  AdminService,
  BookableService,
  ServiceInput,
  ServiceKind,
  ServiceUpdate,
} from '@contracts/booking';
import { serviceInputSchema, serviceUpdateSchema } from '@contracts/booking';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { AppError, badRequest, notFound } from '../../../platform/errors';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { services } from '../../content';
import type { ServiceRow } from '../schema';

/** The services of the site as booking sees them (content owns the table; booking adds its fields). */
export function toBookableService(row: ServiceRow): BookableService {
  return {
    slug: row.slug,
    kind: row.kind as ServiceKind,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    priceMinor: row.priceMinor,
    currency: row.currency,
    requiresPayment: row.requiresPayment,
    flexiblePayments: row.flexiblePayments,
    cancellationPolicy: row.cancellationPolicy,
    online: row.online,
  };
}

function toAdminService(row: ServiceRow): AdminService {
  return {
    ...toBookableService(row),
    includes: row.includes,
    active: row.active,
    bookable: row.bookable,
    order: row.sortOrder,
    meetingUrl: row.meetingUrl,
  };
}

/** Active, bookable services, in the site's order. */
export async function listBookableServices(db: DbOrTx): Promise<BookableService[]> {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.active, true), eq(services.bookable, true)))
    .orderBy(asc(services.sortOrder), asc(services.createdAt));
  return rows.map(toBookableService);
}

/**
 * The service a booking names, or a 400 on `service` (unknown / inactive / not bookable online). Admins
 * may book a service that is not offered online, but never an inactive one.
 */
export async function serviceForBooking(
  db: DbOrTx,
  slug: string,
  options: { admin?: boolean } = {},
): Promise<ServiceRow> {
  const [row] = await db.select().from(services).where(eq(services.slug, slug));
  if (!row) throw badRequest('There is no such service', { service: ['unknown_service'] });
  if (!row.active) throw badRequest('This service is not offered now', { service: ['inactive_service'] });
  if (!row.bookable && !options.admin)
    throw badRequest('This service cannot be booked online', { service: ['not_bookable'] });
  return row;
}

export async function listAdminServices(db: Db): Promise<AdminService[]> {
  const rows = await db.select().from(services).orderBy(asc(services.sortOrder), asc(services.createdAt));
  return rows.map(toAdminService);
}

export async function createService(db: Db, input: ServiceInput): Promise<AdminService> {
  const value = serviceInputSchema.parse(input);
  const [row] = await db
    .insert(services)
    .values({ ...value, sortOrder: value.order })
    .onConflictDoNothing({ target: services.slug })
    .returning();
  if (!row) throw new AppError(409, 'conflict', 'A service with this address already exists');
  return toAdminService(row);
}

export async function updateService(db: Db, slug: string, input: ServiceUpdate): Promise<AdminService> {
  const { order, ...value } = serviceUpdateSchema.parse(input);
  const [row] = await db
    .update(services)
    .set({ ...value, ...(order !== undefined ? { sortOrder: order } : {}), updatedAt: sql`now()` })
    .where(eq(services.slug, slug))
    .returning();
  if (!row) throw notFound('There is no such service');
  return toAdminService(row);
}
