import { taskRoutes } from '@contracts/api/tasks';
import type { TaskInput, TaskUpdate } from '@contracts/tasks';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { leadKeys } from './queries';

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
    queryFn: () => apiCall(taskRoutes.list, { query: { leadId, scope: 'all' } }),
    enabled: leadId !== '',
    staleTime: 15_000,
  });

export const createTask = (input: TaskInput) => apiCall(taskRoutes.create, { body: input });
export const updateTask = (id: string, input: TaskUpdate) =>
  apiCall(taskRoutes.update, { params: { id }, body: input });
export const setTaskDone = (id: string, done: boolean) =>
  apiCall(taskRoutes.done, { params: { id }, body: { done } });
export const deleteTask = (id: string) => apiCall(taskRoutes.remove, { params: { id } });
