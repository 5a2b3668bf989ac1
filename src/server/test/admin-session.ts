import { createOrPromoteAdmin } from '../modules/auth';
import { loadConfig } from '../platform/config';
import type { Database } from '../platform/db/client';

/** What the helper needs of a test app: Hono's in-process request. */
interface RequestsApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/**
 * An administrator's access token for a test, got the way the owner gets one: the code of
 * `npm run admin -- create` (which vouches for the address and grants the role), then a password sign-in.
 * Signing up with an ADMIN_EMAILS address does not do: under AUTH_AUTOCONFIRM that address stays unproven,
 * and so a visitor, until a mailed link is followed (ADR 031).
 *
 * `env` is the one the app was made with (the command reads the same configuration).
 */
export async function adminAccessToken(
  app: RequestsApp,
  database: Database,
  env: NodeJS.ProcessEnv,
  email: string,
): Promise<string> {
  const made = await createOrPromoteAdmin(database.db, loadConfig({ NODE_ENV: 'test', ...env }), email);
  // Only a new account gets a one-time password; the harnesses make their admin first, on a fresh database.
  if (!made.password) throw new Error(`${email} already had an account; make the admin before signing it up`);
  const response = await app.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: made.password }),
  });
  const session = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !session.access_token)
    throw new Error(`admin sign-in failed: ${response.status} ${JSON.stringify(session)}`);
  return session.access_token;
}

/**
 * A visitor's session for a test: a real sign-up (under AUTH_AUTOCONFIRM it answers with a session), so the
 * request passes the same authenticator as a browser's. Answers the bearer header and the account's id.
 */
export async function visitorSession(
  app: RequestsApp,
  email: string,
): Promise<{ authorization: string; userId: string }> {
  const response = await app.request('/auth/v1/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'calendula-42-test' }),
  });
  const session = (await response.json()) as { access_token?: string; user?: { id: string } };
  if (response.status !== 200 || !session.access_token || !session.user)
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(session)}`);
  return { authorization: `Bearer ${session.access_token}`, userId: session.user.id };
}
