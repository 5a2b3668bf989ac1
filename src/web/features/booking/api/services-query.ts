import { serviceListSchema } from '@contracts/content';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';

/**
 * The bookable services (GET /api/content/services), in the owner's order.
 * Same key and cached shape (the list itself) as the route's server-side prefetch, so the
 * server-rendered page hydrates without asking again.
 */
export const servicesQuery = () =>
  queryOptions({
    queryKey: ['content', 'services'],
    queryFn: async () => (await apiGet(serviceListSchema, '/api/content/services')).services,
    select: (services) => [...services].sort((a, b) => a.order - b.order),
  });
