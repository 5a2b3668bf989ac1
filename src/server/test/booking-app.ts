import { Hono } from 'hono';
import type { Database } from '../platform/db/client';
import { handleApiError, requestContext, type AppEnv } from '../platform/http';
import { createLogger } from '../platform/logging';
import type { Authenticate, Viewer } from '../platform/viewer';
import { AppError } from '../platform/errors';
import {
  bookingAdminRoutes,
  type BookingEnv,
  myAppointmentRoutes,
  bookingRoutes,
  type BookingLimits,
} from '../modules/booking';
import { TestPaymentGateway } from './fakes/test-payment-gateway';

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

/** Bearer "viewer:<userId>:<email>[:admin]" stands for a signed-in person in these tests. */
const fakeAuthenticate: Authenticate = async (authorization) => {
  const match = /^Bearer viewer:([^:]+):([^:]+)(:admin)?$/.exec(authorization ?? '');
  if (!match) throw new AppError(401, 'unauthorized', 'Sign in to continue');
  const viewer: Viewer = {
    userId: match[1]!,
    email: match[2]!,
    sessionId: 'test',
    role: match[3] ? 'admin' : 'visitor',
  };
  return viewer;
};

/**
 * Booking's routes on a small app, mounted where app.ts mounts them (the admin routes without the gate;
 * the admin gate test covers it), with an injectable clock, gateway and fetch.
 */
export function bookingTestApp(
  database: Database,
  options: {
    clock?: () => Date;
    limits?: BookingLimits;
    fetcher?: typeof fetch;
    authenticate?: Authenticate;
  } = {},
) {
  const env: BookingEnv = {
    db: database.db,
    siteUrl: testSiteUrl,
    siteName: 'Estudio',
    clock: options.clock ?? (() => new Date()),
    payments: new TestPaymentGateway(testSiteUrl),
  };
  const authenticate = options.authenticate ?? fakeAuthenticate;
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(createLogger('silent')));
  app.route(
    '/api/booking',
    bookingRoutes({
      env,
      trustProxy: true,
      authenticate,
      ...(options.limits ? { limits: options.limits } : {}),
    }),
  );
  app.route('/api/me/appointments', myAppointmentRoutes({ env, authenticate }));
  app.use('/api/admin/*', async (c, next) => {
    c.set('viewer', { userId: 'admin', email: 'boss@estudio.test', sessionId: 'test', role: 'admin' });
    await next();
  });
  app.route(
    '/api/admin/booking',
    bookingAdminRoutes({ env, ...(options.fetcher ? { fetcher: options.fetcher } : {}) }),
  );
  app.onError(handleApiError);
  return { app, env };
}
