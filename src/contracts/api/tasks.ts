import { z } from 'zod';
import { defineRoute } from '../route';
import {
  taskDoneInputSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskListSchema,
  taskSchema,
  taskUpdateSchema,
} from '../tasks';

const id = { id: z.uuid() };

/** The CRM's tasks (module leads, ADR 048), behind the admin gate: 401 signed out, 403 for anyone but the owner. */
export const taskRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/admin/tasks',
    tag: 'admin',
    summary:
      "Tasks: a contact's (leadId, scope=all includes done ones) or every open one (scope=open) or those overdue or due today (scope=due), with the overdue / today / upcoming counts in Mexico City time",
    query: taskListQuerySchema,
    response: taskListSchema,
    errors: [400, 401, 403],
  }),
  create: defineRoute({
    method: 'post',
    path: '/admin/tasks',
    tag: 'admin',
    summary:
      "Create a task on a contact (optionally on one of its deals; another contact's deal is a 400), due on a Mexico City date and optional time",
    body: taskInputSchema,
    response: taskSchema,
    status: 201,
    errors: [400, 401, 403],
  }),
  update: defineRoute({
    method: 'put',
    path: '/admin/tasks/{id}',
    tag: 'admin',
    summary: "Edit a task's title, notes, due date and time, or deal",
    params: id,
    body: taskUpdateSchema,
    response: taskSchema,
    errors: [400, 401, 403, 404],
  }),
  done: defineRoute({
    method: 'put',
    path: '/admin/tasks/{id}/done',
    tag: 'admin',
    summary: "Complete (done: true) or reopen (done: false) a task; the contact's timeline records it",
    params: id,
    body: taskDoneInputSchema,
    response: taskSchema,
    errors: [400, 401, 403, 404],
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/admin/tasks/{id}',
    tag: 'admin',
    summary: 'Delete a task',
    params: id,
    response: z.undefined(),
    status: 204,
    errors: [400, 401, 403, 404],
  }),
};
