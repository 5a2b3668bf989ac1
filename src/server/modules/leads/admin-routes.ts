import { leadFiltersSchema, leadNotesInputSchema, leadStatusInputSchema } from '@contracts/leads';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { parseInput, readJson, type AppEnv } from '../../platform/http';
import { leadDetail, leadsCsv, listLeads, setLeadNotes, setLeadStatus } from './admin-service';
import { leadStats } from './admin-stats';

/** Who made a change, for the lead's history (the admin gate in app.ts sets the viewer). */
const actorOf = (c: Context<AppEnv>): string | null => c.get('viewer')?.email ?? null;

/** /api/admin/leads (behind the admin gate in app.ts): list, figures, CSV, detail, status and notes. */
export function leadAdminRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const filters = parseInput(leadFiltersSchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await listLeads(db, filters));
    })
    .get('/stats', async (c) => {
      const filters = parseInput(leadFiltersSchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await leadStats(db, filters));
    })
    .get('/leads.csv', async (c) => {
      const filters = parseInput(leadFiltersSchema, c.req.query());
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="leads-${day}.csv"`);
      c.header('Cache-Control', 'no-store');
      return c.body(await leadsCsv(db, filters));
    })
    .get('/:id', async (c) => {
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      c.header('Cache-Control', 'no-store');
      return c.json(await leadDetail(db, id));
    })
    .put('/:id/status', async (c) => {
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      const { status } = parseInput(leadStatusInputSchema, await readJson(c));
      return c.json(await setLeadStatus(db, id, status, actorOf(c)));
    })
    .put('/:id/notes', async (c) => {
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      const { notes } = parseInput(leadNotesInputSchema, await readJson(c));
      return c.json(await setLeadNotes(db, id, notes, actorOf(c)));
    });
}
