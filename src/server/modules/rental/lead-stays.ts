import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { stays } from './schema';

export interface ContactStayRow {
  id: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  status: string;
  totalMinor: number;
  currency: string;
  customerPhone: string;
  createdAt: Date;
}

/**
 * The stays booked under any of these e-mails (compared trimmed and lower-case, as the CRM keeps them), newest
 * first — what a contact's timeline shows (ADR 046). Read-only; expired holds are left out.
 */
export async function staysForEmails(db: DbOrTx, emails: string[]): Promise<ContactStayRow[]> {
  if (emails.length === 0) return [];
  const wanted = sql.join(
    emails.map((email) => sql`${email.trim().toLowerCase()}`),
    sql`, `,
  );
  return db
    .select({
      id: stays.id,
      checkIn: stays.checkIn,
      checkOut: stays.checkOut,
      guests: stays.guests,
      status: stays.status,
      totalMinor: stays.totalMinor,
      currency: stays.currency,
      customerPhone: stays.customerPhone,
      createdAt: stays.createdAt,
    })
    .from(stays)
    .where(sql`lower(btrim(${stays.customerEmail})) in (${wanted}) and ${stays.status} <> 'expired'`)
    .orderBy(desc(stays.createdAt))
    .limit(200);
}
