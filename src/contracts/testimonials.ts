import { z } from 'zod';
import { imageSchema, localizedTextSchema } from './content';

/** A published testimonial as the public site shows it (GET /api/content/testimonials, in order). */
export const testimonialSchema = z.object({
  id: z.uuid(),
  quote: localizedTextSchema,
  authorName: z.string(),
  /** The author's role or company ("Founder, Casa Norte"); may be empty. */
  authorRole: localizedTextSchema,
  photo: imageSchema.nullable(),
  order: z.number().int(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialListSchema = z.object({ testimonials: z.array(testimonialSchema) });
export type TestimonialList = z.infer<typeof testimonialListSchema>;
