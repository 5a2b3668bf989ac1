// Query options for the public content API, shared by every feature that shows it and by server rendering.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';

/**
 * Revalidate with the server instead of trusting the browser's HTTP cache (the API allows 60 s for proxies):
 * an owner who edits content sees it at once on the public pages of the same browser.
 */
const fresh: RequestInit = { cache: 'no-cache' };

// Every answer is validated with the contract's schema; the schemas (and zod) load with the first request,
// so a server-rendered page whose data came with it does not download them before it is idle.
const content = () => import('@contracts/content');

/** Query options shared by the screens and by server rendering (which prefetches them). */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['content', 'profile'],
    queryFn: () => apiGet(async () => (await content()).siteProfileSchema, '/api/content/profile', fresh),
  });

export const servicesQuery = () =>
  queryOptions({
    queryKey: ['content', 'services'],
    queryFn: async () =>
      (await apiGet(async () => (await content()).serviceListSchema, '/api/content/services', fresh))
        .services,
  });

export const projectsQuery = () =>
  queryOptions({
    queryKey: ['content', 'projects'],
    queryFn: async () =>
      (await apiGet(async () => (await content()).projectListSchema, '/api/content/projects', fresh))
        .projects,
  });

export const projectQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'projects', slug],
    queryFn: () =>
      apiGet(
        async () => (await content()).projectSchema,
        `/api/content/projects/${encodeURIComponent(slug)}`,
        fresh,
      ),
  });

/** Published testimonials, in the owner's order. */
export const testimonialsQuery = () =>
  queryOptions({
    queryKey: ['content', 'testimonials'],
    queryFn: async () =>
      (
        await apiGet(
          async () => (await import('@contracts/testimonials')).testimonialListSchema,
          '/api/content/testimonials',
          fresh,
        )
      ).testimonials,
  });

/** The whole CV (both languages); the screen picks the current one. */
export const cvQuery = () =>
  queryOptions({
    queryKey: ['content', 'cv'],
    queryFn: () => apiGet(async () => (await content()).cvSchema, '/api/content/cv', fresh),
  });
