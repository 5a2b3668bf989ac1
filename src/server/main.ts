import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, createKeyStoreFor, readVersion, wirePayments, wireRental } from './app';
import { KeyConfigError, type KeyStore } from './modules/auth';
import { jobHandlers } from './jobs';
import { planCalendarRefresh, createBookingEnv } from './modules/booking';
import { mailboxAddress } from './modules/mailbox';
import { planFeedsSync } from './modules/rental';
import { planDigestCheck } from './modules/digest';
import { createAnalyticsCollector, planAnalyticsMaintenance } from './modules/analytics';
import { ownerSenderName } from './modules/notifications';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { DatabaseStartError, openDatabase, type Database } from './platform/db/client';
import { DataDirLockedError } from './platform/db/lock';
import { MigrationError, migrate } from './platform/db/migrate';
import { seed } from './seeds';
import { sandboxInProductionWarning } from './modules/payments';
import { createJobRunner } from './platform/jobs/runner';
import { createLogger, type Logger } from './platform/logging';
import { createMailer, describeSmtpUrl } from './platform/mail/mailer';
import { loadPages } from './platform/pages';
import { contentVersionReader } from './platform/page-cache';
import { paths, projectRoot } from './platform/paths';
import { calendarFetchAllowing } from './platform/public-fetch';
import { attachRealtime } from './platform/realtime/hub';
import { createStorage, describeStorage } from './platform/storage';
import { createRealtime } from './realtime';

/** A start-up problem the operator can fix: one clear line, exit code 1, no stack trace. */
function fail(message: string): never {
  process.stderr.write(`estudio: ${message}\n`);
  process.exit(1);
}

const expected = [ConfigError, DatabaseStartError, DataDirLockedError, MigrationError, KeyConfigError];

/** Says where mail goes, so nobody waits for a mail that only the local mailbox has. */
function logMailTransport(logger: Logger, config: Config) {
  const { mail } = config;
  if (mail.smtpUrl)
    logger.info({ smtp: describeSmtpUrl(mail.smtpUrl), from: mail.from }, 'mail: sending through SMTP');
  else if (mail.mailboxEnabled)
    // The mailbox opens only with its key, so this line is the way in (mailbox/access.ts).
    logger.info(
      `mail: no SMTP_URL, so mails go to the local mailbox and their links to this log; open the mailbox at ${mailboxAddress(config.siteUrl, mail.mailboxKey)}`,
    );
  else
    logger.warn(
      'mail: no SMTP_URL and the local mailbox is off: mails are only kept in the database and their links logged; set SMTP_URL to deliver them',
    );
}

/** Booking's and payments' environments for the job runner (payments wired to booking as in the app). */
function jobEnvs(config: Config, db: Database['db']) {
  const booking = createBookingEnv({ db, siteUrl: config.siteUrl });
  const payments = wirePayments(config, db, booking);
  return { booking, payments, rental: wireRental(config, db, payments) };
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel);

  let database: Database | undefined;
  let keys: KeyStore | undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (error) => logger.warn({ err: error }, 'database connection lost; the pool reconnects'),
    });
    const migrated = await migrate(database.sql, paths.migrations());
    const seeded = await seed(database.db);
    logger.info({ engine: database.engine, location: database.location, migrated, seeded }, 'database ready');
    // Signing keys are loaded (or created on the first start) now, so a bad AUTH_JWT_KEYS stops the start.
    keys = createKeyStoreFor({ config, database });
    await keys.ring();
  } catch (error) {
    await database?.close().catch(() => {});
    if (expected.some((kind) => error instanceof kind)) fail((error as Error).message);
    throw error;
  }

  // The one job queue (mail outbox and later reminders, expiries, imports); every instance runs one.
  const db = database.db;
  const mailer = createMailer({ config: config.mail, db, logger, senderName: () => ownerSenderName(db) });
  logMailTransport(logger, config);
  const sandboxWarning = sandboxInProductionWarning(config);
  if (sandboxWarning) logger.warn({ provider: 'sandbox', env: config.env }, sandboxWarning);
  logger.info({ storage: describeStorage(config.storage) }, 'storage ready');
  const jobs = createJobRunner({
    db: database.db,
    logger,
    pollMs: config.jobsPollMs,
    handlers: jobHandlers({
      mailer,
      ...jobEnvs(config, database.db),
      storage: createStorage(config.storage),
      calendarFetch: calendarFetchAllowing(config.calendarFetchAllowAddresses),
    }),
  });
  jobs.start();
  // The external-calendar refresh chain: idempotent per 15-minute period, so every instance may call it.
  await planCalendarRefresh(database.db, new Date());
  // La Mansión's channel sync (iCal feeds), the same way: one job per 15-minute period (modules/rental/sync).
  await planFeedsSync(database.db, new Date());
  // The owner's daily digest check, hourly and idempotent per hour (modules/digest/digest.ts).
  await planDigestCheck(database.db, new Date());
  // Analytics' hourly upkeep (salts, rollups, retention), idempotent per hour (modules/analytics/maintenance.ts).
  await planAnalyticsMaintenance(database.db, new Date());
  // Page views wait here a moment and are written in batches; flushed on shutdown so none is lost.
  const analytics = createAnalyticsCollector({ db: database.db, logger });

  const clientDir = paths.clientDist();
  const pages = await loadPages({
    templatePath: path.join(clientDir, 'index.html'),
    ssrEntryPath: paths.ssrEntry(),
    siteUrl: config.siteUrl,
    // Rendered public pages kept per content version (ADR 050, migration 0032).
    cache:
      config.pageCacheMaxBytes > 0
        ? { contentVersion: contentVersionReader(database.sql), maxBytes: config.pageCacheMaxBytes }
        : undefined,
  });
  if (!pages) logger.warn('web app not built (dist/ missing): serving the API only; run `npm run build`');

  const lifecycle = { draining: false };
  const app = createApp({
    analytics,
    keys,
    lifecycle,
    config,
    database,
    logger,
    version: readVersion(projectRoot()),
    web: pages ? { clientDir, pages } : null,
  });

  // Live screens (ADR 037): WebSockets at REALTIME_PATH, fed by the database's notices to every instance.
  const realtime = createRealtime({ config, database, keys, logger });
  await realtime.start();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ url: config.siteUrl.href, host: info.address, port: info.port }, 'Estudio is listening');
  }) as Server;
  // Idle keep-alive sockets outlive the clients' and proxies' own idle timeouts (load balancers commonly keep
  // 60 s): with Node's 5 s default, a client reusing a socket just as the server closed it gets ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  attachRealtime(server, realtime);

  server.on('error', async (error: NodeJS.ErrnoException) => {
    await jobs.stop();
    await database.close().catch(() => {});
    if (error.code === 'EADDRINUSE')
      fail(`Port ${config.port} on ${config.host} is already in use. Set PORT to another port.`);
    if (error.code === 'EACCES')
      fail(`Not allowed to listen on port ${config.port}. Set PORT to a port above 1024.`);
    fail(`The server could not start: ${error.message}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    lifecycle.draining = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
    // No new jobs from now on; the running ones finish while requests drain.
    const jobsStopped = jobs.stop();
    // WebSockets close now (1001, going away): clients reconnect to another instance or after the restart.
    const realtimeClosed = realtime.close();
    const force = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      try {
        // A job still running after the timeout is abandoned: its lock expires and it runs again later.
        const gaveUp = await Promise.race([
          jobsStopped.then(() => false),
          new Promise<boolean>((resolve) => setTimeout(resolve, config.shutdownTimeoutMs, true).unref()),
        ]);
        if (gaveUp)
          logger.warn('jobs still running at shutdown; they will run again after their lock expires');
        // Requests are done, so no page view arrives after this flush.
        await analytics.close().catch((error: unknown) => {
          logger.error(
            { err: error, pending: analytics.pending() },
            'analytics: page views lost at shutdown',
          );
        });
        await realtimeClosed;
        await database.close();
        logger.info('database closed; bye');
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, 'database did not close cleanly');
        process.exit(1);
      }
    });
    // Keep-alive connections with no request in flight would hold close() open.
    server.closeIdleConnections();
  };
  // A fault nothing caught: log it, close the database so PGlite's files stay consistent, and exit.
  const crash = (kind: string) => async (error: unknown) => {
    logger.fatal({ err: error }, kind);
    await database.close().catch(() => {});
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled promise rejection'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `estudio: unexpected start-up failure: ${(error as Error)?.message ?? String(error)}\n`,
  );
  process.exit(1);
});
