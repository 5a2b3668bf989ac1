import { cancelInputSchema, rescheduleInputSchema } from '@contracts/booking';
import { Hono } from 'hono';
import { z } from 'zod';
import { parseInput, readJson, type AppEnv } from '../../../platform/http';
import { requireViewer, type Authenticate } from '../../../platform/viewer';
import { cancelQuote } from '../appointments/cancel-quote';
import { cancel, reschedule } from '../appointments/changes';
import type { BookingEnv } from '../context';
import { customerView, myAppointments, ownAppointment } from '../appointments/customer-access';

/** /api/me/appointments — the signed-in person's appointments (for /dashboard), with reschedule and cancel. */
export function myAppointmentRoutes(deps: { env: BookingEnv; authenticate: Authenticate }) {
  const { env } = deps;
  return new Hono<AppEnv>()
    .use('*', requireViewer(deps.authenticate))
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await myAppointments(env, c.get('viewer')));
    })
    .post('/:id/reschedule', async (c) => {
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      const own = await ownAppointment(env, c.get('viewer'), id);
      const { start } = parseInput(rescheduleInputSchema, await readJson(c));
      const moved = await reschedule(env, own.appointment.id, new Date(start), { actor: 'customer' });
      return c.json(await customerView(env, moved));
    })
    .get('/:id/cancel-quote', async (c) => {
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      c.header('Cache-Control', 'no-store');
      return c.json(await cancelQuote(env, await ownAppointment(env, c.get('viewer'), id), 'client'));
    })
    .post('/:id/cancel', async (c) => {
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      const own = await ownAppointment(env, c.get('viewer'), id);
      const { reason, quotedRefundMinor } = parseInput(cancelInputSchema, await readJson(c));
      const cancelled = await cancel(env, own.appointment.id, reason, {
        actor: 'customer',
        quotedRefundMinor,
      });
      return c.json(await customerView(env, cancelled));
    });
}
