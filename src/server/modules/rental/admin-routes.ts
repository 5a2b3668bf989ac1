import {
  adminStaysQuerySchema,
  blockRequestSchema,
  cancelStayRequestSchema,
  confirmStayRequestSchema,
  rentalSettingsSchema,
} from '@contracts/rental';
import { Hono } from 'hono';
import { z } from 'zod';
import { parseInput, readJson, type AppEnv } from '../../platform/http';
import { blockNights, listBlocks, listStays, unblockNights } from './admin-service';
import type { RentalEnv } from './context';
import { cancelStay, confirmStayByOwner } from './lifecycle';
import { loadSettings, saveSettings, toSettingsDto } from './settings';
import { toAdminStay } from './views';

const idSchema = z.uuid();

/** /api/admin/rental — the owner's settings, stays and blocked nights (behind the admin gate of app.ts). */
export function rentalAdminRoutes(deps: { env: RentalEnv }) {
  const { env } = deps;
  return new Hono<AppEnv>()
    .get('/settings', async (c) => c.json(toSettingsDto(await loadSettings(env.db))))
    .put('/settings', async (c) => {
      const input = parseInput(rentalSettingsSchema, await readJson(c));
      return c.json(toSettingsDto(await saveSettings(env.db, input, env.clock())));
    })
    .get('/stays', async (c) => {
      const query = parseInput(adminStaysQuerySchema, c.req.query());
      const settings = await loadSettings(env.db);
      return c.json({ stays: (await listStays(env.db, query)).map((s) => toAdminStay(s, settings)) });
    })
    .post('/stays/:id/cancel', async (c) => {
      const id = parseInput(idSchema, c.req.param('id'), 'id');
      const { reason } = parseInput(cancelStayRequestSchema, await readJson(c));
      const viewer = c.get('viewer');
      const cancelled = await cancelStay(env, id, reason, `admin:${viewer.email}`);
      return c.json(toAdminStay(cancelled, await loadSettings(env.db)));
    })
    .post('/stays/:id/confirm', async (c) => {
      const id = parseInput(idSchema, c.req.param('id'), 'id');
      const { note } = parseInput(confirmStayRequestSchema, await readJson(c));
      const viewer = c.get('viewer');
      const confirmed = await confirmStayByOwner(env, id, note, `admin:${viewer.email}`);
      return c.json(toAdminStay(confirmed, await loadSettings(env.db)));
    })
    .get('/blocks', async (c) => c.json({ blocks: await listBlocks(env.db) }))
    .post('/blocks', async (c) => {
      const input = parseInput(blockRequestSchema, await readJson(c));
      return c.json(await blockNights(env, input, `admin:${c.get('viewer').email}`));
    })
    .delete('/blocks/:id', async (c) => {
      await unblockNights(env.db, parseInput(idSchema, c.req.param('id'), 'id'));
      return c.body(null, 204);
    });
}
