import type { Db } from '../../platform/db/client';
import { testimonials } from './schema';

/*
 * Seed set 'testimonials-v1'. Until issue 5 the home page had no testimonials at all, only an invitation
 * to write one (that text stays in the locale files: it is the section's empty state). These are samples
 * for the admin editor, written around the sample projects, and seeded as drafts: an invented endorsement
 * must never reach the public site just because the owner has not replaced it yet. A shipped set never
 * changes.
 */
export const seedTestimonials: (typeof testimonials.$inferInsert)[] = [
  {
    quote: {
      es: 'Pasamos de redactar cada contrato desde cero a tener un borrador listo en minutos. Lo mejor fue que entendió cómo trabaja un despacho antes de proponer cualquier herramienta.',
      en: 'We went from drafting every contract from scratch to having a draft ready in minutes. Best of all, Alex understood how a law firm works before proposing any tool.',
    },
    authorName: 'Mariana Solís',
    authorRole: { es: 'Socia, despacho laboral (muestra)', en: 'Partner, employment law firm (sample)' },
    sortOrder: 1,
  },
  {
    quote: {
      es: 'La tienda y la app de pedidos se sienten nuestras: claras, rápidas y fáciles de mantener. Nuestros clientes mayoristas dejaron de pedir por WhatsApp en un mes.',
      en: 'The shop and the ordering app feel like ours: clear, fast and easy to maintain. Our wholesale customers stopped ordering over WhatsApp within a month.',
    },
    authorName: 'Joaquín Herrera',
    authorRole: {
      es: 'Coordinador, cooperativa de café (muestra)',
      en: 'Coordinator, coffee cooperative (sample)',
    },
    sortOrder: 2,
  },
  {
    quote: {
      es: 'Llegamos con muchas ideas sueltas y salimos con una identidad que por fin cuenta lo que hacemos. El empaque se volvió parte de la experiencia de comprar una pieza.',
      en: 'We arrived with lots of loose ideas and left with an identity that finally tells what we do. The packaging became part of the experience of buying a piece.',
    },
    authorName: 'Lucía Montes',
    authorRole: { es: 'Fundadora, taller de cerámica (muestra)', en: 'Founder, ceramics studio (sample)' },
    sortOrder: 3,
  },
];

export async function seedTestimonialsSet(tx: Db): Promise<void> {
  await tx.insert(testimonials).values(seedTestimonials.map((t) => ({ ...t, published: false })));
}
