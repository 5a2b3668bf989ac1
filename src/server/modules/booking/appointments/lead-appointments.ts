import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { services } from '../../content';
import { appointments } from '../schema';

export interface LeadAppointmentRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  serviceName: { es: string; en: string };
  customerPhone: string | null;
  createdAt: Date;
}

/**
 * The appointments booked under an e-mail (compared lower-case, as leads store it), newest start first —
 * what the leads screen shows next to a lead's history. Read-only; expired holds are left out.
 */
export async function appointmentsForEmail(db: DbOrTx, email: string): Promise<LeadAppointmentRow[]> {
  return db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      serviceName: services.name,
      customerPhone: appointments.customerPhone,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(
      sql`lower(${appointments.customerEmail}) = ${email.trim().toLowerCase()} and ${appointments.status} <> 'expired'`,
    )
    .orderBy(desc(appointments.startsAt))
    .limit(200);
}
