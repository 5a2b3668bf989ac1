import { z } from 'zod';
import type { ApiOperation } from '../../platform/openapi';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'stopping']),
  version: z.string(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    connected: z.boolean(),
    latencyMs: z.number(),
  }),
});

export const systemOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/health',
    tag: 'system',
    summary: 'Status, version and database connectivity (503 when degraded or stopping)',
    response: healthSchema,
  },
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'system',
    summary: 'This document',
    response: z.record(z.string(), z.unknown()),
  },
];
