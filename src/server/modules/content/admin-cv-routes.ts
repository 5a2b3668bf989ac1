import {
  cvItemCreateSchema,
  cvItemUpdateSchema,
  cvSectionCreateSchema,
  cvSectionUpdateSchema,
  cvSettingsInputSchema,
  reorderInputSchema,
} from '@contracts/content-admin';
import { Hono } from 'hono';
import type { Db } from '../../platform/db/client';
import type { AppEnv } from '../../platform/http';
import {
  createCvItem,
  createCvSection,
  deleteCvItem,
  deleteCvSection,
  getAdminCv,
  getAdminCvSettings,
  reorderCvItems,
  reorderCvSections,
  saveCvSettings,
  updateCvItem,
  updateCvSection,
} from './admin-cv';
import { bodyOf, idParam } from './admin-http';

/** /api/admin/content/cv: sections, their entries and the settings. Every edit changes the CV's version. */
export function adminCvRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getAdminCv(db)))
    .get('/settings', async (c) => c.json(await getAdminCvSettings(db)))
    .put('/settings', async (c) => c.json(await saveCvSettings(db, await bodyOf(c, cvSettingsInputSchema))))
    .post('/sections', async (c) =>
      c.json(await createCvSection(db, await bodyOf(c, cvSectionCreateSchema)), 201),
    )
    .put('/sections/order', async (c) => {
      const { ids } = await bodyOf(c, reorderInputSchema);
      return c.json(await reorderCvSections(db, ids));
    })
    .put('/sections/:id', async (c) => {
      const id = idParam(c);
      return c.json(await updateCvSection(db, id, await bodyOf(c, cvSectionUpdateSchema)));
    })
    .delete('/sections/:id', async (c) => {
      await deleteCvSection(db, idParam(c));
      return c.json({ deleted: true as const });
    })
    .post('/sections/:sectionId/items', async (c) => {
      const sectionId = idParam(c, 'sectionId');
      return c.json(await createCvItem(db, sectionId, await bodyOf(c, cvItemCreateSchema)), 201);
    })
    .put('/sections/:sectionId/items/order', async (c) => {
      const sectionId = idParam(c, 'sectionId');
      const { ids } = await bodyOf(c, reorderInputSchema);
      return c.json(await reorderCvItems(db, sectionId, ids));
    })
    .put('/items/:id', async (c) => {
      const id = idParam(c);
      return c.json(await updateCvItem(db, id, await bodyOf(c, cvItemUpdateSchema)));
    })
    .delete('/items/:id', async (c) => {
      await deleteCvItem(db, idParam(c));
      return c.json({ deleted: true as const });
    });
}
