import { adminResultFiltersSchema } from '@contracts/diagnostic';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { parseInput, type AppEnv } from '../../platform/http';
import { distribution, listResults, resultDetail, resultsCsv } from './admin-service';

/** /api/admin/diagnostic (behind the admin gate in app.ts): submissions, detail, CSV, distribution. */
export function diagnosticAdminRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/results', async (c) => {
      const filters = parseInput(adminResultFiltersSchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await listResults(db, filters));
    })
    .get('/results.csv', async (c) => {
      const filters = parseInput(adminResultFiltersSchema, c.req.query());
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="diagnostic-results-${day}.csv"`);
      c.header('Cache-Control', 'no-store');
      return c.body(await resultsCsv(db, filters));
    })
    .get('/results/:id', async (c) => {
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      c.header('Cache-Control', 'no-store');
      return c.json(await resultDetail(db, id));
    })
    .get('/distribution', async (c) => {
      const filters = parseInput(adminResultFiltersSchema, c.req.query());
      return c.json(await distribution(db, filters));
    });
}
