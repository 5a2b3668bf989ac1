import { randomBytes } from 'node:crypto';
import { isNull, or, gt, sql } from 'drizzle-orm';
import {
  SignJWT,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type CryptoKey,
} from 'jose';
import type { Db } from '../../../platform/db/client';
import { authErrors } from '../gotrue/errors';
import { authSigningKeys } from '../schema';

type Key = CryptoKey | Uint8Array;
interface KeyEntry {
  kid: string;
  alg: string;
  publicJwk: JWK | null;
  verifyKey: Key;
}
interface KeyRing {
  signing: { kid: string; alg: string; key: Key };
  /** Every key a token may have been signed with (the current one and retired ones still in use). */
  verifiers: KeyEntry[];
}

export class KeyConfigError extends Error {}

const PUBLIC_FIELDS = ['kty', 'crv', 'x', 'y', 'n', 'e'] as const;
function publicPart(jwk: JWK, kid: string, alg: string): JWK {
  const out: JWK = { kid, alg, use: 'sig', key_ops: ['verify'] };
  for (const field of PUBLIC_FIELDS) if (jwk[field]) out[field] = jwk[field];
  return out;
}

/** Any constant: the same for every instance, so two starting together create one key. */
const KEY_LOCK = 72_710_002;

async function createKey(db: Db): Promise<void> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = randomBytes(8).toString('hex');
  await db.insert(authSigningKeys).values({
    kid,
    alg: 'ES256',
    privateJwk: jwk as Record<string, unknown>,
    publicJwk: publicPart(jwk, kid, 'ES256') as Record<string, unknown>,
  });
}

/**
 * Signing keys: from AUTH_JWT_KEYS (a JWK set) when given, otherwise generated on first start and kept
 * in the database. A retired key stays published and accepted for as long as its tokens can live.
 */
export function createKeyStore(options: {
  db: Db;
  jwkSet?: string;
  jwtSecret?: string;
  expirySeconds: number;
  cacheMs?: number;
}) {
  const { db, expirySeconds } = options;
  const cacheMs = options.cacheMs ?? 60_000;
  let cached: { ring: KeyRing; at: number } | null = null;
  const secretKey = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : null;

  async function fromEnv(text: string): Promise<KeyRing> {
    let parsed: { keys?: (JWK & { kid?: string })[] };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      throw new KeyConfigError('AUTH_JWT_KEYS: must be a JSON Web Key set ({"keys": [...]})');
    }
    const verifiers: KeyEntry[] = [];
    let signing: KeyRing['signing'] | null = null;
    for (const given of parsed.keys ?? []) {
      // A set may say what each key is for (key_ops, use, ext: RSA sets often carry ["sign","verify"]).
      // WebCrypto refuses a public key marked "sign" and a private one marked "verify", so each key is
      // imported for the one operation it is used for here, as GoTrue does; `alg` still decides the algorithm.
      const { key_ops: _ops, use: _use, ext: _ext, ...jwk } = given;
      const alg = jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : jwk.kty === 'RSA' ? 'RS256' : 'HS256');
      const kid = jwk.kid ?? '';
      if (!['ES256', 'RS256', 'HS256'].includes(alg))
        throw new KeyConfigError(`AUTH_JWT_KEYS: unsupported algorithm ${alg}`);
      if (alg === 'HS256') {
        // Shared-secret keys verify only: a token anyone with the secret can mint must not be ours to sign.
        verifiers.push({ kid, alg, publicJwk: null, verifyKey: await importJWK(jwk, alg) });
        continue;
      }
      const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = jwk;
      verifiers.push({
        kid,
        alg,
        publicJwk: publicPart(jwk, kid, alg),
        verifyKey: await importJWK(pub, alg),
      });
      if (!signing && jwk.d) signing = { kid, alg, key: await importJWK(jwk, alg) };
    }
    if (!signing) throw new KeyConfigError('AUTH_JWT_KEYS: no private ES256 or RS256 key to sign with');
    return { signing, verifiers };
  }

  async function fromDatabase(): Promise<KeyRing> {
    const usable = () =>
      db
        .select()
        .from(authSigningKeys)
        .where(
          or(
            isNull(authSigningKeys.retiredAt),
            gt(authSigningKeys.retiredAt, sql`now() - make_interval(secs => ${expirySeconds})`),
          ),
        )
        .orderBy(authSigningKeys.createdAt);
    let rows = await usable();
    if (!rows.some((row) => !row.retiredAt)) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`);
        const active = await tx.select().from(authSigningKeys).where(isNull(authSigningKeys.retiredAt));
        if (!active.length) await createKey(tx as unknown as Db);
      });
      rows = await usable();
    }
    const current = rows.filter((row) => !row.retiredAt).at(-1)!;
    const verifiers = await Promise.all(
      rows.map(async (row) => ({
        kid: row.kid,
        alg: row.alg,
        publicJwk: row.publicJwk as JWK,
        verifyKey: await importJWK(row.publicJwk as JWK, row.alg),
      })),
    );
    return {
      signing: {
        kid: current.kid,
        alg: current.alg,
        key: await importJWK(current.privateJwk as JWK, current.alg),
      },
      verifiers,
    };
  }

  async function ring(force = false): Promise<KeyRing> {
    if (!force && cached && Date.now() - cached.at < cacheMs) return cached.ring;
    const next = options.jwkSet ? await fromEnv(options.jwkSet) : await fromDatabase();
    cached = { ring: next, at: Date.now() };
    return next;
  }

  return {
    ring,
    /**
     * Signs with the cached key when there is one (refreshing it in the background when stale): signing
     * happens inside transactions, and PGlite's single connection must not be asked for keys there.
     */
    async sign(claims: JWTPayload, issuer: string): Promise<string> {
      if (cached && Date.now() - cached.at >= cacheMs) void ring(true).catch(() => {});
      const { signing } = cached?.ring ?? (await ring());
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: signing.alg, kid: signing.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setNotBefore(now)
        .setExpirationTime(now + expirySeconds)
        .sign(signing.key);
    },
    /** Verifies a token signed by one of our keys, or (HS256) with the shared JWT secret. */
    async verify(token: string): Promise<JWTPayload> {
      let header;
      try {
        header = decodeProtectedHeader(token);
      } catch {
        throw new Error('token contains an invalid number of segments');
      }
      if (header.alg === 'HS256' && secretKey && !header.kid) {
        return (await jwtVerify(token, secretKey, { algorithms: ['HS256'] })).payload;
      }
      let entry = (await ring()).verifiers.find((key) => key.kid === (header.kid ?? ''));
      // A key created by another instance since our cache was filled.
      if (!entry) entry = (await ring(true)).verifiers.find((key) => key.kid === (header.kid ?? ''));
      if (!entry && header.alg === 'HS256' && secretKey)
        return (await jwtVerify(token, secretKey, { algorithms: ['HS256'] })).payload;
      if (!entry || entry.alg !== header.alg) throw new Error('signing method or key is not recognised');
      return (await jwtVerify(token, entry.verifyKey, { algorithms: [entry.alg] })).payload;
    },
    /** An Authorization header's bearer token, verified: GoTrue's no_authorization and bad_jwt otherwise. */
    async verifyBearer(authorization: string | undefined): Promise<JWTPayload> {
      const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!token) throw authErrors.noAuthorization();
      try {
        return await this.verify(token);
      } catch (error) {
        throw authErrors.badJwt((error as Error).message);
      }
    },
    async jwks(): Promise<{ keys: JWK[] }> {
      const { verifiers } = await ring();
      return { keys: verifiers.flatMap((key) => (key.publicJwk ? [key.publicJwk] : [])) };
    },
  };
}

export type KeyStore = ReturnType<typeof createKeyStore>;

/** Retires the current database key and creates a new one (`npm run admin -- rotate-keys`). */
export async function rotateSigningKey(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`);
    await tx
      .update(authSigningKeys)
      .set({ retiredAt: sql`now()` })
      .where(isNull(authSigningKeys.retiredAt));
    await createKey(tx as unknown as Db);
  });
}
