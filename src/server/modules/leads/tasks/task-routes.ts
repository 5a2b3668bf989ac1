import {
  taskDoneInputSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskUpdateSchema,
} from '@contracts/tasks';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { parseInput, readJson, type AppEnv } from '../../../platform/http';
import { createTask, deleteTask, listTasks, setTaskDone, updateTask } from './tasks';

const actorOf = (c: Context<AppEnv>): string | null => c.get('viewer')?.email ?? null;
const idParam = (c: Context<AppEnv>) => parseInput(z.uuid(), c.req.param('id'), 'id');

/**
 * /api/admin/tasks (behind the admin gate in app.ts): the CRM's follow-ups — a contact's tasks or every open
 * one with its overdue / today / upcoming counts; create, edit, complete or reopen, delete.
 */
export function taskAdminRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', async (c) => c.json(await listTasks(db, parseInput(taskListQuerySchema, c.req.query()))))
    .post('/', async (c) =>
      c.json(await createTask(db, parseInput(taskInputSchema, await readJson(c)), actorOf(c)), 201),
    )
    .put('/:id', async (c) => {
      const id = idParam(c);
      return c.json(await updateTask(db, id, parseInput(taskUpdateSchema, await readJson(c))));
    })
    .put('/:id/done', async (c) => {
      const id = idParam(c);
      const { done } = parseInput(taskDoneInputSchema, await readJson(c));
      return c.json(await setTaskDone(db, id, done, actorOf(c)));
    })
    .delete('/:id', async (c) => {
      await deleteTask(db, idParam(c));
      return c.body(null, 204);
    });
}
