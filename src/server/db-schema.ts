/*
 * Every table, for drizzle-kit (drizzle.config.ts) and for read models that join across modules (reports).
 * It lives at the composition root, beside app.ts, because it names every module: the platform knows none.
 * It re-exports each module's schema.ts rather than its door: a door's `export *` would bring routes and
 * helpers into this namespace.
 */
export * from './platform/db/meta-schema';
export * from './platform/jobs/schema';
export * from './platform/mail/schema';
export * from './modules/content/schema';
export * from './modules/content/cv-schema';
export * from './modules/auth/schema';
export * from './modules/leads/schema';
export * from './modules/diagnostic/schema';
export * from './modules/booking/schema';
export * from './modules/rental/schema';
export * from './modules/rental/sync-schema';
export * from './modules/payments/schema';
export * from './modules/notifications/schema';
export * from './modules/payments/refunds/refund-schema';
export * from './modules/reports/schema';
export * from './modules/analytics/schema';
