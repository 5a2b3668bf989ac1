import { and, asc, eq, sql } from 'drizzle-orm';
import { composeApp, type AppDeps, type Lifecycle } from '../app';
import type { AnalyticsCollector } from '../modules/analytics';
import type { PaymentProvider } from '../modules/payments';
import { loadConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { createJobRunner } from '../platform/jobs/runner';
import { jobs } from '../platform/jobs/schema';
import { createLogger } from '../platform/logging';
import { createMailer } from '../platform/mail/mailer';
import type { Pages } from '../platform/pages';
import { adminAccessToken, visitorSession } from './admin-session';

export const testSiteUrl = new URL('http://estudio.test');
export const TEST_SANDBOX_SECRET = 'test-sandbox-webhook-secret-0123456789';

/**
 * The configuration most module tests run under: the test site, the sandbox's webhook secret, X-Forwarded-For
 * trusted (tests spread their requests over addresses), sign-up without a mailed link, and auth rate limits a
 * suite's sign-ups never reach.
 */
export const MODULE_TEST_ENV: NodeJS.ProcessEnv = {
  SITE_URL: testSiteUrl.href,
  SANDBOX_WEBHOOK_SECRET: TEST_SANDBOX_SECRET,
  TRUST_PROXY: 'true',
  AUTH_AUTOCONFIRM: 'true',
  AUTH_RATE_LIMIT_IP_PER_5MIN: '10000',
  AUTH_RATE_LIMIT_EMAIL_PER_HOUR: '10000',
};

export interface TestAppOptions {
  /** Environment variables over NODE_ENV=test (the app reads them through loadConfig, as in production). */
  env?: NodeJS.ProcessEnv;
  web?: { clientDir: string; pages: Pages };
  lifecycle?: Lifecycle;
  clock?: () => Date;
  providers?: PaymentProvider[];
  calendarFetch?: typeof fetch;
  limits?: AppDeps['limits'];
  analytics?: AnalyticsCollector;
}

/** The production app (app.ts createApp) for a test. */
export function createTestApp(database: Database, options: TestAppOptions = {}) {
  return testApp(database, options).app;
}

/**
 * The production wiring for a test (docs/decisions/058-tests-on-the-production-wiring.md): app.ts's
 * composeApp with the test's clock, providers and fetch; its modules' environments; the server's job handlers
 * run on demand (mail kept in the local mailbox, as a server without SMTP_URL does); real sign-ins.
 */
export function testApp(database: Database, options: TestAppOptions = {}) {
  const env = { NODE_ENV: 'test', ...options.env };
  const config = loadConfig(env);
  const logger = createLogger('silent');
  const composed = composeApp({
    config,
    database,
    logger,
    version: '0.0.0-test',
    web: options.web ?? null,
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.providers ? { paymentProviders: options.providers } : {}),
    ...(options.calendarFetch ? { calendarFetch: options.calendarFetch } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.analytics ? { analytics: options.analytics } : {}),
  });
  const { app } = composed;
  const runner = createJobRunner({
    db: database.db,
    logger,
    pollMs: 1000,
    handlers: composed.jobHandlers(createMailer({ config: config.mail, db: database.db, logger })),
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
  /** Jobs that failed and wait for a retry (kind and error): a test expecting none shows why one failed. */
  async function retryingJobs() {
    const rows = await database.db
      .select({ kind: jobs.kind, lastError: jobs.lastError })
      .from(jobs)
      .where(
        and(sql`${jobs.doneAt} is null`, sql`${jobs.failedAt} is null`, sql`${jobs.lastError} is not null`),
      );
    return rows;
  }
  async function failedJobs() {
    return database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.failedAt} is not null`)
      .orderBy(asc(jobs.id));
  }
  const admins = new Map<string, Promise<{ authorization: string }>>();
  const visitors = new Map<string, Promise<{ headers: { authorization: string }; userId: string }>>();
  /** A visitor account, signed up and signed in once per address (needs AUTH_AUTOCONFIRM, as in MODULE_TEST_ENV). */
  function account(email: string) {
    let found = visitors.get(email);
    if (!found) {
      found = visitorSession(app, email).then(({ authorization, userId }) => ({
        headers: { authorization },
        userId,
      }));
      visitors.set(email, found);
    }
    return found;
  }
  return {
    app,
    config,
    ...composed.modules,
    runJobs,
    makeDue,
    failedJobs,
    retryingJobs,
    /** An administrator's bearer header, signed in once per address (`npm run admin`'s way, then a password). */
    admin(email = 'boss@estudio.test') {
      let found = admins.get(email);
      if (!found) {
        found = adminAccessToken(app, database, env, email).then((token) => ({
          authorization: `Bearer ${token}`,
        }));
        admins.set(email, found);
      }
      return found;
    },
    account,
    /** A visitor's bearer header (see account). */
    visitor: async (email = 'someone@example.com') => (await account(email)).headers,
  };
}

export type TestApp = ReturnType<typeof testApp>;
