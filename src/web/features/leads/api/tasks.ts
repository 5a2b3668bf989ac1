import { taskListSchema, taskSchema, type TaskInput, type TaskUpdate } from '@contracts/tasks';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '@web/lib/api';
import { leadKeys } from './queries';

const base = '/api/admin/tasks';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/**
 * Tasks live under the leads' keys: a change refreshes the contact (its timeline), and the overview's Tasks card
 * (admin feature, key ['admin', 'leads', 'tasks', 'due']) when it is mounted in the same client.
 */
export const taskKeys = {
  all: [...leadKeys.all, 'tasks'] as const,
  ofContact: (leadId: string) => [...taskKeys.all, 'contact', leadId] as const,
};

export const contactTasksQuery = (leadId: string) =>
  queryOptions({
    queryKey: taskKeys.ofContact(leadId),
    queryFn: () => apiGet(taskListSchema, `${base}?leadId=${encodeURIComponent(leadId)}&scope=all`),
    enabled: leadId !== '',
    staleTime: 15_000,
  });

export const createTask = (input: TaskInput) => apiSend(taskSchema, 'POST', base, input);
export const updateTask = (id: string, input: TaskUpdate) => apiSend(taskSchema, 'PUT', one(id), input);
export const setTaskDone = (id: string, done: boolean) =>
  apiSend(taskSchema, 'PUT', `${one(id)}/done`, { done });
export const deleteTask = (id: string) => apiSend(z.unknown(), 'DELETE', one(id));
