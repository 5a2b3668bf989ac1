import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import { testEngines } from '../../../test/databases';
import { startAuthServer, type AuthServer } from '../../../test/auth-server';
import { createRedirectPolicy } from './redirects';
import { otherCode, PASSWORD, uniqueEmail } from '../test-helpers';

/** The review's findings, each pinned by a test: takeover, guessing, redirects, the mailbox's exposure. */
describe.each(testEngines)('hardening ($name)', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.close());

  it('a second sign-up of an unconfirmed address cannot replace its password', async () => {
    const email = uniqueEmail('victima');
    expect((await server.client().signUp({ email, password: PASSWORD })).error).toBeNull();
    await server.mailTo(email);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past AUTH_EMAIL_FREQUENCY (1 s here)
    expect((await server.client().signUp({ email, password: 'atacante-99' })).error).toBeNull();
    // A fresh confirmation goes to the address (its owner confirms), and nothing else changed.
    const latest = await server.mailTo(email);
    await fetch(latest.link, { redirect: 'manual' });
    const attacker = await server.client().signInWithPassword({ email, password: 'atacante-99' });
    expect(attacker.error?.code).toBe('invalid_credentials');
    const owner = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(owner.error).toBeNull();
  });

  it('caps code guesses per address, whichever IP they come from', async () => {
    const email = uniqueEmail('adivina');
    await server.client().signUp({ email, password: PASSWORD });
    const { code } = await server.mailTo(email);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { error } = await server.client().verifyOtp({ email, token: otherCode(code!), type: 'signup' });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right code waits now: the limit is per address.
    const right = await server.client().verifyOtp({ email, token: code!, type: 'signup' });
    expect(right.error?.code).toBe('over_request_rate_limit');
  });

  it('refuses passwords longer than 256 characters before hashing them', async () => {
    const { error } = await server
      .client()
      .signUp({ email: uniqueEmail(), password: `a1${'x'.repeat(300)}` });
    expect(error).toMatchObject({ status: 422, code: 'validation_failed' });
  });

  it('refuses bodies over 64 KiB on /auth/v1', async () => {
    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD, data: { note: 'x'.repeat(70_000) } }),
    });
    expect(response.status).toBe(413);
  });
});

describe('redirect targets', () => {
  const policy = createRedirectPolicy(new URL('https://estudio.example/'), [
    'https://staging.example.com',
    'https://apps.example.org/estudio/*',
  ]);

  it('keep the site and allow-listed origins, on path boundaries', () => {
    expect(policy('https://estudio.example/verificar-email?x=1')).toBe(
      'https://estudio.example/verificar-email?x=1',
    );
    expect(policy('/dashboard')).toBe('https://estudio.example/dashboard');
    expect(policy('https://staging.example.com/any/path')).toBe('https://staging.example.com/any/path');
    expect(policy('https://apps.example.org/estudio/ok')).toBe('https://apps.example.org/estudio/ok');
  });

  it('send look-alikes, other paths, schemes and credentials to the site', () => {
    for (const bad of [
      'https://staging.example.com.evil.net/steal',
      'https://staging.example.com@evil.net/',
      'https://apps.example.org/estudio-evil/',
      'http://staging.example.com/',
      'javascript:alert(1)',
      '//evil.net/x',
      'https://user:pass@estudio.example/',
    ])
      expect(policy(bad), bad).toBe('https://estudio.example/');
  });
});

describe('the local mailbox', () => {
  const enabled = (env: NodeJS.ProcessEnv) => loadConfig(env).mail.mailboxEnabled;
  it('is on for a local run and off for a public site, production or SMTP unless asked for', () => {
    expect(enabled({})).toBe(true); // npm start on a laptop
    expect(enabled({ SITE_URL: 'https://estudio.example' })).toBe(false);
    expect(enabled({ NODE_ENV: 'production' })).toBe(false);
    expect(enabled({ SMTP_URL: 'smtp://mail.example:587' })).toBe(false);
    expect(enabled({ SITE_URL: 'https://estudio.example', MAILBOX_ENABLED: 'true' })).toBe(true);
  });
});
