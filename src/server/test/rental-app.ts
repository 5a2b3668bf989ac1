import { randomBytes } from 'node:crypto';
import type { CheckoutPlan } from '@contracts/payment-plans';
import { Hono } from 'hono';
import type { Database } from '../platform/db/client';
import { AppError } from '../platform/errors';
import { handleApiError, requestContext, type AppEnv } from '../platform/http';
import { createLogger } from '../platform/logging';
import { requireAdmin, type Authenticate, type Viewer } from '../platform/viewer';
import {
  rentalAdminRoutes,
  type RentalEnv,
  type StayPaymentGateway,
  rentalRoutes,
  type RentalLimits,
  type StayRow,
} from '../modules/rental';

export const testSiteUrl = new URL('http://estudio.test');

/** A clock tests can set and move. */
export function testClock(start: Date = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (at: Date) => void (now = at.getTime()),
    advance: (ms: number) => void (now += ms),
  };
}

/** A gateway that answers at once with a page on this site (tests only; the server wires payments'). */
export class TestStayPaymentGateway implements StayPaymentGateway {
  readonly checkouts: { stayId: string; amountMinor: number; plan: CheckoutPlan; reference: string }[] = [];
  /** Set to make the next createCheckout fail, as a provider outage would. */
  failNext = false;

  async createCheckout(stay: StayRow, plan: CheckoutPlan) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('test stay gateway: unavailable');
    }
    const reference = `test_${randomBytes(8).toString('hex')}`;
    this.checkouts.push({ stayId: stay.id, amountMinor: stay.dueNowMinor, plan, reference });
    return { checkoutUrl: new URL(`/test-checkout/${reference}`, testSiteUrl).href, reference };
  }

  async openCheckoutUrl(stay: StayRow) {
    const found = this.checkouts.find((c) => c.stayId === stay.id);
    return found ? new URL(`/test-checkout/${found.reference}`, testSiteUrl).href : null;
  }
}

/** Bearer "viewer:<email>[:admin]" stands for a signed-in person in these tests. */
const fakeAuthenticate: Authenticate = async (authorization) => {
  const match = /^Bearer viewer:([^:]+)(:admin)?$/.exec(authorization ?? '');
  if (!match) throw new AppError(401, 'unauthorized', 'Sign in to continue');
  const viewer: Viewer = {
    userId: 'u1',
    email: match[1]!,
    sessionId: 'test',
    role: match[2] ? 'admin' : 'visitor',
  };
  return viewer;
};
export const adminAuth = { authorization: 'Bearer viewer:boss@estudio.test:admin' };

/** Rental's routes mounted where app.ts mounts them, the admin ones behind the real admin gate. */
export function rentalTestApp(
  database: Database,
  options: { clock?: () => Date; limits?: RentalLimits; payments?: StayPaymentGateway | null } = {},
) {
  const gateway = new TestStayPaymentGateway();
  const env: RentalEnv = {
    db: database.db,
    siteUrl: testSiteUrl,
    siteName: 'Estudio',
    clock: options.clock ?? (() => new Date()),
    payments: options.payments === undefined ? gateway : options.payments,
    owner: async () => ({ name: 'Dueña', email: 'owner@estudio.test' }),
  };
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(createLogger('silent')));
  app.route(
    '/api/rental',
    rentalRoutes({
      env,
      trustProxy: true,
      limits: options.limits ?? { staysPer10Min: 10_000, readsPer10Min: 10_000 },
    }),
  );
  app.use('/api/admin/*', requireAdmin(fakeAuthenticate));
  app.route('/api/admin/rental', rentalAdminRoutes({ env }));
  app.onError(handleApiError);
  return { app, env, gateway };
}

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

let counter = 0;
/** A valid stay request for the dates. */
export function stayRequest(checkIn: string, checkOut: string, overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    checkIn,
    checkOut,
    guests: 2,
    option: 'full',
    name: 'Lucía Huésped',
    email: `lucia.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '+52 55 1234 5678',
    language: 'es',
    acceptRules: true,
    ...overrides,
  };
}
