import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { contentOperations, contentRoutes, contentAdminRoutes, contentSitemap } from './modules/content';
import {
  bookingAdminRoutes,
  createBookingEnv,
  myAppointmentRoutes,
  bookingOperations,
  bookingRoutes,
  type BookingEnv,
  type BookingLimits,
  confirmPaidAppointment,
  extendPaymentHold,
  releasePaymentHold,
  organizer,
  appointmentSummaries,
  BookingConflict,
  reminderOffsetsMinutes,
} from './modules/booking';
import {
  rentalOperations,
  rentalSyncOperations,
  rentalSyncAdminRoutes,
  rentalCalendarExportRoutes,
  type RentalEnv,
  type RentalLimits,
  rentalAdminRoutes,
  createRentalEnv,
  rentalRoutes,
  confirmPaidStay,
  extendStayHold,
  releaseStay,
  stayCheckoutDetails,
  stayOrderSummaries,
} from './modules/rental';
import {
  paymentAdminRoutes,
  quoteCancellationRefund,
  refundCancellation,
  manualRefundAdminRoutes,
  paymentOperations,
  paymentPlanAdminRoutes,
  paymentPlanRoutes,
  paymentRoutes,
  cancelPlansOf,
  createPaymentsEnv,
  openAppointmentCheckout,
  openCheckoutUrl,
  openStayCheckout,
  openStayCheckoutUrl,
  type PaymentsEnv,
  type PaymentProvider,
  myPaymentRoutes,
  pendingVoucherPageOf,
  resumeAppointmentCheckout,
  recordAppointmentPaidByHand,
  PaymentConflict,
  describeCheckout,
  describePlanPart,
} from './modules/payments';
import {
  contactRoutes,
  leadAdminRoutes,
  contactOperations,
  leadAdminOperations,
  taskAdminOperations,
  taskAdminRoutes,
  recordContact,
} from './modules/leads';
import { notificationOperations, notificationAdminRoutes } from './modules/notifications';
import {
  diagnosticAdminRoutes,
  diagnosticOperations,
  diagnosticRoutes,
  myDiagnosticRoutes,
} from './modules/diagnostic';
import {
  exportOperations,
  overviewOperations,
  rentalAnalyticsOperations,
  reportOperations,
  reportsAdminRoutes,
} from './modules/reports';
import { MAILBOX_PAGE, openMailboxPage, mailboxOperations, mailboxRoutes } from './modules/mailbox';
import { mediaOperations, isMediaUpload, mediaAdminRoutes, mediaPublicRoutes } from './modules/media';
import {
  accountRoutes,
  createKeyStore,
  type KeyStore,
  accountOperations,
  profileRoutes,
  AuthError,
  authErrorResponse,
  authErrors,
  authNotFound,
  authRoutes,
  createAuthService,
  createAuthenticator,
} from './modules/auth';
import { systemOperations, systemRoutes } from './modules/system';
import {
  analyticsAdminRoutes,
  analyticsOperations,
  collectRoutes,
  createAnalyticsCollector,
  goalRecorder,
  isAnalyticsBeacon,
  recordGoal,
  type AnalyticsCollector,
} from './modules/analytics';
import { openApiDocument } from './platform/openapi';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';
import { errorBody, handleApiError, requestContext, type AppEnv } from './platform/http';
import { inputGuard, type Refusal } from './platform/input-guard';
import type { Logger } from './platform/logging';
import type { Pages } from './platform/pages';
import { securityHeaders } from './platform/security';
import { createStorage, type Storage } from './platform/storage';
import { seoRoutes } from './platform/sitemap';
import { requireAdmin } from './platform/viewer';
import { calendarFetchAllowing } from './platform/public-fetch';
import type { RecordPerson } from './platform/people';
import { jobHandlers } from './jobs';
import type { JobHandlers } from './platform/jobs/runner';
import type { Mailer } from './platform/mail/mailer';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  version: string;
  /** The built web app (dist/client) and its server renderer; null when not built (API-only dev server). */
  web: { clientDir: string; pages: Pages } | null;
  /** Set to draining on shutdown: health turns 503 so a load balancer stops sending, connections close. */
  lifecycle?: Lifecycle;
  /** JWT signing keys; created from the config when not given (main.ts loads them at start to fail early). */
  keys?: KeyStore;
  /** Where uploads are kept; created from the config (STORAGE_DRIVER) when not given. */
  storage?: Storage;
  /** Site analytics' page-view buffer; main.ts makes it to flush it on shutdown, tests to flush at will. */
  analytics?: AnalyticsCollector;
  /** "Now" for every module's rules (holds, expiries, instalments, reminders); the system clock when not given. */
  clock?: () => Date;
  /** The payment providers besides the sandbox; the configured ones (Stripe, Mercado Pago keys) when not given. */
  paymentProviders?: PaymentProvider[];
  /**
   * The outbound fetch for calendars and channel feeds (the owner's busy-time calendars, rental's iCal feeds);
   * the guarded public fetch with CALENDAR_FETCH_ALLOW_ADDRESSES when not given.
   */
  calendarFetch?: typeof fetch;
  /** Per-address rate limits; the config's (rental: the module's own) when not given. */
  limits?: {
    booking?: BookingLimits;
    rental?: RentalLimits;
    diagnostic?: Config['diagnosticLimits'];
    analytics?: Config['analyticsLimits'];
  };
}

/** The modules' environments as the app wires them, with one clock and one set of payment providers. */
export interface ModuleWiring {
  booking: BookingEnv;
  payments: PaymentsEnv;
  rental: RentalEnv;
}

/** The app and what runs beside it on the same wiring: its modules' environments and their job handlers. */
export interface ComposedApp {
  app: ReturnType<typeof createHttpApp>;
  modules: ModuleWiring;
  /** Every job kind the server runs, on these modules, sending mail through the given mailer (its transport). */
  jobHandlers(mailer: Mailer): JobHandlers;
}

export interface Lifecycle {
  draining: boolean;
}

const API_BODY_LIMIT = 1024 * 1024;
/** The auth API's body limit (modules/auth/gotrue/routes.ts keeps its own, the same). */
const AUTH_BODY_LIMIT = 64 * 1024;
const authBodyLimit = bodyLimit({
  maxSize: AUTH_BODY_LIMIT,
  onError: (c) =>
    authErrorResponse(
      c,
      new AuthError(413, 'request_too_large', 'Request body is too large'),
      c.get('requestId'),
    ),
});
const refuseLikeGoTrue: Refusal = (c, fields) =>
  authErrorResponse(
    c,
    authErrors.validation(`Invalid characters or nesting in: ${Object.keys(fields).join(', ')}`),
    c.get('requestId'),
  );

export function createApp(deps: AppDeps) {
  return composeApp(deps).app;
}

/**
 * The whole server's wiring from its dependencies. createApp is its HTTP part; tests and the job runner take the
 * modules' environments and job handlers from here, so they share the app's clock, providers and fetch
 * (docs/decisions/058-tests-on-the-production-wiring.md).
 */
export function composeApp(deps: AppDeps): ComposedApp {
  const modules = wireModules({
    config: deps.config,
    db: deps.database.db,
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.paymentProviders ? { paymentProviders: deps.paymentProviders } : {}),
  });
  const storage = deps.storage ?? createStorage(deps.config.storage);
  const calendarFetch = deps.calendarFetch ?? calendarFetchAllowing(deps.config.calendarFetchAllowAddresses);
  return {
    app: createHttpApp(deps, modules, storage, calendarFetch),
    modules,
    jobHandlers: (mailer) => jobHandlers({ mailer, ...modules, storage, calendarFetch }),
  };
}

/** Booking, payments and rental wired to each other as the server runs them (used by the app and by main.ts). */
export function wireModules(deps: {
  config: Config;
  db: Database['db'];
  clock?: () => Date;
  paymentProviders?: PaymentProvider[];
}): ModuleWiring {
  const { config, db } = deps;
  const booking: BookingEnv = {
    ...createBookingEnv({ db, siteUrl: config.siteUrl }),
    ...(deps.clock ? { clock: deps.clock } : {}),
  };
  const payments = wirePayments(config, db, booking, {
    ...(deps.paymentProviders ? { providers: deps.paymentProviders } : {}),
  });
  return { booking, payments, rental: wireRental(config, db, payments) };
}

function createHttpApp(
  deps: AppDeps,
  { booking, payments, rental }: ModuleWiring,
  storage: Storage,
  calendarFetch: typeof fetch,
) {
  const app = new Hono<AppEnv>();
  const lifecycle = deps.lifecycle ?? { draining: false };
  const openApi = openApiDocument(
    [
      ...systemOperations,
      ...contentOperations,
      ...accountOperations,
      ...diagnosticOperations,
      ...bookingOperations,
      ...rentalOperations,
      ...rentalSyncOperations,
      ...paymentOperations,
      ...contactOperations,
      ...leadAdminOperations,
      ...taskAdminOperations,
      ...overviewOperations,
      ...reportOperations,
      ...rentalAnalyticsOperations,
      ...exportOperations,
      ...notificationOperations,
      ...mediaOperations,
      ...analyticsOperations,
      ...(deps.config.mail.mailboxEnabled ? mailboxOperations : []),
    ],
    deps.version,
  );
  const { config } = deps;
  const db = deps.database.db;
  const keys = deps.keys ?? createKeyStoreFor(deps);
  const authService = createAuthService({ db, config, keys });
  const authenticate = createAuthenticator(authService.sessions, config.auth.adminEmails);
  const limits = deps.limits ?? {};
  const analytics = deps.analytics ?? createAnalyticsCollector({ db, logger: deps.logger });
  // Modules report conversion goals through this (platform/goals.ts), never importing analytics.
  const goals = goalRecorder();
  app.use('*', requestContext(deps.logger));
  app.use('*', async (c, next) => {
    await next();
    if (lifecycle.draining) c.header('Connection', 'close');
  });
  app.use(
    '*',
    securityHeaders({
      scriptHashes: deps.web?.pages.scriptHashes ?? [],
      https: deps.config.siteUrl.protocol === 'https:',
    }),
  );
  app.use('*', compress());

  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: (c) => c.json(errorBody(c, 'payload_too_large', 'The request body is too large'), 413),
  });
  const api = new Hono<AppEnv>()
    // Image uploads carry their own, larger limit (modules/media/routes.ts); every other body is small. An
    // analytics beacon's route reads at most 2 KB from Node's request itself: the limit's look at the web body
    // stream made one per beacon, a third of a beacon's CPU.
    .use('*', (c, next) => (isMediaUpload(c) || isAnalyticsBeacon(c) ? next() : apiBodyLimit(c, next)))
    // After the size limit (it reads the body), before every route: NUL, lone surrogates, bad %-escapes → 400.
    // Not an upload's body: its limit comes later, and it is multipart, not JSON. Nor an analytics beacon's:
    // its route reads it from Node's request and checks its text itself.
    .use('*', inputGuard({ skipBody: (c) => isMediaUpload(c) || isAnalyticsBeacon(c) }))
    .route('/', systemRoutes({ database: deps.database, version: deps.version, lifecycle, openApi }))
    .route(
      '/analytics',
      collectRoutes({
        db,
        collector: analytics,
        siteUrl: config.siteUrl,
        trustProxy: config.trustProxy,
        authenticate,
        limits: limits.analytics ?? config.analyticsLimits,
      }),
    )
    // Every /api/admin route sits behind this one gate (a test walks the route table to prove it).
    .use('/admin/*', requireAdmin(authenticate))
    .route('/content', contentRoutes({ db, siteUrl: config.siteUrl, goals, trustProxy: config.trustProxy }))
    .route(
      '/diagnostic',
      diagnosticRoutes({
        db,
        siteUrl: config.siteUrl,
        trustProxy: config.trustProxy,
        limits: limits.diagnostic ?? config.diagnosticLimits,
        goals,
      }),
    )
    .route('/contact', contactRoutes({ db, siteUrl: config.siteUrl, trustProxy: config.trustProxy, goals }))
    .route(
      '/booking',
      bookingRoutes({
        env: booking,
        trustProxy: config.trustProxy,
        authenticate,
        limits: limits.booking ?? config.bookingLimits,
        goals,
      }),
    )
    // The private export feed (its secret in the path is the credential), before the rest of /rental.
    .route('/rental/calendar', rentalCalendarExportRoutes({ env: rental }))
    .route(
      '/rental',
      rentalRoutes({
        env: rental,
        trustProxy: config.trustProxy,
        goals,
        ...(limits.rental ? { limits: limits.rental } : {}),
      }),
    )
    .route('/payments', paymentRoutes({ env: payments, trustProxy: config.trustProxy }))
    .route('/payment-plans', paymentPlanRoutes({ env: payments, trustProxy: config.trustProxy }))
    // Before /me: its sign-in check runs for these paths once, not twice.
    .route('/me/appointments', myAppointmentRoutes({ env: booking, authenticate }))
    .route('/me/payments', myPaymentRoutes({ env: payments, authenticate }))
    .route('/me/diagnostic', myDiagnosticRoutes({ db, authenticate }))
    .route('/me', profileRoutes({ db, config, authenticate }))
    .route('/admin/accounts', accountRoutes({ db, adminEmails: config.auth.adminEmails }))
    .route('/admin/diagnostic', diagnosticAdminRoutes({ db }))
    .route('/admin/leads', leadAdminRoutes({ db }))
    .route('/admin/tasks', taskAdminRoutes({ db }))
    .route('/admin/media', mediaAdminRoutes({ storage }))
    .route('/admin/booking', bookingAdminRoutes({ env: booking, fetcher: calendarFetch }))
    .route('/admin/rental/sync', rentalSyncAdminRoutes({ env: rental, fetcher: calendarFetch }))
    .route('/admin/rental', rentalAdminRoutes({ env: rental }))
    .route('/admin/payments', paymentAdminRoutes({ env: payments }))
    .route('/admin/payment-plans', paymentPlanAdminRoutes({ env: payments }))
    .route('/admin/manual-refunds', manualRefundAdminRoutes({ env: payments }))
    .route('/admin/content', contentAdminRoutes({ db }))
    .route(
      '/admin/notifications',
      notificationAdminRoutes({
        db,
        mailFrom: config.mail.from,
        reminderOffsetsMinutes: () => reminderOffsetsMinutes(db),
      }),
    )
    .route('/admin/analytics', analyticsAdminRoutes({ db }))
    .route('/admin', reportsAdminRoutes({ db, storage }));
  // Hono copies a sub-app's routes when it is mounted: optional parts are added before.
  if (config.mail.mailboxEnabled)
    api.route('/dev/mailbox', mailboxRoutes({ db, key: config.mail.mailboxKey }));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody(c, 'not_found', 'There is no such API endpoint'), 404));

  // The same boundary for the auth API, in GoTrue's error shape; its size limit first (the guard reads bodies).
  app.use('/auth/v1/*', authBodyLimit, inputGuard({ refuse: refuseLikeGoTrue }));
  app.route('/auth/v1', authRoutes({ db, config, service: authService, keys }));
  app.all('/auth/v1/*', authNotFound);
  // Before the static files: robots.txt is generated from SITE_URL (docs/decisions/011-findability.md).
  app.route('/', seoRoutes({ db, siteUrl: config.siteUrl, sitemapSources: [contentSitemap] }));
  // Uploaded images, before the web app's files and pages.
  app.route('/media', mediaPublicRoutes({ storage }));
  // /dev/mailbox?key=… leaves the mailbox's cookie, then the page is the web app's (mailbox/access.ts).
  if (config.mail.mailboxEnabled)
    app.get(
      MAILBOX_PAGE,
      openMailboxPage({ key: config.mail.mailboxKey, secure: config.siteUrl.protocol === 'https:' }),
    );

  if (deps.web) {
    const { clientDir, pages } = deps.web;
    const staticFile = serveStatic({ root: clientDir });
    const cacheFor = (c: Context, value: string) => {
      if (c.res.status === 200 || c.res.status === 206) c.res.headers.set('Cache-Control', value);
    };
    app.use('*', async (c, next) => {
      // Files with an extension (favicon, images, fonts); index.html is only served rendered.
      const name = path.posix.basename(c.req.path);
      // Hidden paths (the build manifest in .vite/) are not public.
      const hidden = c.req.path.includes('/.');
      if (hidden || !name.includes('.') || name === 'index.html' || !['GET', 'HEAD'].includes(c.req.method))
        return next();
      const response = await staticFile(c, next);
      // Hashed build output never changes under the same name: cache it for a year.
      if (c.req.path.startsWith('/assets/')) cacheFor(c, 'public, max-age=31536000, immutable');
      else if (!c.res.headers.has('Cache-Control')) cacheFor(c, 'public, max-age=3600');
      return response;
    });
    app.get('*', (c) => pages.handle(c, (input, init) => Promise.resolve(app.request(input, init))));
  } else {
    app.get('*', (c) =>
      c.html(
        '<!doctype html><title>Estudio</title><p>The web app has not been built. Run <code>npm run build</code>, or use <code>npm run dev</code> and open http://localhost:5173.</p>',
        503,
      ),
    );
  }

  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return handleApiError(error, c);
    c.get('log')?.error({ err: error }, 'unhandled error');
    return c.text(`Something went wrong on our side. Reference: ${c.get('requestId') ?? 'unknown'}`, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

export function createKeyStoreFor(deps: Pick<AppDeps, 'config' | 'database'>): KeyStore {
  return createKeyStore({
    db: deps.database.db,
    jwkSet: deps.config.auth.jwtKeys,
    jwtSecret: deps.config.auth.jwtSecret,
    expirySeconds: deps.config.auth.jwtExpirySeconds,
  });
}

export function readVersion(root: string): string {
  return (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/**
 * Payments meets booking here: the payments env gets booking's lifecycle as the hooks of appointment orders,
 * and booking's payment gateway opens checkouts through payments. Used by the app and by main.ts's jobs.
 */
export function wirePayments(
  config: Config,
  db: Database['db'],
  booking: BookingEnv,
  options: { providers?: PaymentProvider[] } = {},
): PaymentsEnv {
  // Bookers become CRM contacts in their booking's transaction (platform/people.ts, ADR 046).
  booking.people = recordContact;
  const payments = createPaymentsEnv({
    db,
    config,
    siteUrl: config.siteUrl,
    siteName: booking.siteName,
    clock: booking.clock,
    payments: config.payments,
    ...(options.providers ? { providers: options.providers } : {}),
    owner: organizer,
    appointmentHooks: {
      onPaid: async (tx, order) => {
        if (!order.appointmentId) return { ok: false, reason: 'appointment_gone' };
        const confirmed = await confirmPaidAppointment(tx, booking, order.appointmentId, order.reference);
        // The visitor who booked gets the conversion (analytics finds them by the booking goal's reference).
        if (confirmed.ok) await recordGoal(tx, { goal: 'payment_paid', reference: order.appointmentId });
        // The payer's contact in the CRM: its last touch is the payment (ADR 046).
        if (confirmed.ok) await recordPayer(tx, order);
        return confirmed;
      },
      onPending: async (tx, order, until) =>
        order.appointmentId ? extendPaymentHold(tx, booking, order.appointmentId, until) : false,
      onReleased: async (tx, order, reason) => {
        if (order.appointmentId)
          await releasePaymentHold(tx, booking, order.appointmentId, `payment_${reason}`);
      },
      describe: appointmentSummaries,
    },
  });
  booking.payments = {
    async createCheckout(appointment, service, plan) {
      const lang = appointment.language === 'en' ? 'en' : 'es';
      const opened = await openAppointmentCheckout(payments, {
        appointmentId: appointment.id,
        amountMinor: plan.instalments[0]!.amountMinor,
        plan,
        currency: service.currency,
        description: describeCheckout({
          what: service.name[lang],
          startsAt: appointment.startsAt,
          timeZone: appointment.timeZone,
          lang,
          currency: service.currency,
          plan,
        }),
        lang,
        customerEmail: appointment.customerEmail,
        customerName: appointment.customerName,
        startsAt: appointment.startsAt,
        expiresAt: appointment.holdExpiresAt ?? new Date(booking.clock().getTime() + 15 * 60_000),
      });
      return { checkoutUrl: opened.checkoutUrl, reference: opened.reference };
    },
    // A replayed booking request after a decline resumes paying (a new attempt), like "pay now".
    openCheckoutUrl: (appointment) =>
      resumeAppointmentCheckout(payments, appointment.id).catch(() =>
        openCheckoutUrl(payments, appointment.id),
      ),
    // A payment that can no longer be made (checkout_expired…) is a 409 for the manage page, not a 503.
    resumeCheckout: (appointment) =>
      resumeAppointmentCheckout(payments, appointment.id).catch((error: unknown) => {
        throw error instanceof PaymentConflict ? new BookingConflict('not_changeable', error.message) : error;
      }),
    pendingVoucherPage: (appointment) => pendingVoucherPageOf(payments, appointment.id),
    recordPaidByHand: async (tx, appointment, service, input) => {
      await recordAppointmentPaidByHand(tx, payments, {
        ...input,
        appointmentId: appointment.id,
        amountMinor: service.priceMinor,
        currency: service.currency,
        lang: appointment.language === 'en' ? 'en' : 'es',
        customerEmail: appointment.customerEmail,
        customerName: appointment.customerName,
      });
    },
    onCancelled: (tx, appointmentId) => cancelPlansOf(tx, payments, { appointmentId }),
    refundOnCancel: (tx, appointmentId, percent, currency) =>
      refundCancellation(tx, payments, { appointmentId }, percent, currency),
    quoteCancel: (db, appointmentId, percent, currency) =>
      quoteCancellationRefund(db, { appointmentId }, percent, currency),
  };
  return payments;
}

/** A paid order's payer becomes (or updates) a CRM contact, in the payment's transaction (ADR 046). */
function recordPayer(
  tx: Parameters<RecordPerson>[0],
  order: { customerEmail: string; customerName: string; lang: string; paidAt: Date | null },
) {
  return recordContact(tx, {
    email: order.customerEmail,
    name: order.customerName,
    language: order.lang === 'en' ? 'en' : 'es',
    source: 'payment',
    ...(order.paidAt ? { at: order.paidAt } : {}),
  });
}

/**
 * The rental module's environment (La Mansión stays), wired to payments like booking: rental's lifecycle
 * (confirmPaidStay, releaseStay, extendStayHold) answers as the hooks of orders of purpose 'stay', and its
 * payment gateway opens those orders' checkouts through payments (charging the stay's due-now amount).
 */
export function wireRental(config: Config, db: Database['db'], payments: PaymentsEnv): RentalEnv {
  const rental: RentalEnv = {
    ...createRentalEnv({ db, siteUrl: config.siteUrl, siteName: payments.siteName, owner: organizer }),
    // One clock for both (tests move it): a hold and its order expire together.
    clock: payments.clock,
    // Guests become CRM contacts in their stay's transaction (platform/people.ts, ADR 046).
    people: recordContact,
  };
  payments.hooks.stay = {
    onPaid: async (tx, order) => {
      if (!order.stayId) return { ok: false, reason: 'stay_gone' };
      const confirmed = await confirmPaidStay(tx, rental, order.stayId, order.reference);
      if (confirmed.ok) await recordGoal(tx, { goal: 'stay_paid', reference: order.stayId });
      if (confirmed.ok) await recordPayer(tx, order);
      return confirmed;
    },
    onPending: async (tx, order, until) =>
      order.stayId ? extendStayHold(tx, rental, order.stayId, until) : false,
    onReleased: async (tx, order, reason) => {
      if (order.stayId) await releaseStay(tx, rental, order.stayId, `payment_${reason}`);
    },
    describe: stayOrderSummaries,
  };
  rental.payments = {
    async createCheckout(stay, plan) {
      const details = await stayCheckoutDetails(db, stay);
      return openStayCheckout(payments, {
        stayId: stay.id,
        amountMinor: plan.instalments[0]!.amountMinor,
        plan,
        currency: stay.currency,
        // The stay's title names its nights; a plan adds which part this is and when the rest is due.
        description: [
          details.description,
          describePlanPart({
            plan,
            lang: details.lang === 'en' ? 'en' : 'es',
            currency: stay.currency,
            timeZone: 'America/Mexico_City',
          }),
        ]
          .filter(Boolean)
          .join(' — '),
        lang: details.lang,
        customerEmail: stay.customerEmail,
        customerName: stay.customerName,
        startsAt: details.startsAt,
        expiresAt: stay.holdExpiresAt ?? new Date(rental.clock().getTime() + 20 * 60_000),
      });
    },
    openCheckoutUrl: (stay) => openStayCheckoutUrl(payments, stay.id),
    onCancelled: (tx, stayId) => cancelPlansOf(tx, payments, { stayId }),
    refundOnCancel: (tx, stayId, currency, keepAtMostMinor) =>
      refundCancellation(
        tx,
        payments,
        { stayId },
        keepAtMostMinor === undefined ? 100 : { keepAtMostMinor },
        currency,
      ),
    quoteCancel: (db, stayId, currency, keepAtMostMinor) =>
      quoteCancellationRefund(db, { stayId }, { keepAtMostMinor }, currency),
  };
  return rental;
}
