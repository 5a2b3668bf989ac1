import { z } from 'zod';
import { defineRoute } from '../route';

/** GET /api/health's answer (also sent, with 503, when degraded or stopping). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'stopping']),
  version: z.string(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    connected: z.boolean(),
    latencyMs: z.number(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** /api/health and /api/openapi.json (module system). */
export const systemRoutes = {
  health: defineRoute({
    method: 'get',
    path: '/health',
    tag: 'system',
    summary: 'Status, version and database connectivity (503 when degraded or stopping)',
    response: healthSchema,
  }),
  openApi: defineRoute({
    method: 'get',
    path: '/openapi.json',
    tag: 'system',
    summary: 'This document',
    response: z.record(z.string(), z.unknown()),
  }),
};
