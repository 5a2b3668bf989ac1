import {
  adminCvItemSchema,
  adminCvSchema,
  adminCvSectionSchema,
  adminCvSettingsSchema,
  cvItemCreateSchema,
  cvItemUpdateSchema,
  cvSectionCreateSchema,
  cvSectionUpdateSchema,
  cvSettingsInputSchema,
  deletedSchema,
  idSchema,
  reorderInputSchema,
} from '../content-admin';
import { defineRoute } from '../route';

const tag = 'admin';
const id = { id: idSchema };
const read = [401, 403] as const;
const write = [400, 401, 403] as const;
const stale = 'a stale expectedUpdatedAt is a 409';
const reorder = 'the body lists every id in the new order; a list that is not the current set is a 409';

/** The owner's CV editor (/api/admin/content/cv): see contracts/content-admin-cv.ts. */
export const contentAdminCvRoutes = {
  cv: defineRoute({
    method: 'get',
    path: '/admin/content/cv',
    tag,
    summary: 'Every CV section (hidden too) with its entries, the settings and the public CV version',
    response: adminCvSchema,
    errors: [...read, 404],
  }),
  settings: defineRoute({
    method: 'get',
    path: '/admin/content/cv/settings',
    tag,
    summary: 'The CV settings: location, salary expectation and whether it is shown',
    response: adminCvSettingsSchema,
    errors: read,
  }),
  saveSettings: defineRoute({
    method: 'put',
    path: '/admin/content/cv/settings',
    tag,
    summary: `Save the CV settings (${stale})`,
    body: cvSettingsInputSchema,
    response: adminCvSettingsSchema,
    errors: [...write, 409],
  }),
  createSection: defineRoute({
    method: 'post',
    path: '/admin/content/cv/sections',
    tag,
    summary: 'Add a section of a kind the CV lacks (201); a kind that exists is a 409 on `kind`',
    body: cvSectionCreateSchema,
    response: adminCvSectionSchema,
    status: 201,
    errors: [...write, 409],
  }),
  sectionsOrder: defineRoute({
    method: 'put',
    path: '/admin/content/cv/sections/order',
    tag,
    summary: `Reorder the CV sections: ${reorder}. Answers the whole admin CV`,
    body: reorderInputSchema,
    response: adminCvSchema,
    errors: [...write, 409],
  }),
  saveSection: defineRoute({
    method: 'put',
    path: '/admin/content/cv/sections/{id}',
    tag,
    summary: `Save a section's title, body and visibility (${stale})`,
    params: id,
    body: cvSectionUpdateSchema,
    response: adminCvSectionSchema,
    errors: [...write, 404, 409],
  }),
  deleteSection: defineRoute({
    method: 'delete',
    path: '/admin/content/cv/sections/{id}',
    tag,
    summary: 'Delete a section and its entries',
    params: id,
    response: deletedSchema,
    errors: [...write, 404],
  }),
  createItem: defineRoute({
    method: 'post',
    path: '/admin/content/cv/sections/{sectionId}/items',
    tag,
    summary: 'Add an entry to a section (201; last in it). Experience needs `start`; the objective has none',
    params: { sectionId: idSchema },
    body: cvItemCreateSchema,
    response: adminCvItemSchema,
    status: 201,
    errors: [...write, 404],
  }),
  itemsOrder: defineRoute({
    method: 'put',
    path: '/admin/content/cv/sections/{sectionId}/items/order',
    tag,
    summary: `Reorder a section's entries: ${reorder}. Answers the section`,
    params: { sectionId: idSchema },
    body: reorderInputSchema,
    response: adminCvSectionSchema,
    errors: [...write, 404, 409],
  }),
  saveItem: defineRoute({
    method: 'put',
    path: '/admin/content/cv/items/{id}',
    tag,
    summary: `Save a CV entry (${stale})`,
    params: id,
    body: cvItemUpdateSchema,
    response: adminCvItemSchema,
    errors: [...write, 404, 409],
  }),
  deleteItem: defineRoute({
    method: 'delete',
    path: '/admin/content/cv/items/{id}',
    tag,
    summary: 'Delete a CV entry',
    params: id,
    response: deletedSchema,
    errors: [...write, 404],
  }),
};
