import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import { clientIp, type AppEnv } from '../../../platform/http';
import { hitRateLimit } from '../../../platform/rate-limit';
import { adminUserRoutes } from '../admin/admin-routes';
import { API_VERSION_HEADER, AuthError, authErrorResponse, authErrors, echoApiVersion } from './errors';
import type { KeyStore } from '../credentials/keys';
import type { AuthService } from './service';
import { readAuthBody } from './body';
import { createMfa } from '../mfa/mfa';
import { factorRoutes } from '../mfa/mfa-routes';
import { loadUserJson } from './users';
import type { VerifyType } from './verification';

const VERIFY_TYPES: VerifyType[] = ['signup', 'recovery', 'magiclink', 'email', 'email_change', 'invite'];

/**
 * The GoTrue-compatible auth API at /auth/v1 (ADR 005): the official @supabase/auth-js client talks to
 * it unchanged. The `apikey` header the client sends is accepted and ignored: there is no API gateway
 * in front of this server, so there is no project key to check.
 */
export function authRoutes(deps: { db: Db; config: Config; service: AuthService; keys: KeyStore }) {
  const { db, config, service, keys } = deps;
  const limits = config.auth;
  const app = new Hono<AppEnv>();
  const siteOrigins = [config.siteUrl.origin, ...limits.redirectAllowList.flatMap(originOf)];

  app.use(
    '*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: () => {
        throw new AuthError(413, 'request_too_large', 'Request body is too large');
      },
    }),
  );
  app.use(
    '*',
    cors({
      origin: (origin) => (siteOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'apikey', 'X-Client-Info', API_VERSION_HEADER],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: [API_VERSION_HEADER, 'X-Request-Id', 'Retry-After'],
      maxAge: 600,
    }),
  );
  app.use('*', async (c, next) => {
    echoApiVersion(c);
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error, c.get('requestId'));
    c.get('log')?.error({ err: error }, 'auth: unhandled error');
    return authErrorResponse(
      c,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
      c.get('requestId'),
    );
  });

  const client = (c: Context) => ({
    userAgent: c.req.header('user-agent') ?? null,
    ip: clientIp(c, config.trustProxy),
  });

  /** Per-IP limits for every sensitive endpoint, per-address limits for anything that sends mail. */
  async function limitIp(c: Context, group: string, factor = 1) {
    const { allowed, retryAfterSeconds } = await hitRateLimit(
      db,
      `auth:${group}:ip:${client(c).ip}`,
      limits.rateLimitIpPer5Min * factor,
      300,
    );
    if (!allowed) throw authErrors.requestRateLimit(retryAfterSeconds);
  }
  async function limitEmail(address: unknown) {
    if (typeof address !== 'string' || !address) return;
    const key = `auth:mail:${address.trim().toLowerCase()}`;
    const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, limits.rateLimitEmailPerHour, 3600);
    if (!allowed) throw authErrors.emailRateLimit(retryAfterSeconds);
  }

  const redirectParam = (c: Context) => c.req.query('redirect_to') ?? '';

  app.get('/settings', (c) =>
    c.json({
      external: { anonymous_users: false, email: true, phone: false },
      disable_signup: limits.disableSignup,
      mailer_autoconfirm: limits.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      // Our extension (GoTrue's settings have neither): the web's live password hints follow the policy.
      password_min_length: limits.passwordMinLength,
      password_required_characters: limits.passwordRequiredCharacters,
    }),
  );

  app.get('/.well-known/jwks.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(await keys.jwks());
  });
  app.get('/health', (c) => c.json({ name: 'Estudio auth', description: 'GoTrue-compatible auth' }));

  app.post('/signup', async (c) => {
    await limitIp(c, 'signup');
    const body = await readAuthBody(c);
    await limitEmail(body.email);
    return c.json(await service.signup(body, redirectParam(c), client(c)));
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readAuthBody(c);
    if (grant === 'password') {
      await limitIp(c, 'token');
      if (typeof body.email === 'string') {
        const key = `auth:signin:${body.email.trim().toLowerCase()}`;
        const limit = await hitRateLimit(db, key, limits.rateLimitIpPer5Min, 300);
        if (!limit.allowed) throw authErrors.requestRateLimit(limit.retryAfterSeconds);
      }
      return c.json(await service.signInWithPassword(body, client(c)));
    }
    if (grant === 'refresh_token') {
      // Every open tab refreshes: a looser limit than for passwords.
      await limitIp(c, 'refresh', 5);
      if (typeof body.refresh_token !== 'string' || !body.refresh_token)
        throw authErrors.refreshTokenNotFound();
      return c.json(await service.sessions.refresh(body.refresh_token, client(c)));
    }
    if (grant === 'pkce') {
      await limitIp(c, 'token');
      return c.json(await service.exchangeCode(body, client(c)));
    }
    throw authErrors.unsupportedGrant();
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope))
      throw authErrors.validation('Unsupported logout scope "' + scope + '"');
    const { user, session } = await service.sessions.authenticate(c.req.header('authorization'));
    await service.sessions.logout(user.id, session.id, scope as 'global');
    return c.body(null, 204);
  });

  app.get('/user', async (c) => {
    const { user } = await service.sessions.authenticate(c.req.header('authorization'));
    return c.json(await loadUserJson(db, user));
  });

  app.put('/user', async (c) => {
    const { user, session } = await service.sessions.authenticate(c.req.header('authorization'));
    const body = await readAuthBody(c);
    if (body.email) await limitEmail(body.email);
    // A 6-digit nonce is guessable: attempts with one are capped per account, as codes are per address.
    if (typeof body.nonce === 'string' && body.nonce && body.password) {
      const limit = await hitRateLimit(db, `auth:reauthenticate:nonce:${user.id}`, 10, 3600);
      if (!limit.allowed) throw authErrors.requestRateLimit(limit.retryAfterSeconds);
    }
    return c.json(await service.updateUser(user, session, body, redirectParam(c)));
  });

  app.get('/reauthenticate', async (c) => {
    const { user } = await service.sessions.authenticate(c.req.header('authorization'));
    await limitIp(c, 'reauthenticate');
    await limitEmail(user.email);
    return c.json(await service.reauthenticate(user));
  });

  app.post('/recover', async (c) => {
    await limitIp(c, 'recover');
    const body = await readAuthBody(c);
    await limitEmail(body.email);
    return c.json(await service.recover(body, redirectParam(c)));
  });

  app.post('/resend', async (c) => {
    await limitIp(c, 'resend');
    const body = await readAuthBody(c);
    await limitEmail(body.email);
    return c.json(await service.resend(body, redirectParam(c)));
  });

  app.post('/otp', async (c) => {
    await limitIp(c, 'otp');
    const body = await readAuthBody(c);
    if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    await limitEmail(body.email);
    return c.json(await service.otp(body, redirectParam(c)));
  });

  app.post('/verify', async (c) => {
    await limitIp(c, 'verify', 4);
    const body = await readAuthBody(c);
    const type = body.type as VerifyType;
    if (!VERIFY_TYPES.includes(type)) throw authErrors.validation('Verify requires a verification type');
    const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : undefined;
    const code = typeof body.token === 'string' ? body.token : undefined;
    const address = typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
    if (!tokenHash && !(code && address))
      throw authErrors.validation('Verify requires either a token or a token hash');
    // A 6-digit code is guessable from many addresses at once: attempts per address are capped too.
    if (!tokenHash) {
      const limit = await hitRateLimit(db, `auth:verify:code:${address}`, 10, 3600);
      if (!limit.allowed) throw authErrors.requestRateLimit(limit.retryAfterSeconds);
    }
    const result = await service.verify({ type, tokenHash, email: address, code }, client(c));
    if (result.session) return c.json(result.session);
    return c.json({ msg: result.message ?? 'Verified', code: 200 });
  });

  /** The e-mailed link: verifies, then sends the browser on with the session (or the error) in the URL. */
  app.get('/verify', async (c) => {
    const target = service.redirect(c.req.query('redirect_to'));
    const type = c.req.query('type') as VerifyType;
    const token = c.req.query('token');
    const fail = (code: string, description: string) =>
      c.redirect(
        withFragment(target, { error: 'access_denied', error_code: code, error_description: description }),
        303,
      );
    if (!token || !VERIFY_TYPES.includes(type))
      return fail('validation_failed', 'Verify requires a token and a type');
    const limited = !(
      await hitRateLimit(db, `auth:verify:ip:${client(c).ip}`, limits.rateLimitIpPer5Min * 4, 300)
    ).allowed;
    if (limited) return fail('over_request_rate_limit', 'Request rate limit reached');
    try {
      const result = await service.verify({ type, tokenHash: token }, client(c));
      if (result.authCode) {
        const url = new URL(target);
        url.searchParams.set('code', result.authCode);
        return c.redirect(url.href, 303);
      }
      if (result.message) return c.redirect(withFragment(target, { message: result.message }), 303);
      const session = result.session!;
      return c.redirect(
        withFragment(target, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type,
        }),
        303,
      );
    } catch (error) {
      if (error instanceof AuthError && error.code === 'otp_expired')
        return fail('otp_expired', 'Email link is invalid or has expired');
      if (error instanceof AuthError) return fail(error.code, error.message);
      throw error;
    }
  });

  app.route(
    '/factors',
    factorRoutes({
      db,
      service,
      mfa: createMfa({ db, sessions: service.sessions, defaultIssuer: config.siteUrl.host }),
      clientIp: (c) => client(c).ip,
      limitIp: (c) => limitIp(c, 'mfa', 2),
    }),
  );
  app.route('/admin', adminUserRoutes({ db, config, service, keys }));
  return app;
}

/** GoTrue's 404 for paths it does not have (mounted after the routes: a sub-app's notFound is not used). */
export const authNotFound = (c: Context<AppEnv>) =>
  authErrorResponse(c, authErrors.notFound(), c.get('requestId'));

function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.href;
}

function originOf(entry: string): string[] {
  try {
    return [new URL(entry.replace(/\*+$/, '')).origin];
  } catch {
    return [];
  }
}
