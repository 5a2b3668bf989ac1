import { adminTopics, type AdminTopic } from '@contracts/realtime';
import { createAuthService, createAuthenticator, type KeyStore } from './modules/auth';
import { publicTokenExists } from './modules/payments';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';
import type { Logger } from './platform/logging';
import type { Authorize, Grant } from './platform/realtime/connection';
import { createRealtimeHub, type HubTimings } from './platform/realtime/hub';
import { adminRefusal, type Viewer } from './platform/viewer';

/** The `exp` of a token the authenticator has just accepted (ms), read without checking it again. */
function expiryOf(token: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Who may join which topic, by the API's own rules: admin topics as the /api/admin gate (requireAdmin's
 * rule, aal2 included), `user:<id>` that user's session, `payment:`/`plan:` the opaque value when it exists.
 * A token-bound grant lasts until the token's `exp`.
 */
export function createRealtimeAuthorize(deps: {
  config: Config;
  database: Database;
  keys: KeyStore;
  now?: () => number;
}): Authorize {
  const { config, database } = deps;
  const now = deps.now ?? Date.now;
  const sessions = createAuthService({ db: database.db, config, keys: deps.keys }).sessions;
  const authenticate = createAuthenticator(sessions, config.auth.adminEmails);

  const viewerOf = async (token: string | undefined): Promise<Viewer | Grant> => {
    if (!token) return { ok: false, reason: 'unauthorized' };
    const expiresAt = expiryOf(token);
    if (expiresAt !== null && expiresAt <= now()) return { ok: false, reason: 'token_expired' };
    try {
      return await authenticate(`Bearer ${token}`);
    } catch {
      return { ok: false, reason: 'unauthorized' };
    }
  };
  const granted = (token: string): Grant => ({ ok: true, expiresAt: expiryOf(token) ?? now() });

  return async (topic, token) => {
    const [prefix, value = ''] = topic.split(/:(.*)/s);
    if (prefix === 'payment' || prefix === 'plan')
      return (await publicTokenExists(database.db, prefix, value))
        ? { ok: true, expiresAt: null }
        : { ok: false, reason: 'forbidden' };
    const isAdmin = prefix === 'admin' && adminTopics.includes(topic as AdminTopic);
    if (!isAdmin && prefix !== 'user') return { ok: false, reason: 'unknown_topic' };
    const viewer = await viewerOf(token);
    if ('ok' in viewer) return viewer;
    if (isAdmin ? adminRefusal(viewer) : viewer.userId !== value) return { ok: false, reason: 'forbidden' };
    return granted(token!);
  };
}

/** The instance's realtime hub, authorized by the modules' rules (main.ts starts it and attaches it). */
export function createRealtime(deps: {
  config: Config;
  database: Database;
  keys: KeyStore;
  logger: Logger;
  timings?: Partial<HubTimings>;
}) {
  return createRealtimeHub({
    listen: deps.database.listen,
    authorize: createRealtimeAuthorize(deps),
    logger: deps.logger,
    timings: deps.timings,
  });
}
