import { contactAdminRoutes as api } from '@contracts/api/contacts';
import { contactExchangeRoutes as exchange } from '@contracts/api/exchange';
import type { Context } from 'hono';
import type { Db } from '../../../platform/db/client';
import type { AppEnv } from '../../../platform/http';
import { mountRoutes, route } from '../../../platform/routes';
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

/** Reads are never cached: the list changes with every message and edit. */
const noStore = <T>(c: Context<AppEnv>, answer: T): T => {
  c.header('Cache-Control', 'no-store');
  return answer;
};

/**
 * /api/admin/leads (behind the admin gate in app.ts): the CRM's contacts — list, figures, export, import,
 * bulk changes, tags, saved views, merge, detail with the timeline, status and notes; the pipeline's deals.
 * The fixed paths (and the deals' sub-app) are added before the `{id}` routes that would match them.
 */
export function leadAdminRoutes(deps: { db: Db }) {
  const { db } = deps;
  const base = '/admin/leads';
  const app = mountRoutes(base, [
    route(exchange.export, async ({ query }, c) => {
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
    }),
    route(exchange.import, ({ body }, c) => importContacts(db, body, actorOf(c))),
  ]);
  mountRoutes(
    base,
    [
      route(api.list, async ({ query }, c) => noStore(c, await listLeads(db, query))),
      route(api.stats, async ({ query }, c) => noStore(c, await leadStats(db, query))),
      route(api.bulk, ({ body }, c) => bulkChange(db, body, actorOf(c))),
      route(api.merge, async ({ body }, c) => {
        await mergeContacts(db, body.intoId, body.fromId, actorOf(c));
        return leadDetail(db, body.intoId);
      }),
      route(api.tags, async (_, c) => noStore(c, { tags: await listTags(db) })),
      route(api.createTag, ({ body }) => createTag(db, body)),
      route(api.updateTag, ({ params, body }) => updateTag(db, params.id, body)),
      route(api.deleteTag, ({ params }) => deleteTag(db, params.id)),
      route(api.views, async (_, c) => noStore(c, { views: await listViews(db) })),
      route(api.saveView, ({ body }) => saveView(db, body)),
      route(api.deleteView, ({ params }) => deleteView(db, params.id)),
    ],
    app,
  ).route('/deals', dealAdminRoutes({ db }));
  return mountRoutes(
    base,
    [
      contactDealsRoute(db),
      route(api.detail, async ({ params }, c) => noStore(c, await leadDetail(db, params.id))),
      route(api.untag, async ({ params }) => {
        await untagContact(db, params.id, params.tagId);
        return leadDetail(db, params.id);
      }),
      route(api.status, ({ params, body }, c) => setLeadStatus(db, params.id, body.status, actorOf(c))),
      route(api.notes, ({ params, body }, c) => setLeadNotes(db, params.id, body.notes, actorOf(c))),
    ],
    app,
  );
}
