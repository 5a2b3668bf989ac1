import { z } from 'zod';
import {
  cvPdfQuerySchema,
  cvSchema,
  projectListSchema,
  projectSchema,
  serviceListSchema,
  siteProfileSchema,
  slugSchema,
} from '../content';
import { defineRoute } from '../route';
import { testimonialListSchema } from '../testimonials';

const tag = 'content';

/**
 * The public, read-only content (/api/content, module content): what the site's pages show. The owner edits
 * it through contracts/api/content-admin.ts and content-admin-cv.ts.
 */
export const contentRoutes = {
  profile: defineRoute({
    method: 'get',
    path: '/content/profile',
    tag,
    summary: 'The public profile',
    response: siteProfileSchema,
    errors: [404],
  }),
  services: defineRoute({
    method: 'get',
    path: '/content/services',
    tag,
    summary: 'Active services, in order',
    response: serviceListSchema,
  }),
  projects: defineRoute({
    method: 'get',
    path: '/content/projects',
    tag,
    summary: 'Published projects, in order',
    response: projectListSchema,
  }),
  project: defineRoute({
    method: 'get',
    path: '/content/projects/{slug}',
    tag,
    summary: 'One published project',
    params: { slug: slugSchema },
    response: projectSchema,
    errors: [400, 404],
  }),
  testimonials: defineRoute({
    method: 'get',
    path: '/content/testimonials',
    tag,
    summary: 'Published testimonials, in order',
    response: testimonialListSchema,
  }),
  cv: defineRoute({
    method: 'get',
    path: '/content/cv',
    tag,
    summary: 'The CV: visible sections in order, both languages, and a version hash (also the ETag)',
    response: cvSchema,
    errors: [404],
  }),
  cvPdf: defineRoute({
    method: 'get',
    path: '/content/cv.pdf',
    tag,
    summary:
      'The CV as a PDF in one language (?lang=es|en, default es; another value is a 400). ETag per CV version and language; If-None-Match → 304',
    query: cvPdfQuerySchema,
    response: z.string().describe('The PDF'),
    contentType: 'application/pdf',
    errors: [400, 404],
  }),
};
