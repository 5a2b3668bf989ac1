import {
  projectListSchema,
  projectSchema,
  serviceListSchema,
  siteProfileSchema,
  slugSchema,
} from '@contracts/content';
import type { ApiOperation } from '../../platform/openapi';

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
];
