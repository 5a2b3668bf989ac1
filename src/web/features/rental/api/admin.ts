import { rentalRoutes } from '@contracts/api/rental';
import type { BlockRequest, RentalSettings, StayStatus } from '@contracts/rental';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { rentalKeys, type MutationReactions } from './public';

export const rentalAdminKeys = {
  all: [...rentalKeys.all, 'admin'] as const,
  settings: () => [...rentalAdminKeys.all, 'settings'] as const,
  stays: (status: StayStatus | '') => [...rentalAdminKeys.all, 'stays', status] as const,
  blocks: () => [...rentalAdminKeys.all, 'blocks'] as const,
};

export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: rentalAdminKeys.settings(),
    queryFn: () => apiCall(rentalRoutes.settings),
  });

export const saveSettings = (input: RentalSettings) => apiCall(rentalRoutes.saveSettings, { body: input });

/** Every stay, or those of one status ('' sends no status). */
export const adminStaysQuery = (status: StayStatus | '') =>
  queryOptions({
    queryKey: rentalAdminKeys.stays(status),
    queryFn: () => apiCall(rentalRoutes.adminStays, { query: { status } }),
  });

export const cancelStay = (id: string, reason: string) =>
  apiCall(rentalRoutes.cancelStay, { params: { id }, body: { reason } });

export const confirmStay = (id: string, note: string) =>
  apiCall(rentalRoutes.confirmStay, { params: { id }, body: { note } });

export const blocksQuery = () =>
  queryOptions({
    queryKey: rentalAdminKeys.blocks(),
    queryFn: () => apiCall(rentalRoutes.blocks),
  });

export const blockNights = (input: BlockRequest) => apiCall(rentalRoutes.blockNights, { body: input });

export const unblockNights = (id: string) => apiCall(rentalRoutes.unblockNights, { params: { id } });

/* The owner's writes as hooks: the cache work here, the screen's reactions passed in (MutationReactions). */

/** Every range of the public calendar, read again after the owner changes any nights. */
export const refreshAvailability = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: [...rentalKeys.all, 'availability'] });

/** Saves the settings: the answer becomes the settings read, and the public terms are read again. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      client.setQueryData(rentalAdminKeys.settings(), saved);
      void client.invalidateQueries({ queryKey: rentalKeys.property() });
    },
  });
}

export type StayAction = 'confirm' | 'cancel';

/** Confirms a stay paid outside the site, or cancels one (the variables: which); the stays are read again. */
export function useStayAction(
  id: string,
  reactions: MutationReactions<Awaited<ReturnType<typeof confirmStay>>, StayAction> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (action: StayAction) => (action === 'confirm' ? confirmStay(id, '') : cancelStay(id, '')),
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: rentalAdminKeys.all });
      void refreshAvailability(client);
      void reactions.onSuccess?.(...args);
    },
  });
}

/** After a change to the blocks: the list and the public calendar. */
function useRefreshBlocks() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: rentalAdminKeys.blocks() });
    void refreshAvailability(client);
  };
}

export function useBlockNights(
  reactions: MutationReactions<Awaited<ReturnType<typeof blockNights>>, BlockRequest> = {},
) {
  const refresh = useRefreshBlocks();
  return useMutation({
    ...reactions,
    mutationFn: blockNights,
    onSuccess: (...args) => {
      refresh();
      void reactions.onSuccess?.(...args);
    },
  });
}

/** Lifts a block (the variables: its id). */
export function useUnblockNights() {
  const refresh = useRefreshBlocks();
  return useMutation({ mutationFn: unblockNights, onSuccess: refresh });
}
