import { taskRoutes } from '@contracts/api/tasks';
import type { Task, TaskInput, TaskUpdate } from '@contracts/tasks';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { leadKeys, type MutationReactions } from './queries';

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

/*
 * The writes as hooks (see queries.ts): each refreshes everything under the leads' keys (the contact's tasks, its
 * timeline, the overview's card), then the reactions.
 */

function useRefreshLeads() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: leadKeys.all });
}

export function useCreateTask(reactions: MutationReactions<Task, TaskInput> = {}) {
  const refresh = useRefreshLeads();
  return useMutation({
    ...reactions,
    mutationFn: createTask,
    onSuccess: (...args) => {
      refresh();
      void reactions.onSuccess?.(...args);
    },
  });
}

export function useSetTaskDone(reactions: MutationReactions<Task, { id: string; done: boolean }> = {}) {
  const refresh = useRefreshLeads();
  return useMutation({
    ...reactions,
    mutationFn: (change: { id: string; done: boolean }) => setTaskDone(change.id, change.done),
    onSuccess: (...args) => {
      refresh();
      void reactions.onSuccess?.(...args);
    },
  });
}

/** Deletes a task (the variables: its id). */
export function useDeleteTask(reactions: MutationReactions<void, string> = {}) {
  const refresh = useRefreshLeads();
  return useMutation({
    ...reactions,
    mutationFn: deleteTask,
    onSuccess: (...args) => {
      refresh();
      void reactions.onSuccess?.(...args);
    },
  });
}
