import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AccountSummary } from '@contracts/accounts';
import type { Db } from '../../../platform/db/client';
import type { AppEnv } from '../../../platform/http';
import { authUsers, profiles } from '../schema';
import { roleFor } from '../gotrue/users';

/** /api/admin/accounts (behind the admin gate in app.ts): who has an account, newest first. */
export function accountRoutes(deps: { db: Db; adminEmails: Set<string> }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const rows = await deps.db
      .select({ user: authUsers, fullName: profiles.fullName })
      .from(authUsers)
      .leftJoin(profiles, eq(profiles.userId, authUsers.id))
      .orderBy(desc(authUsers.createdAt))
      .limit(500);
    const accounts: AccountSummary[] = rows.map(({ user, fullName }) => ({
      userId: user.id,
      email: user.email,
      fullName: fullName ?? '',
      role: roleFor(user, deps.adminEmails),
      confirmed: !!user.emailConfirmedAt,
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
    }));
    return c.json({ accounts });
  });
}
