import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug';
import { projectCategories, type LocalizedText } from './localized';

export * from './localized';

/** Every text the visitor reads exists in both languages. */
export const localizedTextSchema = z.object({
  es: z.string(),
  en: z.string(),
}) satisfies z.ZodType<LocalizedText>;

export const projectCategorySchema = z.enum(projectCategories);

export const slugSchema = z.string().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN);

export const imageSchema = z.object({
  src: z.string(),
  alt: localizedTextSchema,
  /** Intrinsic size (uploaded media): lets the page reserve the space before the image loads. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** Responsive candidates per format, as `srcset` strings (uploaded media); absent for plain images. */
  srcset: z.object({ avif: z.string(), webp: z.string(), fallback: z.string() }).optional(),
});
export type Image = z.infer<typeof imageSchema>;

export const socialLinkSchema = z.object({ label: z.string(), url: z.string() });

export const siteProfileSchema = z.object({
  name: z.string(),
  headline: localizedTextSchema,
  shortBio: localizedTextSchema,
  longBio: localizedTextSchema,
  portrait: imageSchema.nullable(),
  location: z.string(),
  contactEmail: z.string(),
  socialLinks: z.array(socialLinkSchema),
});
export type SiteProfile = z.infer<typeof siteProfileSchema>;

export const serviceSchema = z.object({
  slug: slugSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  includes: z.object({ es: z.array(z.string()), en: z.array(z.string()) }),
  /** Starting price in minor units (centavos); 0 means free. */
  priceMinor: z.number().int().nonnegative(),
  currency: z.string().length(3),
  durationMinutes: z.number().int().positive(),
  order: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;

export const projectLinkSchema = z.object({ label: localizedTextSchema, url: z.string() });

export const projectSummarySchema = z.object({
  slug: slugSchema,
  category: projectCategorySchema,
  year: z.number().int(),
  tags: z.array(z.string()),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  cover: imageSchema.nullable(),
  order: z.number().int(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectSchema = projectSummarySchema.extend({
  challenge: localizedTextSchema,
  solution: localizedTextSchema,
  results: localizedTextSchema,
  gallery: z.array(imageSchema),
  links: z.array(projectLinkSchema),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.object({ projects: z.array(projectSummarySchema) });
export const serviceListSchema = z.object({ services: z.array(serviceSchema) });

// ── CV ────────────────────────────────────────────────────────────────────────────────────────────────

export const cvSectionKinds = [
  'objective',
  'experience',
  'education',
  'technical',
  'creative',
  'marketing',
  'interpersonal',
] as const;
export const cvSectionKindSchema = z.enum(cvSectionKinds);
export type CvSectionKind = z.infer<typeof cvSectionKindSchema>;
export const cvSkillKinds = ['technical', 'creative', 'marketing', 'interpersonal'] as const;

/** A month as YYYY-MM (experience) or a year as YYYY (education). */
export const cvDateSchema = z.string().regex(/^[0-9]{4}(-(0[1-9]|1[0-2]))?$/);
const localizedListSchema = z.object({ es: z.array(z.string()), en: z.array(z.string()) });

export const cvExperienceItemSchema = z.object({
  id: z.string(),
  role: localizedTextSchema,
  organisation: localizedTextSchema,
  place: localizedTextSchema,
  start: cvDateSchema,
  /** null: the position is current ("present"). */
  end: cvDateSchema.nullable(),
  summary: localizedTextSchema,
  highlights: localizedListSchema,
});
export type CvExperienceItem = z.infer<typeof cvExperienceItemSchema>;

export const cvEducationItemSchema = z.object({
  id: z.string(),
  degree: localizedTextSchema,
  institution: localizedTextSchema,
  place: localizedTextSchema,
  start: cvDateSchema.nullable(),
  end: cvDateSchema.nullable(),
  note: localizedTextSchema,
});
export type CvEducationItem = z.infer<typeof cvEducationItemSchema>;

export const cvSkillItemSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  /** 1–5, or null when the owner gives none. */
  level: z.number().int().min(1).max(5).nullable(),
  note: localizedTextSchema,
});
export type CvSkillItem = z.infer<typeof cvSkillItemSchema>;

export const cvSectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('objective'), title: localizedTextSchema, body: localizedTextSchema }),
  z.object({
    kind: z.literal('experience'),
    title: localizedTextSchema,
    items: z.array(cvExperienceItemSchema),
  }),
  z.object({
    kind: z.literal('education'),
    title: localizedTextSchema,
    items: z.array(cvEducationItemSchema),
  }),
  z.object({ kind: z.enum(cvSkillKinds), title: localizedTextSchema, items: z.array(cvSkillItemSchema) }),
]);
export type CvSection = z.infer<typeof cvSectionSchema>;

/** The public CV: visible sections in order, both languages; the salary only when the owner shows it. */
export const cvSchema = z.object({
  /** A hash of everything below: changes whenever the CV (or the profile it shows) changes. */
  version: z.string(),
  updatedAt: z.string(),
  person: z.object({
    name: z.string(),
    headline: localizedTextSchema,
    contactEmail: z.string(),
    links: z.array(socialLinkSchema),
  }),
  location: localizedTextSchema,
  /** null when the owner hides the salary expectation (or has not written one). */
  salaryExpectation: localizedTextSchema.nullable(),
  sections: z.array(cvSectionSchema),
});
export type Cv = z.infer<typeof cvSchema>;

export const cvPdfQuerySchema = z.object({ lang: z.enum(['es', 'en']).default('es') });
