import type { Language } from '@contracts/language';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { authUsers, profiles } from '../schema';

/**
 * The language of a mail to the owner: the profile language of the account with the owner's address (the site's
 * contact e-mail) when it has one, else that of the first administrator who chose one, else Spanish.
 */
export async function ownerLanguage(tx: DbOrTx, ownerEmail: string | null): Promise<Language> {
  const pick = (lang: string | null | undefined): Language | null =>
    lang === 'en' || lang === 'es' ? lang : null;
  if (ownerEmail) {
    const [row] = await tx
      .select({ lang: profiles.preferredLanguage })
      .from(authUsers)
      .innerJoin(profiles, eq(profiles.userId, authUsers.id))
      .where(eq(authUsers.email, ownerEmail.trim().toLowerCase()));
    const lang = pick(row?.lang);
    if (lang) return lang;
  }
  const [admin] = await tx
    .select({ lang: profiles.preferredLanguage })
    .from(authUsers)
    .innerJoin(profiles, eq(profiles.userId, authUsers.id))
    .where(
      sql`(${authUsers.appMetadata}->>'role' = 'admin' or (${authUsers.appMetadata}->>'admin_granted')::boolean is true) and ${profiles.preferredLanguage} is not null`,
    )
    .orderBy(asc(authUsers.createdAt))
    .limit(1);
  return pick(admin?.lang) ?? 'es';
}
