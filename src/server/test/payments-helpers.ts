import { bookingResultSchema, type BookingRequest } from '@contracts/booking';
import { publicPaymentSchema, sandboxActionResultSchema } from '@contracts/payments';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { jobs } from '../platform/jobs/schema';
import { appointments } from '../modules/booking';
import { json } from './booking-helpers';
import {
  SANDBOX_WEBHOOK_JOB,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxBody,
  paymentEvents,
  paymentOrders,
} from '../modules/payments';
import { TEST_SANDBOX_SECRET, type paymentsTestApp } from './payments-app';

type TestApp = ReturnType<typeof paymentsTestApp>['app'];

let ip = 0;
/** Client helpers over the test app: book, act on the sandbox checkout, read the public status. */
export function client(app: TestApp) {
  return {
    async book(input: BookingRequest, headers: Record<string, string> = {}) {
      return app.request('/api/booking/appointments', {
        method: 'POST',
        ...json(input, { 'x-forwarded-for': `203.0.113.${(++ip % 250) + 1}`, ...headers }),
      });
    },
    async bookPaid(input: BookingRequest, headers: Record<string, string> = {}) {
      const response = await this.book(input, headers);
      if (response.status !== 200)
        throw new Error(`booking failed: ${response.status} ${await response.text()}`);
      const result = bookingResultSchema.parse(await response.json());
      const checkoutId = new URL(result.checkoutUrl!).pathname.split('/').at(-1)!;
      return { result, checkoutId };
    },
    async act(checkoutId: string, action: string, body?: unknown) {
      return app.request(`/api/payments/sandbox/${checkoutId}/${action}`, {
        method: 'POST',
        ...(body === undefined ? {} : json(body)),
      });
    },
    async actOk(checkoutId: string, action: string, body?: unknown) {
      const response = await this.act(checkoutId, action, body);
      if (response.status !== 200)
        throw new Error(`sandbox ${action}: ${response.status} ${await response.text()}`);
      return sandboxActionResultSchema.parse(await response.json());
    },
    async status(reference: string) {
      const response = await app.request(`/api/payments/${reference}`, {
        headers: { 'x-forwarded-for': '198.51.100.200' },
      });
      if (response.status !== 200) throw new Error(`status: ${response.status} ${await response.text()}`);
      return publicPaymentSchema.parse(await response.json());
    },
    /** Posts a webhook body to the sandbox endpoint, signed now (or with the given header). */
    async deliver(body: string, options: { now: Date; signature?: string }) {
      return app.request('/api/payments/webhooks/sandbox', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]:
            options.signature ?? signSandboxBody(TEST_SANDBOX_SECRET, body, options.now),
        },
        body,
      });
    },
  };
}

export async function orderOf(database: Database, appointmentId: string) {
  const [order] = await database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.appointmentId, appointmentId));
  if (!order) throw new Error('no order for the appointment');
  return order;
}

export async function appointmentOf(database: Database, id: string) {
  const [row] = await database.db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

export async function eventsOf(database: Database, orderId: string) {
  return database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.id));
}

/** The sandbox deliveries not yet run: their bodies, oldest first. */
export async function pendingDeliveries(database: Database): Promise<{ id: number; body: string }[]> {
  const rows = await database.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.kind, SANDBOX_WEBHOOK_JOB), sql`${jobs.doneAt} is null`, sql`${jobs.failedAt} is null`),
    )
    .orderBy(asc(jobs.id));
  return rows.map((r) => ({ id: r.id, body: String((r.payload as { body: string }).body) }));
}

/** Confirmed appointments overlapping an instant. */
export async function confirmedAt(database: Database, start: Date) {
  return database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.status, 'confirmed'), eq(appointments.startsAt, start)));
}
