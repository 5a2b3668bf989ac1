import { dealCreateSchema, dealMoveSchema, dealPaymentInputSchema, dealUpdateSchema } from '@contracts/deals';
import { leadFiltersSchema } from '@contracts/leads';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { parseInput, readJson, type AppEnv } from '../../../platform/http';
import {
  createDeal,
  dealBoard,
  dealById,
  dealPaymentOptions,
  deleteDeal,
  linkDealPayment,
  moveDeal,
  updateDeal,
} from './deals';

const actorOf = (c: Context<AppEnv>): string | null => c.get('viewer')?.email ?? null;
const idParam = (c: Context<AppEnv>) => parseInput(z.uuid(), c.req.param('id'), 'id');

/**
 * /api/admin/leads/deals (behind the admin gate, ADR 047): the pipeline board with the contact list's filters,
 * and creating, editing, moving, deleting deals and linking a won deal's payment.
 */
export function dealAdminRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const filters = parseInput(leadFiltersSchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await dealBoard(db, filters));
    })
    .post('/', async (c) => {
      const input = parseInput(dealCreateSchema, await readJson(c));
      return c.json(await createDeal(db, input, actorOf(c)), 201);
    })
    .get('/:id', async (c) => {
      const id = idParam(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await dealById(db, id));
    })
    .patch('/:id', async (c) => {
      const id = idParam(c);
      return c.json(await updateDeal(db, id, parseInput(dealUpdateSchema, await readJson(c))));
    })
    .delete('/:id', async (c) => {
      await deleteDeal(db, idParam(c), actorOf(c));
      return c.body(null, 204);
    })
    .post('/:id/move', async (c) => {
      const id = idParam(c);
      return c.json(await moveDeal(db, id, parseInput(dealMoveSchema, await readJson(c)), actorOf(c)));
    })
    .get('/:id/payments', async (c) => {
      const id = idParam(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await dealPaymentOptions(db, id));
    })
    .put('/:id/payment', async (c) => {
      const id = idParam(c);
      const { paymentOrderId } = parseInput(dealPaymentInputSchema, await readJson(c));
      return c.json(await linkDealPayment(db, id, paymentOrderId, actorOf(c)));
    });
}
