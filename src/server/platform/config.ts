import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env (docs/architecture.md). Everything else receives a Config. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));
const seconds = z.coerce.number({ error: 'must be a number of seconds' }).int().min(1);
const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
/**
 * The one rule for "local" vs "production": a run is production when NODE_ENV=production or when SITE_URL
 * names an address other than this machine (localhost, 127.0.0.1, [::1]); otherwise it is local (`npm start`
 * and `npm run dev` with no settings). Production-only warnings and the local mailbox's default follow it.
 */
function isProduction(env: { NODE_ENV?: string | undefined; SITE_URL?: string | undefined }): boolean {
  return env.NODE_ENV === 'production' || !isLoopback(env.SITE_URL ?? 'http://localhost');
}
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
    PORT: z.coerce
      .number({ error: 'must be a whole number between 1 and 65535' })
      .int('must be a whole number between 1 and 65535')
      .min(1, 'must be a whole number between 1 and 65535')
      .max(65535, 'must be a whole number between 1 and 65535')
      .default(3000),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://estudio.example' })
      .optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    TRUST_PROXY: flag.default(false),
    // Mail
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Estudio <no-reply@estudio.local>'),
    MAILBOX_ENABLED: flag.optional(),
    // The key that opens the local mailbox (/dev/mailbox?key=…); unset: a new random one at every start.
    MAILBOX_KEY: z
      .string()
      .regex(/^[\w-]{16,}$/, 'must be at least 16 letters, digits, "-" or "_" (it goes in an address)')
      .optional(),
    JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
    // Rendered public pages kept in memory (ADR 050); 0 turns the cache off (every request renders).
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(32 * 1024 * 1024),
    // Accounts (GoTrue's settings, our names)
    ADMIN_EMAILS: z.string().default(''),
    AUTH_JWT_EXPIRY: seconds.default(3600),
    AUTH_JWT_KEYS: z.string().optional(),
    AUTH_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    AUTH_AUTOCONFIRM: flag.default(false),
    AUTH_DISABLE_SIGNUP: flag.default(false),
    AUTH_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(72).default(8),
    // GoTrue's format: character sets separated by ":"; the default is a letter and a digit, empty is none.
    AUTH_PASSWORD_REQUIRED_CHARACTERS: z
      .string()
      .max(1000)
      .default('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789'),
    // GoTrue's GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION (Supabase's "secure password change").
    AUTH_SECURE_PASSWORD_CHANGE: flag.default(false),
    // On: an administrator without a verified second factor reaches no /api/admin call until enrolling (ADR 034).
    ADMIN_REQUIRE_MFA: flag.default(false),
    AUTH_REDIRECT_ALLOW_LIST: z.string().default(''),
    AUTH_OTP_EXPIRY: seconds.default(86_400),
    AUTH_EMAIL_FREQUENCY: seconds.default(60),
    AUTH_RATE_LIMIT_IP_PER_5MIN: z.coerce.number().int().min(1).default(30),
    AUTH_RATE_LIMIT_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(10),
    // Bookings per client address per 10 minutes (managing existing ones: three times as many).
    BOOKING_RATE_LIMIT_PER_10MIN: z.coerce.number().int().min(1).default(20),
    DIAGNOSTIC_RATE_LIMIT_PER_10MIN: z.coerce.number().int().min(1).default(10),
    // Analytics beacons per client address per 10 minutes (a reader sends one per page).
    ANALYTICS_RATE_LIMIT_PER_10MIN: z.coerce.number().int().min(1).default(600),
    // Payments: which provider takes new checkouts (default: the first configured of stripe, mercadopago,
    // else the built-in sandbox); the sandbox's webhook signing secret (generated and stored when unset).
    PAYMENTS_PROVIDER: z
      .enum(['sandbox', 'stripe', 'mercadopago'], { error: 'must be sandbox, stripe or mercadopago' })
      .optional(),
    SANDBOX_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    // Real providers: each key goes with its webhook secret (values are never printed).
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    MERCADOPAGO_ACCESS_TOKEN: z
      .string()
      .regex(/^(TEST|APP_USR)-[\w-]+$/, 'must be a Mercado Pago access token (TEST-… or APP_USR-…)')
      .optional(),
    MERCADOPAGO_WEBHOOK_SECRET: z
      .string()
      .min(16, 'must be the webhook secret signature (16+ characters)')
      .optional(),
    // Calendar feeds (booking's busy time, rental's channel sync) are fetched from public addresses only; these
    // exact IP addresses are allowed besides (a channel manager on the LAN; the e2e's own feed on 127.0.0.1).
    CALENDAR_FETCH_ALLOW_ADDRESSES: z
      .string()
      .default('')
      .refine((value) => list(value).every((a) => isIP(a) !== 0), 'must be IP addresses separated by commas'),
    // Storage (uploads): local disk under DATA_DIR/storage, or an S3-compatible bucket
    STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    S3_BUCKET: z.string().min(3, 'must be a bucket name (3 characters or more)').optional(),
    S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
  })
  .superRefine((env, ctx) => {
    const pairs = [
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'],
    ] as const;
    for (const [key, secret] of pairs) {
      if (!env[key] !== !env[secret])
        ctx.addIssue({
          code: 'custom',
          path: [env[key] ? secret : key],
          message: env[key]
            ? `is required when ${key} is set: webhooks cannot be verified without it`
            : `is required when ${secret} is set`,
        });
    }
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER is s3' });
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'must be set together with the other S3 key (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
      });
  })
  .transform((env) => ({
    env: env.NODE_ENV ?? (isProduction(env) ? 'production' : 'development'),
    /** The one rule for "local" vs "production" (README, Configuration): see isProduction. */
    production: isProduction(env),
    port: env.PORT,
    host: env.HOST,
    siteUrl: new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`),
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    bookingLimits: {
      bookingsPer10Min: env.BOOKING_RATE_LIMIT_PER_10MIN,
      managePer10Min: env.BOOKING_RATE_LIMIT_PER_10MIN * 3,
    },
    diagnosticLimits: {
      submitsPer10Min: env.DIAGNOSTIC_RATE_LIMIT_PER_10MIN,
      // Autosave runs on every step of the questionnaire.
      draftsPer5Min: env.DIAGNOSTIC_RATE_LIMIT_PER_10MIN * 12,
    },
    analyticsLimits: { eventsPer10Min: env.ANALYTICS_RATE_LIMIT_PER_10MIN },
    calendarFetchAllowAddresses: list(env.CALENDAR_FETCH_ALLOW_ADDRESSES),
    pageCacheMaxBytes: env.PAGE_CACHE_MAX_BYTES,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      // The local mailbox shows every sign-in link to whoever opens it: by default only on a local run.
      mailboxEnabled: !env.SMTP_URL && (env.MAILBOX_ENABLED ?? !isProduction(env)),
      // Even on, it opens only with this key, printed in the log at start: a localhost SITE_URL behind a
      // tunnel or on a LAN is reachable by others (ADR 032). Several instances share it only when it is set.
      mailboxKey: env.MAILBOX_KEY ?? randomBytes(24).toString('base64url'),
    },
    jobsPollMs: env.JOBS_POLL_MS,
    auth: {
      adminEmails: new Set(list(env.ADMIN_EMAILS).map((email) => email.toLowerCase())),
      jwtExpirySeconds: env.AUTH_JWT_EXPIRY,
      jwtKeys: env.AUTH_JWT_KEYS,
      jwtSecret: env.AUTH_JWT_SECRET,
      autoconfirm: env.AUTH_AUTOCONFIRM,
      disableSignup: env.AUTH_DISABLE_SIGNUP,
      passwordMinLength: env.AUTH_PASSWORD_MIN_LENGTH,
      passwordRequiredCharacters: env.AUTH_PASSWORD_REQUIRED_CHARACTERS,
      securePasswordChange: env.AUTH_SECURE_PASSWORD_CHANGE,
      adminRequireMfa: env.ADMIN_REQUIRE_MFA,
      redirectAllowList: list(env.AUTH_REDIRECT_ALLOW_LIST),
      otpExpirySeconds: env.AUTH_OTP_EXPIRY,
      emailFrequencySeconds: env.AUTH_EMAIL_FREQUENCY,
      rateLimitIpPer5Min: env.AUTH_RATE_LIMIT_IP_PER_5MIN,
      rateLimitEmailPerHour: env.AUTH_RATE_LIMIT_EMAIL_PER_HOUR,
    },
    payments: {
      provider: env.PAYMENTS_PROVIDER,
      sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET,
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
          : null,
      mercadoPago:
        env.MERCADOPAGO_ACCESS_TOKEN && env.MERCADOPAGO_WEBHOOK_SECRET
          ? { accessToken: env.MERCADOPAGO_ACCESS_TOKEN, webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET }
          : null,
    },
    storage: {
      driver: env.STORAGE_DRIVER,
      localDir: path.join(path.resolve(env.DATA_DIR), 'storage'),
      s3: {
        bucket: env.S3_BUCKET ?? '',
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      },
    },
  }));

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Settings whose empty value means something (no required characters), not "unset". */
const emptyMeansEmpty = new Set(['AUTH_PASSWORD_REQUIRED_CHARACTERS']);

/** Empty strings count as unset, as in most .env conventions. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => !!entry[1] || (entry[1] === '' && emptyMeansEmpty.has(entry[0])),
    ),
  );
}

const echoable = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'SITE_URL',
  'DATA_DIR',
  'LOG_LEVEL',
  'SHUTDOWN_TIMEOUT_MS',
  'TRUST_PROXY',
  'MAIL_FROM',
  'MAILBOX_ENABLED',
  'JOBS_POLL_MS',
  'AUTH_JWT_EXPIRY',
  'AUTH_AUTOCONFIRM',
  'AUTH_DISABLE_SIGNUP',
  'AUTH_PASSWORD_MIN_LENGTH',
  'AUTH_PASSWORD_REQUIRED_CHARACTERS',
  'AUTH_SECURE_PASSWORD_CHANGE',
  'ADMIN_REQUIRE_MFA',
  'AUTH_OTP_EXPIRY',
  'AUTH_EMAIL_FREQUENCY',
  'AUTH_RATE_LIMIT_IP_PER_5MIN',
  'AUTH_RATE_LIMIT_EMAIL_PER_HOUR',
  'BOOKING_RATE_LIMIT_PER_10MIN',
  'DIAGNOSTIC_RATE_LIMIT_PER_10MIN',
  'ANALYTICS_RATE_LIMIT_PER_10MIN',
  'PAYMENTS_PROVIDER',
  'STORAGE_DRIVER',
  'S3_BUCKET',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
]);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = issue.path.join('.') || 'environment';
    // Connection URLs can hold passwords: their values are never printed.
    const given = echoable.has(name) ? env[name] : undefined;
    return `${name}: ${issue.message}${given ? ` (got ${JSON.stringify(given)})` : ''}`;
  });
  throw new ConfigError(problems);
}

/** The host part of a connection URL, without credentials, for error messages and logs. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}
