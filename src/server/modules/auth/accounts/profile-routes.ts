import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Profile } from '@contracts/accounts';
import { profileRoutes as api } from '@contracts/api/accounts';
import type { Language } from '@contracts/language';
import type { SecurityStatus } from '@contracts/security';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import type { AppEnv } from '../../../platform/http';
import { mountRoutes, route } from '../../../platform/routes';
import { requireViewer, type Authenticate, type Viewer } from '../../../platform/viewer';
import { createEmailProof, provenEmailOf } from './proven-email';
import { authUsers, profiles } from '../schema';

/**
 * GET/PATCH /api/me/profile: the signed-in person's own profile (created with the account); POST
 * /api/me/email-proof: a link that proves the account's address (ADR 031); GET /api/me/security: the session's
 * assurance level and second-factor state (ADR 034).
 */
/** The profile's choice; null (no choice) lets the web keep the language it detected. */
function languageOrNull(value: string | null): Language | null {
  return value === 'en' || value === 'es' ? value : null;
}

export function profileRoutes(deps: { db: Db; config: Config; authenticate: Authenticate }) {
  const { db } = deps;
  const requestEmailProof = createEmailProof(deps);

  async function load(viewer: Viewer): Promise<Profile> {
    let [row] = await db.select().from(profiles).where(eq(profiles.userId, viewer.userId));
    if (!row) {
      // Accounts imported or created outside sign-up may have no profile yet.
      [row] = await db.insert(profiles).values({ userId: viewer.userId }).onConflictDoNothing().returning();
      row ??= (await db.select().from(profiles).where(eq(profiles.userId, viewer.userId)))[0];
    }
    return {
      userId: viewer.userId,
      email: viewer.email,
      role: viewer.role,
      fullName: row!.fullName,
      preferredLanguage: languageOrNull(row!.preferredLanguage),
      avatarUrl: row!.avatarUrl,
      phone: row!.phone,
      emailProven: (await provenEmailOf(db, viewer.userId)) !== null,
      createdAt: row!.createdAt.toISOString(),
      updatedAt: row!.updatedAt.toISOString(),
    };
  }

  // The sign-in check runs before route() reads the body: a 401 comes before a 400, as before.
  const app = new Hono<AppEnv>().use('*', requireViewer(deps.authenticate));
  return mountRoutes(
    '/me',
    [
      route(api.profile, (_input, c) => load(c.get('viewer'))),
      route(api.updateProfile, async ({ body: update }, c) => {
        const viewer = c.get('viewer');
        await load(viewer);
        await db.transaction(async (tx) => {
          await tx
            .update(profiles)
            .set({ ...update, updatedAt: new Date() })
            .where(eq(profiles.userId, viewer.userId));
          // The auth user's metadata carries the name too (GoTrue clients read user_metadata.full_name).
          if (update.fullName !== undefined) {
            const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, viewer.userId));
            await tx
              .update(authUsers)
              .set({
                userMetadata: { ...user!.userMetadata, full_name: update.fullName },
                updatedAt: new Date(),
              })
              .where(eq(authUsers.id, viewer.userId));
          }
        });
        return load(viewer);
      }),
      route(api.security, (_input, c) => {
        const viewer = c.get('viewer');
        const answer: SecurityStatus = {
          adminMfaRequired: viewer.adminMfaRequired ?? false,
          aal: viewer.aal ?? 'aal1',
          hasVerifiedFactor: viewer.hasVerifiedFactor ?? false,
        };
        return answer;
      }),
      route(api.emailProof, (_input, c) =>
        requestEmailProof(c.get('viewer').userId, (seconds) => c.header('Retry-After', String(seconds))),
      ),
    ],
    app,
  );
}
