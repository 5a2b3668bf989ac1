import {
  adminStaySchema,
  blockedRangeSchema,
  rentalPaths,
  rentalSettingsSchema,
  type BlockRequest,
  type RentalSettings,
  type StayStatus,
} from '@contracts/rental';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '@web/lib/api';
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
    queryFn: () => apiGet(rentalSettingsSchema, rentalPaths.admin.settings()),
  });

export const saveSettings = (input: RentalSettings) =>
  apiSend(rentalSettingsSchema, 'PUT', rentalPaths.admin.settings(), input);

const staysSchema = z.object({ stays: z.array(adminStaySchema) });
export const adminStaysQuery = (status: StayStatus | '') =>
  queryOptions({
    queryKey: rentalAdminKeys.stays(status),
    queryFn: () => apiGet(staysSchema, rentalPaths.admin.stays(status ? { status } : {})),
  });

export const cancelStay = (id: string, reason: string) =>
  apiSend(adminStaySchema, 'POST', rentalPaths.admin.cancelStay(id), { reason });

export const confirmStay = (id: string, note: string) =>
  apiSend(adminStaySchema, 'POST', rentalPaths.admin.confirmStay(id), { note });

const blocksSchema = z.object({ blocks: z.array(blockedRangeSchema) });
export const blocksQuery = () =>
  queryOptions({
    queryKey: rentalAdminKeys.blocks(),
    queryFn: () => apiGet(blocksSchema, rentalPaths.admin.blocks()),
  });

export const blockNights = (input: BlockRequest) =>
  apiSend(blockedRangeSchema, 'POST', rentalPaths.admin.blocks(), input);

export const unblockNights = (id: string) => apiSend(z.unknown(), 'DELETE', rentalPaths.admin.block(id));
