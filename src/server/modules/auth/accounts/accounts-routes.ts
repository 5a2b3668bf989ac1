import { desc, eq } from 'drizzle-orm';
import type { AccountSummary } from '@contracts/accounts';
import { accountAdminRoutes as api } from '@contracts/api/accounts';
import type { Db } from '../../../platform/db/client';
import { mountRoutes, route } from '../../../platform/routes';
import { authUsers, profiles } from '../schema';
import { roleFor } from '../gotrue/users';

/** /api/admin/accounts (behind the admin gate in app.ts): who has an account, newest first. */
export function accountRoutes(deps: { db: Db; adminEmails: Set<string> }) {
  return mountRoutes('/admin/accounts', [
    route(api.list, async () => {
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
      return { accounts };
    }),
  ]);
}
