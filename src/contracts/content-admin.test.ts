import { describe, expect, it } from 'vitest';
import {
  contentAdminPaths,
  missingTranslations,
  projectCreateSchema,
  requiredLocalizedInput,
} from './content-admin';

describe('missingTranslations', () => {
  it('lists the fields written in one language only, at any depth', () => {
    expect(
      missingTranslations({
        title: { es: 'Hola', en: '' },
        summary: { es: '  ', en: 'Hello' },
        body: { es: '', en: '' },
        name: 'Not localized',
        gallery: [
          { src: '/a.jpg', alt: { es: 'Foto', en: 'Photo' } },
          { src: '/b.jpg', alt: { es: 'B', en: '' } },
        ],
        links: [{ label: { es: '', en: 'Site' }, url: 'https://example.com' }],
        includes: { es: ['Uno', 'Dos'], en: ['One'] },
        highlights: { es: [], en: [] },
      }),
    ).toEqual({ es: ['summary', 'links.0.label'], en: ['title', 'gallery.1.alt', 'includes'] });
  });

  it('finds nothing in a fully translated value or in non-objects', () => {
    expect(missingTranslations({ title: { es: 'a', en: 'b' } })).toEqual({ es: [], en: [] });
    expect(missingTranslations(null)).toEqual({ es: [], en: [] });
    expect(missingTranslations('text')).toEqual({ es: [], en: [] });
  });
});

describe('content admin inputs', () => {
  it('needs one language of a required text, not both', () => {
    const schema = requiredLocalizedInput(10);
    expect(schema.safeParse({ es: 'Hola', en: '' }).success).toBe(true);
    const empty = schema.safeParse({ es: ' ', en: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('required');
  });

  it('refuses the reserved project slug', () => {
    const slug = projectCreateSchema.shape.slug;
    expect(slug.safeParse('mi-proyecto').success).toBe(true);
    expect(slug.safeParse('airbnb').error?.issues[0]?.message).toBe('reserved_slug');
    expect(slug.safeParse('Mi Proyecto').error?.issues[0]?.message).toBe('invalid_slug');
  });

  it('builds the admin paths with encoded ids', () => {
    expect(contentAdminPaths.project('a/b')).toBe('/api/admin/content/projects/a%2Fb');
    expect(contentAdminPaths.cvSectionItemsOrder('s1')).toBe('/api/admin/content/cv/sections/s1/items/order');
  });
});
