import {
  bulkInputSchema,
  exportQuerySchema,
  importInputSchema,
  mergeInputSchema,
  tagInputSchema,
  viewInputSchema,
} from '@contracts/contacts';
import { leadFiltersSchema, leadNotesInputSchema, leadStatusInputSchema } from '@contracts/leads';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { parseInput, readJson, type AppEnv } from '../../../platform/http';
import { mountRoutes } from '../../../platform/routes';
import { leadDetail, listLeads, setLeadNotes, setLeadStatus } from '../contacts/admin-service';
import { leadStats } from '../contacts/admin-stats';
import { bulkChange } from '../contacts/bulk';
import { contactDealsRoute, dealAdminRoutes } from '../deals/deal-routes';
import { contactsCsv, contactsXlsx, exportRows } from '../exchange/export';
import { importContacts } from '../exchange/import';
import { mergeContacts } from '../contacts/merge';
import {
  createTag,
  deleteTag,
  deleteView,
  listTags,
  listViews,
  saveView,
  untagContact,
  updateTag,
} from '../contacts/tags';

/** Who made a change, for the lead's history (the admin gate in app.ts sets the viewer). */
const actorOf = (c: Context<AppEnv>): string | null => c.get('viewer')?.email ?? null;
const idParam = (c: Context<AppEnv>, name = 'id') => parseInput(z.uuid(), c.req.param(name), name);

/**
 * /api/admin/leads (behind the admin gate in app.ts): the CRM's contacts — list, figures, export, import,
 * bulk changes, tags, saved views, merge, detail with the timeline, status and notes; the pipeline's deals.
 */
export function leadAdminRoutes(deps: { db: Db }) {
  const { db } = deps;
  const app = new Hono<AppEnv>()
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
    .get('/export', async (c) => {
      const query = parseInput(exportQuerySchema, c.req.query());
      const rows = await exportRows(db, query, query.lang);
      const day = new Date().toISOString().slice(0, 10);
      const name = `${query.lang === 'en' ? 'contacts' : 'contactos'}-${day}.${query.format}`;
      c.header('Content-Disposition', `attachment; filename="${name}"`);
      c.header('Cache-Control', 'no-store');
      if (query.format === 'xlsx') {
        c.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return c.body(new Uint8Array(await contactsXlsx(rows, query.lang)));
      }
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(contactsCsv(rows, query.lang));
    })
    .post('/import', async (c) => {
      const input = parseInput(importInputSchema, await readJson(c));
      return c.json(await importContacts(db, input, actorOf(c)));
    })
    .post('/bulk', async (c) => {
      const input = parseInput(bulkInputSchema, await readJson(c));
      return c.json(await bulkChange(db, input, actorOf(c)));
    })
    .post('/merge', async (c) => {
      const { intoId, fromId } = parseInput(mergeInputSchema, await readJson(c));
      await mergeContacts(db, intoId, fromId, actorOf(c));
      return c.json(await leadDetail(db, intoId));
    })
    .get('/tags', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ tags: await listTags(db) });
    })
    .post('/tags', async (c) =>
      c.json(await createTag(db, parseInput(tagInputSchema, await readJson(c))), 201),
    )
    .put('/tags/:id', async (c) => {
      const id = idParam(c);
      return c.json(await updateTag(db, id, parseInput(tagInputSchema, await readJson(c))));
    })
    .delete('/tags/:id', async (c) => {
      await deleteTag(db, idParam(c));
      return c.body(null, 204);
    })
    .get('/views', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ views: await listViews(db) });
    })
    .post('/views', async (c) => c.json(await saveView(db, parseInput(viewInputSchema, await readJson(c)))))
    .delete('/views/:id', async (c) => {
      await deleteView(db, idParam(c));
      return c.body(null, 204);
    })
    .route('/deals', dealAdminRoutes({ db }));
  return mountRoutes('/admin/leads', [contactDealsRoute(db)], app)
    .get('/:id', async (c) => {
      const id = idParam(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await leadDetail(db, id));
    })
    .delete('/:id/tags/:tagId', async (c) => {
      const id = idParam(c);
      await untagContact(db, id, idParam(c, 'tagId'));
      return c.json(await leadDetail(db, id));
    })
    .put('/:id/status', async (c) => {
      const id = idParam(c);
      const { status } = parseInput(leadStatusInputSchema, await readJson(c));
      return c.json(await setLeadStatus(db, id, status, actorOf(c)));
    })
    .put('/:id/notes', async (c) => {
      const id = idParam(c);
      const { notes } = parseInput(leadNotesInputSchema, await readJson(c));
      return c.json(await setLeadNotes(db, id, notes, actorOf(c)));
    });
}
