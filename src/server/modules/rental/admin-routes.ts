import { rentalRoutes as api } from '@contracts/api/rental';
import { mountRoutes, route } from '../../platform/routes';
import { blockNights, listBlocks, listStays, unblockNights } from './admin-service';
import type { RentalEnv } from './context';
import { cancelStay, confirmStayByOwner } from './lifecycle';
import { loadSettings, saveSettings, toSettingsDto } from './settings';
import { toAdminStay } from './views';

/** /api/admin/rental — the owner's settings, stays and blocked nights (behind the admin gate of app.ts). */
export function rentalAdminRoutes(deps: { env: RentalEnv }) {
  const { env } = deps;
  return mountRoutes('/admin/rental', [
    route(api.settings, async () => toSettingsDto(await loadSettings(env.db))),
    route(api.saveSettings, async ({ body }) => toSettingsDto(await saveSettings(env.db, body, env.clock()))),
    route(api.adminStays, async ({ query }) => {
      const settings = await loadSettings(env.db);
      return { stays: (await listStays(env.db, query)).map((s) => toAdminStay(s, settings)) };
    }),
    route(api.cancelStay, async ({ params, body }, c) => {
      const cancelled = await cancelStay(env, params.id, body.reason, `admin:${c.get('viewer').email}`);
      return toAdminStay(cancelled, await loadSettings(env.db));
    }),
    route(api.confirmStay, async ({ params, body }, c) => {
      const confirmed = await confirmStayByOwner(env, params.id, body.note, `admin:${c.get('viewer').email}`);
      return toAdminStay(confirmed, await loadSettings(env.db));
    }),
    route(api.blocks, async () => ({ blocks: await listBlocks(env.db) })),
    route(api.blockNights, ({ body }, c) => blockNights(env, body, `admin:${c.get('viewer').email}`)),
    route(api.unblockNights, async ({ params }) => {
      await unblockNights(env.db, params.id);
    }),
  ]);
}
