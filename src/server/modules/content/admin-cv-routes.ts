import { contentAdminCvRoutes as api } from '@contracts/api/content-admin-cv';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/routes';
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

/**
 * /api/admin/content/cv: sections, their entries and the settings. Every edit changes the CV's version.
 * Mounted with the rest of the editor (admin-routes.ts), under its no-store.
 */
export function adminCvRoutes(deps: { db: Db }) {
  const { db } = deps;
  return [
    route(api.cv, () => getAdminCv(db)),
    route(api.settings, () => getAdminCvSettings(db)),
    route(api.saveSettings, ({ body }) => saveCvSettings(db, body)),
    route(api.createSection, ({ body }) => createCvSection(db, body)),
    route(api.sectionsOrder, ({ body }) => reorderCvSections(db, body.ids)),
    route(api.saveSection, ({ params, body }) => updateCvSection(db, params.id, body)),
    route(api.deleteSection, async ({ params }) => {
      await deleteCvSection(db, params.id);
      return { deleted: true as const };
    }),
    route(api.createItem, ({ params, body }) => createCvItem(db, params.sectionId, body)),
    route(api.itemsOrder, ({ params, body }) => reorderCvItems(db, params.sectionId, body.ids)),
    route(api.saveItem, ({ params, body }) => updateCvItem(db, params.id, body)),
    route(api.deleteItem, async ({ params }) => {
      await deleteCvItem(db, params.id);
      return { deleted: true as const };
    }),
  ];
}
