/** The SQLSTATE of a database error, looking through Drizzle's wrapper (DrizzleQueryError.cause). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** unique_violation (23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** exclusion_violation (23P01): an exclusion constraint (no two live bookings overlap) refused the row. */
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';

/** A deadlock or serialization failure: the transaction can simply run again. */
export const isRetryable = (error: unknown) => ['40P01', '40001'].includes(sqlState(error) ?? '');

/** Runs a transaction body again (up to 3 times) when PostgreSQL aborted it for a deadlock. */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryable(error) || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
