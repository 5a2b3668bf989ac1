import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { profileUpdateSchema, type Profile } from '@contracts/accounts';
import type { Language } from '@contracts/language';
import type { SecurityStatus } from '@contracts/security';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import { parseInput, readJson, type AppEnv } from '../../../platform/http';
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

  return new Hono<AppEnv>()
    .use('*', requireViewer(deps.authenticate))
    .get('/profile', async (c) => c.json(await load(c.get('viewer'))))
    .patch('/profile', async (c) => {
      const viewer = c.get('viewer');
      const update = parseInput(profileUpdateSchema, await readJson(c));
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
      return c.json(await load(viewer));
    })
    .get('/security', (c) => {
      const viewer = c.get('viewer');
      const answer: SecurityStatus = {
        adminMfaRequired: viewer.adminMfaRequired ?? false,
        aal: viewer.aal ?? 'aal1',
        hasVerifiedFactor: viewer.hasVerifiedFactor ?? false,
      };
      return c.json(answer);
    })
    .post('/email-proof', async (c) => {
      const answer = await requestEmailProof(c.get('viewer').userId, (seconds) =>
        c.header('Retry-After', String(seconds)),
      );
      return c.json(answer);
    });
}
