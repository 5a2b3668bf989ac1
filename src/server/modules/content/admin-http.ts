import { idSchema } from '@contracts/content-admin';
import type { Context } from 'hono';
import type { z } from 'zod';
import { parseInput, readJson } from '../../platform/http';

/** A path parameter that must be an id (a malformed one is a 400 on that field). */
export const idParam = (c: Context, name = 'id') => parseInput(idSchema, c.req.param(name), name);

/** The JSON body, validated (400 with field errors). */
export async function bodyOf<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseInput(schema, await readJson(c));
}
