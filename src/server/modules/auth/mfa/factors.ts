import { and, asc, eq, inArray } from 'drizzle-orm';
import { authMfaFactors } from '../schema';
import type { Tx } from '../gotrue/users';

/** Second factors as the user object and the admin gate read them (ADR 034). */
export type FactorRow = typeof authMfaFactors.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A factor as GoTrue lists it in the user object (never its secret). */
export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    ...(factor.friendlyName ? { friendly_name: factor.friendlyName } : {}),
    factor_type: factor.factorType as 'totp',
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    last_challenged_at: iso(factor.lastChallengedAt),
  };
}

export async function factorsOf(tx: Tx, userIds: string[]) {
  if (!userIds.length) return [];
  return tx
    .select()
    .from(authMfaFactors)
    .where(inArray(authMfaFactors.userId, userIds))
    .orderBy(asc(authMfaFactors.createdAt), asc(authMfaFactors.id));
}

/** Whether the user has a verified second factor (the admin gate and /api/me/security ask). */
export async function hasVerifiedFactor(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: authMfaFactors.id })
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, 'verified')))
    .limit(1);
  return !!row;
}
