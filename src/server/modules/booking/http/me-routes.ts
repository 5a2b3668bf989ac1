import { myAppointmentRoutes as api } from '@contracts/api/booking';
import { Hono } from 'hono';
import { z } from 'zod';
import { parseInput, type AppEnv } from '../../../platform/http';
import { mountRoutes, route } from '../../../platform/routes';
import { requireViewer, type Authenticate } from '../../../platform/viewer';
import { cancelQuote } from '../appointments/cancel-quote';
import { cancel, reschedule } from '../appointments/changes';
import type { BookingEnv } from '../context';
import { customerView, myAppointments, ownAppointment } from '../appointments/customer-access';

type Owned = Awaited<ReturnType<typeof ownAppointment>>;

/** /api/me/appointments — the signed-in person's appointments (for /dashboard), with reschedule and cancel. */
export function myAppointmentRoutes(deps: { env: BookingEnv; authenticate: Authenticate }) {
  const { env } = deps;
  const app = new Hono<AppEnv>().use('*', requireViewer(deps.authenticate));

  /*
   * A reschedule or cancel finds the person's appointment before route() reads the body: a bad id's 400, then
   * someone else's appointment's 404, before the body's 400 — the order these routes always answered in.
   */
  const owned = new WeakMap<Request, Owned>();
  for (const path of ['/:id/reschedule', '/:id/cancel'])
    app.on('POST', path, async (c, next) => {
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      owned.set(c.req.raw, await ownAppointment(env, c.get('viewer'), id));
      await next();
    });

  return mountRoutes(
    '/me/appointments',
    [
      route(api.mine, async (_, c) => {
        c.header('Cache-Control', 'no-store');
        return myAppointments(env, c.get('viewer'));
      }),
      route(api.reschedule, async ({ params, body }, c) => {
        const own = owned.get(c.req.raw) ?? (await ownAppointment(env, c.get('viewer'), params.id));
        const moved = await reschedule(env, own.appointment.id, new Date(body.start), { actor: 'customer' });
        return customerView(env, moved);
      }),
      route(api.cancelQuote, async ({ params }, c) => {
        c.header('Cache-Control', 'no-store');
        return cancelQuote(env, await ownAppointment(env, c.get('viewer'), params.id), 'client');
      }),
      route(api.cancel, async ({ params, body: { reason, quotedRefundMinor } }, c) => {
        const own = owned.get(c.req.raw) ?? (await ownAppointment(env, c.get('viewer'), params.id));
        const cancelled = await cancel(env, own.appointment.id, reason, {
          actor: 'customer',
          quotedRefundMinor,
        });
        return customerView(env, cancelled);
      }),
    ],
    app,
  );
}
