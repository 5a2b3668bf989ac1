import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { wirePayments, wireRental } from '../app';
import { loadConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { AppError } from '../platform/errors';
import { handleApiError, requestContext, type AppEnv } from '../platform/http';
import { createJobRunner } from '../platform/jobs/runner';
import { jobs } from '../platform/jobs/schema';
import { createLogger } from '../platform/logging';
import { MAIL_JOB } from '../platform/mail/outbox';
import { requireAdmin, type Authenticate, type Viewer } from '../platform/viewer';
import { type BookingEnv, bookingJobHandlers, bookingAdminRoutes, bookingRoutes } from '../modules/booking';
import { testSiteUrl } from './booking-app';
import { rentalJobHandlers, rentalRoutes } from '../modules/rental';
import {
  paymentAdminRoutes,
  paymentJobHandlers,
  manualRefundAdminRoutes,
  myPaymentRoutes,
  paymentPlanAdminRoutes,
  paymentPlanRoutes,
  type PaymentProvider,
  paymentRoutes,
} from '../modules/payments';
import { TestPaymentGateway } from './fakes/test-payment-gateway';

export const TEST_SANDBOX_SECRET = 'test-sandbox-webhook-secret-0123456789';

/** Bearer "viewer:<email>[:admin]" stands for a signed-in person in these tests. */
const fakeAuthenticate: Authenticate = async (authorization) => {
  const match = /^Bearer viewer:([^:]+)(:admin)?$/.exec(authorization ?? '');
  if (!match) throw new AppError(401, 'unauthorized', 'Sign in to continue');
  const viewer: Viewer = {
    userId: '00000000-0000-4000-8000-000000000001',
    email: match[1]!,
    sessionId: 'test',
    role: match[2] ? 'admin' : 'visitor',
  };
  return viewer;
};
export const adminAuth = { authorization: 'Bearer viewer:boss@estudio.test:admin' };
export const visitorAuth = { authorization: 'Bearer viewer:someone@example.com' };

/**
 * Booking, rental and payments on a small app, wired as app.ts wires them (payments' hooks = their lifecycles),
 * with the admin gate, an injectable clock and providers, and a job runner that runs the jobs (the sandbox's
 * webhook deliveries among them) on demand. Mails stay in the outbox for the tests to read.
 */
export function paymentsTestApp(
  database: Database,
  options: { clock?: () => Date; providers?: PaymentProvider[]; env?: Record<string, string> } = {},
) {
  const clock = options.clock ?? (() => new Date());
  const config = loadConfig({
    SITE_URL: testSiteUrl.href,
    SANDBOX_WEBHOOK_SECRET: TEST_SANDBOX_SECRET,
    ...options.env,
  });
  const booking: BookingEnv = {
    db: database.db,
    siteUrl: testSiteUrl,
    siteName: 'Estudio',
    clock,
    payments: new TestPaymentGateway(testSiteUrl),
  };
  const payments = wirePayments(config, database.db, booking, {
    ...(options.providers ? { providers: options.providers } : {}),
  });
  // La Mansión's stays, wired to the same payments (and clock) as app.ts wires them.
  const rental = wireRental(config, database.db, payments);
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(createLogger('silent')));
  app.route('/api/booking', bookingRoutes({ env: booking, trustProxy: true }));
  app.route(
    '/api/rental',
    rentalRoutes({
      env: rental,
      trustProxy: true,
      limits: { staysPer10Min: 10_000, readsPer10Min: 10_000 },
    }),
  );
  app.route('/api/payments', paymentRoutes({ env: payments, trustProxy: true }));
  app.route('/api/payment-plans', paymentPlanRoutes({ env: payments, trustProxy: true }));
  app.route('/api/me/payments', myPaymentRoutes({ env: payments, authenticate: fakeAuthenticate }));
  app.use('/api/admin/*', requireAdmin(fakeAuthenticate));
  app.route('/api/admin/booking', bookingAdminRoutes({ env: booking }));
  app.route('/api/admin/payments', paymentAdminRoutes({ env: payments }));
  app.route('/api/admin/payment-plans', paymentPlanAdminRoutes({ env: payments }));
  app.route('/api/admin/manual-refunds', manualRefundAdminRoutes({ env: payments }));
  app.onError(handleApiError);
  const runner = createJobRunner({
    db: database.db,
    logger: createLogger('silent'),
    pollMs: 1000,
    handlers: {
      [MAIL_JOB]: async () => {},
      ...bookingJobHandlers(booking),
      ...rentalJobHandlers(rental),
      ...paymentJobHandlers(payments),
    },
  });
  /** Runs every due job until none is left (a job may queue another). */
  async function runJobs() {
    for (let i = 0; i < 20 && (await runner.runDue()) > 0; i++);
  }
  /** Makes a job kind due now (jobs run by the database's clock, tests move their own). */
  async function makeDue(kind: string) {
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, kind), sql`${jobs.doneAt} is null`, sql`${jobs.failedAt} is null`));
  }
  async function failedJobs() {
    return database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.failedAt} is not null`)
      .orderBy(asc(jobs.id));
  }
  return { app, booking, rental, payments, runJobs, makeDue, failedJobs };
}
