import { z } from 'zod';
import {
  projectCategorySchema,
  projectSchema,
  projectSummarySchema,
  siteProfileSchema,
  slugSchema,
} from './content';
import {
  adminFields,
  imageInputSchema,
  linkUrlSchema,
  localizedInput,
  requiredLocalizedInput,
  requiredPlain,
  reservedProjectSlugs,
  updatedAtSchema,
} from './content-admin-fields';
import { testimonialSchema } from './testimonials';

/*
 * The content admin API (/api/admin/content, admin only). Every editable entity carries `id` and
 * `updatedAt`; updates send `expectedUpdatedAt` (the `updatedAt` they were based on) and a stale one is a
 * 409 `conflict` with field `expectedUpdatedAt`, so two tabs never silently overwrite each other. Every
 * write moves `updatedAt` forward. Texts are bilingual: a required text needs at least one language (the
 * public site falls back to the other); `missingTranslations` lists what is only in one.
 *
 * Field error codes (in `error.fields`): zod's own, or those in `contentFieldErrorCodes`.
 * 409 codes are all `conflict`; the field says which: `slug` (taken), `kind` (section exists),
 * `expectedUpdatedAt` (stale write), `ids` (a reorder list that is not the current set).
 *
 * Services: booking's admin API (/api/admin/booking/services) already edits every service field (texts,
 * includes, price, duration, active, bookable, payment). Content adds only the list with ids/updatedAt and
 * the reorder by full id list.
 */

export * from './content-admin-fields';
export * from './content-admin-cv';
export * from './content-translations';

// ── Profile ───────────────────────────────────────────────────────────────────────────────────────────

/** GET/PUT /profile. */
export const adminProfileSchema = siteProfileSchema.extend({ updatedAt: z.string() });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const profileInputSchema = z.object({
  name: requiredPlain(120),
  headline: requiredLocalizedInput(200),
  shortBio: requiredLocalizedInput(600),
  longBio: localizedInput(10_000),
  portrait: imageInputSchema.nullable(),
  location: requiredPlain(120),
  contactEmail: z.string().trim().min(1, 'required').max(254, 'too_long').pipe(z.email('invalid_email')),
  socialLinks: z.array(z.object({ label: requiredPlain(40), url: linkUrlSchema })).max(12, 'too_many'),
  expectedUpdatedAt: updatedAtSchema,
});
export type ProfileInput = z.input<typeof profileInputSchema>;

// ── Services (order only; see the note at the top) ────────────────────────────────────────────────────

export const adminContentServiceSchema = z.object({
  ...adminFields,
  slug: slugSchema,
  kind: z.string(),
  name: z.object({ es: z.string(), en: z.string() }),
  description: z.object({ es: z.string(), en: z.string() }),
  includes: z.object({ es: z.array(z.string()), en: z.array(z.string()) }),
  active: z.boolean(),
  bookable: z.boolean(),
  order: z.number().int(),
});
export type AdminContentService = z.infer<typeof adminContentServiceSchema>;
/** GET /services (every service, active or not, rentals included) and the answer of PUT /services/order. */
export const adminContentServiceListSchema = z.object({ services: z.array(adminContentServiceSchema) });

// ── Projects ──────────────────────────────────────────────────────────────────────────────────────────

export const adminProjectSummarySchema = projectSummarySchema.extend({
  ...adminFields,
  published: z.boolean(),
});
export type AdminProjectSummary = z.infer<typeof adminProjectSummarySchema>;
/** GET /projects: drafts included, in the site's order. */
export const adminProjectListSchema = z.object({ projects: z.array(adminProjectSummarySchema) });

/** GET /projects/:id (drafts too): the public `Project` shape plus the admin fields, for the preview. */
export const adminProjectSchema = projectSchema.extend({
  ...adminFields,
  published: z.boolean(),
  createdAt: z.string(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const projectSlugInputSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(80, 'too_long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'invalid_slug')
  .refine((slug) => !(reservedProjectSlugs as readonly string[]).includes(slug), {
    message: 'reserved_slug',
  });

const projectFields = {
  slug: projectSlugInputSchema,
  category: projectCategorySchema,
  year: z.number().int().min(1950).max(2100),
  tags: z.array(requiredPlain(40)).max(20, 'too_many'),
  title: requiredLocalizedInput(160),
  summary: requiredLocalizedInput(600),
  cover: imageInputSchema.nullable(),
  challenge: localizedInput(10_000),
  solution: localizedInput(10_000),
  results: localizedInput(10_000),
  gallery: z.array(imageInputSchema).max(40, 'too_many'),
  links: z.array(z.object({ label: requiredLocalizedInput(80), url: linkUrlSchema })).max(10, 'too_many'),
};

/** POST /projects (201). New projects go last; a draft unless `published`. */
export const projectCreateSchema = z.object({ ...projectFields, published: z.boolean().default(false) });
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;

/** PUT /projects/:id: the whole project (publishing has its own endpoint). */
export const projectUpdateSchema = z.object({ ...projectFields, expectedUpdatedAt: updatedAtSchema });
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;

// ── Testimonials ──────────────────────────────────────────────────────────────────────────────────────

export const adminTestimonialSchema = testimonialSchema.extend({
  ...adminFields,
  published: z.boolean(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const adminTestimonialListSchema = z.object({ testimonials: z.array(adminTestimonialSchema) });

const testimonialFields = {
  quote: requiredLocalizedInput(1000),
  authorName: requiredPlain(120),
  authorRole: localizedInput(160),
  photo: imageInputSchema.nullable(),
};
/** POST /testimonials (201). New ones go last; a draft unless `published`. */
export const testimonialCreateSchema = z.object({
  ...testimonialFields,
  published: z.boolean().default(false),
});
export type TestimonialCreateInput = z.input<typeof testimonialCreateSchema>;
/** PUT /testimonials/:id. */
export const testimonialUpdateSchema = z.object({
  ...testimonialFields,
  expectedUpdatedAt: updatedAtSchema,
});
export type TestimonialUpdateInput = z.input<typeof testimonialUpdateSchema>;

// ── Paths ─────────────────────────────────────────────────────────────────────────────────────────────

const base = '/api/admin/content';
const at = (id: string) => encodeURIComponent(id);

/** Every endpoint of the content admin API, with its method(s). */
export const contentAdminPaths = {
  base,
  /** GET, PUT */
  profile: () => `${base}/profile`,
  /** GET */
  services: () => `${base}/services`,
  /** PUT (reorderInputSchema) */
  servicesOrder: () => `${base}/services/order`,
  /** GET (list, drafts too), POST (create) */
  projects: () => `${base}/projects`,
  /** PUT */
  projectsOrder: () => `${base}/projects/order`,
  /** GET (preview), PUT, DELETE */
  project: (id: string) => `${base}/projects/${at(id)}`,
  /** POST (publishInputSchema) */
  projectPublish: (id: string) => `${base}/projects/${at(id)}/publish`,
  /** GET, POST */
  testimonials: () => `${base}/testimonials`,
  /** PUT */
  testimonialsOrder: () => `${base}/testimonials/order`,
  /** GET, PUT, DELETE */
  testimonial: (id: string) => `${base}/testimonials/${at(id)}`,
  /** POST */
  testimonialPublish: (id: string) => `${base}/testimonials/${at(id)}/publish`,
  /** GET (sections with items, settings, version) */
  cv: () => `${base}/cv`,
  /** GET, PUT */
  cvSettings: () => `${base}/cv/settings`,
  /** POST */
  cvSections: () => `${base}/cv/sections`,
  /** PUT */
  cvSectionsOrder: () => `${base}/cv/sections/order`,
  /** PUT, DELETE (its items go with it) */
  cvSection: (id: string) => `${base}/cv/sections/${at(id)}`,
  /** POST */
  cvSectionItems: (sectionId: string) => `${base}/cv/sections/${at(sectionId)}/items`,
  /** PUT */
  cvSectionItemsOrder: (sectionId: string) => `${base}/cv/sections/${at(sectionId)}/items/order`,
  /** PUT, DELETE */
  cvItem: (id: string) => `${base}/cv/items/${at(id)}`,
} as const;
