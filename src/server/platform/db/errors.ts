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
