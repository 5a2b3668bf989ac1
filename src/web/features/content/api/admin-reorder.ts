import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveById } from '../components/admin/logic';
import { refreshAfterWrite } from './admin-keys';

/**
 * Moving one item of an ordered admin list up or down: the list changes at once (optimistic), the full
 * id list goes to the server, and on failure the list is put back as it was. Moves of one list run one
 * after another (a shared scope), so quick presses never race.
 */
export function useReorder<T extends { id: string }>(options: {
  key: readonly unknown[];
  send: (ids: string[]) => Promise<unknown>;
  /** Where the list sits inside the cached value (default: the cached value is the list). */
  select?: { get: (data: unknown) => T[]; set: (data: unknown, list: T[]) => unknown };
}) {
  const queryClient = useQueryClient();
  const { key, send, select } = options;
  const read = (data: unknown) => (select ? select.get(data) : (data as T[]));
  const write = (data: unknown, list: T[]) => (select ? select.set(data, list) : list);
  return useMutation({
    scope: { id: `reorder:${key.join('/')}` },
    onMutate: async ({ id, offset }: { id: string; offset: -1 | 1 }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous !== undefined)
        queryClient.setQueryData(key, write(previous, moveById(read(previous), id, offset)));
      return { previous };
    },
    // onMutate has already put the cached list in its new order: send it as it is now.
    mutationFn: (_move: { id: string; offset: -1 | 1 }) =>
      send(read(queryClient.getQueryData(key)).map((item) => item.id)),
    onError: (_error, _args, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => refreshAfterWrite(queryClient, key),
  });
}
