import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { GoTrueClient } from '@supabase/auth-js';
import type { ParsedMail } from 'mailparser';
import { createJobRunner } from '../platform/jobs/runner';
import { createLogger } from '../platform/logging';
import { loadConfig } from '../platform/config';
import { createMailer, mailJobHandlers } from '../platform/mail/mailer';
import { createApp } from '../app';
import { openReadyDatabase, type TestEngine } from './databases';
import { startSmtpReceiver } from './smtp';

/** A mail as a test reads it: the verify link, the 6-digit code, the parsed message. */
export interface ReceivedMail {
  link: string;
  code: string | null;
  mail: ParsedMail;
}

/**
 * The whole accounts stack on a real port: the app on a fresh database, the job runner delivering mail
 * through SMTP to a real receiver, and the official Supabase client pointed at it.
 */
export async function startAuthServer(engine: TestEngine, env: NodeJS.ProcessEnv = {}) {
  const smtp = await startSmtpReceiver();
  const database = await openReadyDatabase(engine);
  const logger = createLogger('silent');
  let url = '';
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      { fetch: (req, ...rest) => app.fetch(req, ...rest), port: 0, hostname: '127.0.0.1' },
      () => resolve(started as Server),
    ) as Server;
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_URL: url,
    SMTP_URL: smtp.url,
    AUTH_JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    AUTH_EMAIL_FREQUENCY: '1',
    AUTH_RATE_LIMIT_IP_PER_5MIN: '1000',
    AUTH_RATE_LIMIT_EMAIL_PER_HOUR: '1000',
    ...env,
  });
  const app = createApp({ config, database, logger, version: 'test', web: null });
  const mailer = createMailer({ config: config.mail, db: database.db, logger });
  const runner = createJobRunner({ db: database.db, logger, pollMs: 30, handlers: mailJobHandlers(mailer) });
  runner.start();

  const taken = new Set<ParsedMail>();
  /** Waits for the next unread mail to an address. */
  async function mailTo(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = smtp.received.find((m) => !taken.has(m) && addressesOf(m).includes(address.toLowerCase()));
      if (mail) {
        taken.add(mail);
        const text = mail.text ?? '';
        const link = text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0] ?? '';
        return { link, code: text.match(/\b(\d{6})\b/)?.[1] ?? null, mail };
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const clients: GoTrueClient[] = [];
  function client(options: { flowType?: 'implicit' | 'pkce' } = {}) {
    const store = new Map<string, string>();
    const created = new GoTrueClient({
      url: `${url}/auth/v1`,
      headers: { apikey: 'estudio-public' },
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
      flowType: options.flowType ?? 'implicit',
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    });
    clients.push(created);
    return created;
  }

  return {
    url,
    app,
    config,
    database,
    smtp,
    runner,
    mailTo,
    client,
    async close() {
      for (const c of clients) c.stopAutoRefresh().catch(() => {});
      await runner.stop();
      await new Promise((resolve) => server.close(resolve));
      await smtp.close();
      await database.close();
    },
  };
}

function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

export type AuthServer = Awaited<ReturnType<typeof startAuthServer>>;
