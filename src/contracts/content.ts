import { z } from 'zod';

/** Every text the visitor reads exists in both languages. */
export const localizedTextSchema = z.object({ es: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const projectCategories = ['branding', 'web', 'photography', 'legaltech'] as const;
export const projectCategorySchema = z.enum(projectCategories);
export type ProjectCategory = z.infer<typeof projectCategorySchema>;

export const slugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const imageSchema = z.object({ src: z.string(), alt: localizedTextSchema });
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
