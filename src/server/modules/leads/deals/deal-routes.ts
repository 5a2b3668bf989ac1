import { dealRoutes as api } from '@contracts/api/deals';
import type { Context } from 'hono';
import type { Db } from '../../../platform/db/client';
import type { AppEnv } from '../../../platform/http';
import { mountRoutes, route } from '../../../platform/routes';
import {
  createDeal,
  dealBoard,
  dealById,
  dealPaymentOptions,
  dealsOfContact,
  deleteDeal,
  linkDealPayment,
  moveDeal,
  updateDeal,
} from './deals';

const actorOf = (c: Context<AppEnv>): string | null => c.get('viewer')?.email ?? null;

/** Reads are never cached: the board changes with every move. */
const noStore = <T>(c: Context<AppEnv>, answer: T): T => {
  c.header('Cache-Control', 'no-store');
  return answer;
};

/**
 * /api/admin/leads/deals (behind the admin gate, ADR 047): the pipeline board with the contact list's filters,
 * and creating, editing, moving, deleting deals and linking a won deal's payment.
 */
export function dealAdminRoutes(deps: { db: Db }) {
  const { db } = deps;
  return mountRoutes('/admin/leads/deals', [
    route(api.board, async ({ query }, c) => noStore(c, await dealBoard(db, query))),
    route(api.create, ({ body }, c) => createDeal(db, body, actorOf(c))),
    route(api.get, async ({ params }, c) => noStore(c, await dealById(db, params.id))),
    route(api.update, ({ params, body }) => updateDeal(db, params.id, body)),
    route(api.remove, ({ params }, c) => deleteDeal(db, params.id, actorOf(c))),
    route(api.move, ({ params, body }, c) => moveDeal(db, params.id, body, actorOf(c))),
    route(api.payments, async ({ params }, c) => noStore(c, await dealPaymentOptions(db, params.id))),
    route(api.linkPayment, ({ params, body }, c) =>
      linkDealPayment(db, params.id, body.paymentOrderId, actorOf(c)),
    ),
  ]);
}

/** GET /api/admin/leads/{id}/deals, mounted by the contacts' routes (its path is under theirs). */
export const contactDealsRoute = (db: Db) =>
  route(api.ofContact, async ({ params }, c) => noStore(c, { deals: await dealsOfContact(db, params.id) }));
