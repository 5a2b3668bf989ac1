import { z } from 'zod';
import {
  cvSchema,
  projectListSchema,
  projectSchema,
  serviceListSchema,
  siteProfileSchema,
  slugSchema,
} from '@contracts/content';
import { testimonialListSchema } from '@contracts/testimonials';
import type { ApiOperation } from '../../platform/openapi';
import { contentAdminCvRoutes } from '@contracts/api/content-admin-cv';
import { contentAdminRoutes } from '@contracts/api/content-admin';

export const contentOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/content/profile',
    tag: 'content',
    summary: 'The public profile',
    response: siteProfileSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/content/services',
    tag: 'content',
    summary: 'Active services, in order',
    response: serviceListSchema,
  },
  {
    method: 'get',
    path: '/content/projects',
    tag: 'content',
    summary: 'Published projects, in order',
    response: projectListSchema,
  },
  {
    method: 'get',
    path: '/content/projects/{slug}',
    tag: 'content',
    summary: 'One published project',
    params: { slug: slugSchema },
    response: projectSchema,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/content/testimonials',
    tag: 'content',
    summary: 'Published testimonials, in order',
    response: testimonialListSchema,
  },
  {
    method: 'get',
    path: '/content/cv',
    tag: 'content',
    summary: 'The CV: visible sections in order, both languages, and a version hash (also the ETag)',
    response: cvSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/content/cv.pdf',
    tag: 'content',
    summary:
      'The CV as a PDF in one language (?lang=es|en, default es; another value is a 400). ETag per CV version and language; If-None-Match → 304',
    response: z.string(),
    contentType: 'application/pdf',
    errors: [400, 404],
  },
  // The admin editor of all of the above (/api/admin/content).
  ...Object.values(contentAdminRoutes),
  ...Object.values(contentAdminCvRoutes),
];
