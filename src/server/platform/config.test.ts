import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabaseUrl, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.siteUrl.href).toBe('http://localhost:3000/');
    expect(config.bookingLimits).toEqual({ bookingsPer10Min: 20, managePer10Min: 60 });
  });

  it('takes the booking rate limit from the environment, and refuses a bad one', () => {
    expect(loadConfig({ BOOKING_RATE_LIMIT_PER_10MIN: '5' }).bookingLimits).toEqual({
      bookingsPer10Min: 5,
      managePer10Min: 15,
    });
    expect(() => loadConfig({ BOOKING_RATE_LIMIT_PER_10MIN: '0' })).toThrow(ConfigError);
  });

  it('ADMIN_REQUIRE_MFA is off by default, and only true/false-like values are accepted', () => {
    expect(loadConfig({}).auth.adminRequireMfa).toBe(false);
    expect(loadConfig({ ADMIN_REQUIRE_MFA: 'true' }).auth.adminRequireMfa).toBe(true);
    expect(loadConfig({ ADMIN_REQUIRE_MFA: 'false' }).auth.adminRequireMfa).toBe(false);
    expect(() => loadConfig({ ADMIN_REQUIRE_MFA: 'maybe' })).toThrow(/ADMIN_REQUIRE_MFA.*"maybe"/);
  });

  it('reports every bad value on its own line', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SITE_URL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT: must be a whole number.*\(got "abc"\)/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a postgres/);
      expect(problems.join('\n')).toMatch(/SITE_URL: must be an absolute/);
    }
  });

  it('never prints the value of a connection URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:S3cret@db.example/x' })).toThrow(
      /^(?![\s\S]*S3cret)/,
    );
  });

  it('accepts only http(s) site addresses', () => {
    expect(() => loadConfig({ SITE_URL: 'ftp://estudio.example' })).toThrow(ConfigError);
    expect(loadConfig({ SITE_URL: 'https://estudio.example' }).siteUrl.protocol).toBe('https:');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('takes payment provider keys only with their webhook secrets, and never prints them', () => {
    const none = loadConfig({});
    expect(none.payments.stripe).toBeNull();
    expect(none.payments.mercadoPago).toBeNull();
    const both = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-123-abc',
      MERCADOPAGO_WEBHOOK_SECRET: 'mp-webhook-secret-0123456789',
    });
    expect(both.payments.stripe).toEqual({ secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123' });
    expect(both.payments.mercadoPago).toEqual({
      accessToken: 'TEST-123-abc',
      webhookSecret: 'mp-webhook-secret-0123456789',
    });
    try {
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_live_S3cret',
        MERCADOPAGO_WEBHOOK_SECRET: 'mp-webhook-secret-0123456789',
      });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/);
      expect(problems).toMatch(
        /MERCADOPAGO_ACCESS_TOKEN: is required when MERCADOPAGO_WEBHOOK_SECRET is set/,
      );
      expect(problems).not.toContain('S3cret');
    }
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_public', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key(?![\s\S]*pk_test_public)/);
  });

  it('never puts credentials in a database description', () => {
    expect(describeDatabaseUrl('postgres://user:secret@db.example:6543/estudio')).toBe(
      'db.example:6543/estudio',
    );
  });
});
