import { rentalRoutes } from '@contracts/api/rental';
import type { BlockRequest, RentalSettings, StayStatus } from '@contracts/rental';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { rentalKeys } from './public';

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
