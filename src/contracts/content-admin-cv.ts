import { z } from 'zod';
import { cvDateSchema, cvSectionKindSchema } from './content';
import {
  adminFields,
  idSchema,
  localizedInput,
  localizedListInput,
  requiredLocalizedInput,
  updatedAtSchema,
} from './content-admin-fields';

/* The CV part of the content admin API (/api/admin/content/cv); conventions in content-admin.ts. */

// ── CV ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * One CV entry in the shape of the table, whatever its section: experience uses title (role),
 * organisation, place, start/end (YYYY-MM; end null = present), summary, highlights; education uses
 * title (degree), organisation (institution), place, start/end (YYYY), note; skills use title (the skill),
 * level (1–5 or null) and note. Fields a kind does not use are kept but not shown.
 */
export const adminCvItemSchema = z.object({
  ...adminFields,
  sectionId: idSchema,
  title: z.object({ es: z.string(), en: z.string() }),
  organisation: z.object({ es: z.string(), en: z.string() }),
  place: z.object({ es: z.string(), en: z.string() }),
  start: z.string().nullable(),
  end: z.string().nullable(),
  summary: z.object({ es: z.string(), en: z.string() }),
  highlights: z.object({ es: z.array(z.string()), en: z.array(z.string()) }),
  level: z.number().int().nullable(),
  note: z.object({ es: z.string(), en: z.string() }),
  order: z.number().int(),
});
export type AdminCvItem = z.infer<typeof adminCvItemSchema>;

export const adminCvSectionSchema = z.object({
  ...adminFields,
  kind: cvSectionKindSchema,
  title: z.object({ es: z.string(), en: z.string() }),
  /** The objective's paragraph (empty for the other kinds). */
  body: z.object({ es: z.string(), en: z.string() }),
  /** Hidden sections stay in the admin but leave the public CV and its PDF. */
  visible: z.boolean(),
  order: z.number().int(),
  items: z.array(adminCvItemSchema),
});
export type AdminCvSection = z.infer<typeof adminCvSectionSchema>;

export const adminCvSettingsSchema = z.object({
  updatedAt: z.string(),
  location: z.object({ es: z.string(), en: z.string() }),
  salaryExpectation: z.object({ es: z.string(), en: z.string() }),
  showSalary: z.boolean(),
});
export type AdminCvSettings = z.infer<typeof adminCvSettingsSchema>;

/** GET /cv: every section (hidden too) with its items, in order, the settings and the public CV version. */
export const adminCvSchema = z.object({
  /** The public CV's version hash (changes with every edit that shows on the CV or its PDF). */
  version: z.string(),
  sections: z.array(adminCvSectionSchema),
  settings: adminCvSettingsSchema,
});
export type AdminCv = z.infer<typeof adminCvSchema>;

const sectionFields = {
  title: requiredLocalizedInput(120),
  body: localizedInput(4000),
  visible: z.boolean(),
};
/** POST /cv/sections (201): one section per kind (a kind that exists → 409, field `kind`). */
export const cvSectionCreateSchema = z.object({ kind: cvSectionKindSchema, ...sectionFields });
export type CvSectionCreateInput = z.input<typeof cvSectionCreateSchema>;
/** PUT /cv/sections/:id (the kind never changes). */
export const cvSectionUpdateSchema = z.object({ ...sectionFields, expectedUpdatedAt: updatedAtSchema });
export type CvSectionUpdateInput = z.input<typeof cvSectionUpdateSchema>;

const cvItemFields = {
  title: requiredLocalizedInput(200),
  organisation: localizedInput(200),
  place: localizedInput(120),
  /** Experience needs a start (field error `required`); `end` before `start` → `end_before_start`. */
  start: cvDateSchema.nullable(),
  end: cvDateSchema.nullable(),
  summary: localizedInput(2000),
  highlights: localizedListInput(12, 300),
  level: z.number().int().min(1).max(5).nullable(),
  note: localizedInput(300),
};
const datesInOrder = (value: { start: string | null; end: string | null }) =>
  value.start === null || value.end === null || value.end >= value.start;
/** POST /cv/sections/:sectionId/items (201): the new item goes last in its section. */
export const cvItemCreateSchema = z
  .object(cvItemFields)
  .refine(datesInOrder, { message: 'end_before_start', path: ['end'] });
export type CvItemCreateInput = z.input<typeof cvItemCreateSchema>;
/** PUT /cv/items/:id. */
export const cvItemUpdateSchema = z
  .object({ ...cvItemFields, expectedUpdatedAt: updatedAtSchema })
  .refine(datesInOrder, { message: 'end_before_start', path: ['end'] });
export type CvItemUpdateInput = z.input<typeof cvItemUpdateSchema>;

/** PUT /cv/settings. */
export const cvSettingsInputSchema = z.object({
  location: requiredLocalizedInput(120),
  salaryExpectation: localizedInput(300),
  showSalary: z.boolean(),
  expectedUpdatedAt: updatedAtSchema,
});
export type CvSettingsInput = z.input<typeof cvSettingsInputSchema>;
