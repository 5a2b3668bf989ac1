import type { Context } from 'hono';
import { authErrors } from './errors';

/** A JSON object body; anything else is GoTrue's bad_json. */
export async function readAuthBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // falls through
  }
  throw authErrors.badJson();
}
