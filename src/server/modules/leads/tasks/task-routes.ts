import { taskRoutes as api } from '@contracts/api/tasks';
import { Hono, type Context } from 'hono';
import type { Db } from '../../../platform/db/client';
import type { AppEnv } from '../../../platform/http';
import { mountRoutes, route } from '../../../platform/routes';
import { createTask, deleteTask, listTasks, setTaskDone, updateTask } from './tasks';

const actorOf = (c: Context<AppEnv>): string | null => c.get('viewer')?.email ?? null;

/**
 * /api/admin/tasks (behind the admin gate in app.ts): the CRM's follow-ups — a contact's tasks or every open
 * one with its overdue / today / upcoming counts; create, edit, complete or reopen, delete.
 */
export function taskAdminRoutes(deps: { db: Db }) {
  const { db } = deps;
  const app = new Hono<AppEnv>().use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return mountRoutes(
    '/admin/tasks',
    [
      route(api.list, ({ query }) => listTasks(db, query)),
      route(api.create, ({ body }, c) => createTask(db, body, actorOf(c))),
      route(api.update, ({ params, body }) => updateTask(db, params.id, body)),
      route(api.done, ({ params, body }, c) => setTaskDone(db, params.id, body.done, actorOf(c))),
      route(api.remove, ({ params }) => deleteTask(db, params.id)),
    ],
    app,
  );
}
