import {
  adminContentServiceListSchema,
  adminProfileSchema,
  adminProjectListSchema,
  adminProjectSchema,
  adminTestimonialListSchema,
  adminTestimonialSchema,
  contentAdminPaths as paths,
  type ProjectCreateInput,
} from '@contracts/content-admin';
import { projectListSchema, projectSchema, serviceListSchema, siteProfileSchema } from '@contracts/content';
import { testimonialListSchema } from '@contracts/testimonials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { contentAdminHarness } from './admin-test-helpers';

const newProject = (slug: string): ProjectCreateInput => ({
  slug,
  category: 'web',
  year: 2025,
  tags: ['React'],
  title: { es: 'Proyecto de prueba', en: '' },
  summary: { es: 'Un resumen', en: 'A summary' },
  cover: { src: '/images/projects/test.svg', alt: { es: 'Portada', en: 'Cover' } },
  challenge: { es: 'Reto', en: 'Challenge' },
  solution: { es: '', en: '' },
  results: { es: '', en: '' },
  gallery: [],
  links: [{ label: { es: 'Sitio', en: 'Site' }, url: 'https://example.com' }],
});

describe.each(testEngines)('content admin API on $name', (engine) => {
  let database: Database;
  let h: Awaited<ReturnType<typeof contentAdminHarness>>;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    h = await contentAdminHarness(database);
  });
  afterAll(() => database.close());

  const publicProjects = async () =>
    projectListSchema.parse((await h.call('GET', '/api/content/projects', undefined, null)).body).projects;
  const publicTestimonials = async () =>
    testimonialListSchema.parse((await h.call('GET', '/api/content/testimonials', undefined, null)).body)
      .testimonials;

  it('answers 401 signed out and 403 to a visitor, on reads and writes', async () => {
    for (const [method, path] of [
      ['GET', paths.projects()],
      ['POST', paths.projects()],
      ['GET', paths.profile()],
      ['PUT', paths.testimonialsOrder()],
      ['GET', paths.cv()],
    ] as const) {
      expect((await h.call(method, path, {}, null)).status, `${method} ${path}`).toBe(401);
      expect((await h.call(method, path, {}, 'visitor')).status, `${method} ${path}`).toBe(403);
    }
  });

  it('creates a draft project that only the admin sees, then publishes and unpublishes it', async () => {
    const created = await h.call('POST', paths.projects(), newProject('proyecto-prueba'));
    expect(created.status).toBe(201);
    const project = adminProjectSchema.parse(created.body);
    expect(project.published).toBe(false);
    const { projects } = adminProjectListSchema.parse((await h.call('GET', paths.projects())).body);
    expect(projects.at(-1)!.id).toBe(project.id); // new ones go last
    expect(projects.some((p) => !p.published)).toBe(true);

    // A draft is never public, but the admin preview has it in the public shape.
    expect((await publicProjects()).map((p) => p.slug)).not.toContain('proyecto-prueba');
    expect((await h.call('GET', '/api/content/projects/proyecto-prueba', undefined, null)).status).toBe(404);
    const preview = await h.call('GET', paths.project(project.id));
    expect(preview.status).toBe(200);
    expect(projectSchema.parse(preview.body).title.es).toBe('Proyecto de prueba');

    const published = await h.call('POST', paths.projectPublish(project.id), { published: true });
    expect(adminProjectSchema.parse(published.body).published).toBe(true);
    expect((await publicProjects()).map((p) => p.slug)).toContain('proyecto-prueba');
    expect((await h.call('GET', '/api/content/projects/proyecto-prueba', undefined, null)).status).toBe(200);

    await h.call('POST', paths.projectPublish(project.id), { published: false });
    expect((await publicProjects()).map((p) => p.slug)).not.toContain('proyecto-prueba');
  });

  it('updates with optimistic concurrency: the second of two tabs gets a 409', async () => {
    const project = adminProjectSchema.parse(
      (await h.call('POST', paths.projects(), newProject('dos-pestanas'))).body,
    );
    const { id, updatedAt, createdAt: _c, published: _p, order: _o, ...fields } = project;
    const first = await h.call('PUT', paths.project(id), {
      ...fields,
      title: { es: 'Primera', en: 'First' },
      expectedUpdatedAt: updatedAt,
    });
    expect(first.status).toBe(200);
    const saved = adminProjectSchema.parse(first.body);
    expect(saved.title).toEqual({ es: 'Primera', en: 'First' });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(updatedAt));

    const second = await h.call('PUT', paths.project(id), {
      ...fields,
      title: { es: 'Segunda', en: 'Second' },
      expectedUpdatedAt: updatedAt,
    });
    expect(second.status).toBe(409);
    expect(h.errorOf(second)).toMatchObject({ code: 'conflict', fields: { expectedUpdatedAt: ['stale'] } });
    const stored = adminProjectSchema.parse((await h.call('GET', paths.project(id))).body);
    expect(stored.title.es).toBe('Primera');

    // Publishing moves updatedAt too: a form opened before it is stale.
    await h.call('POST', paths.projectPublish(id), { published: true });
    const afterPublish = await h.call('PUT', paths.project(id), {
      ...fields,
      expectedUpdatedAt: saved.updatedAt,
    });
    expect(afterPublish.status).toBe(409);
  });

  it('refuses a slug in use (409 on slug), the reserved airbnb and bad input (400 with fields)', async () => {
    const taken = await h.call('POST', paths.projects(), newProject('la-mansion'));
    expect(taken.status).toBe(409);
    expect(h.errorOf(taken)).toMatchObject({ code: 'conflict', fields: { slug: ['slug_taken'] } });

    const reserved = await h.call('POST', paths.projects(), newProject('airbnb'));
    expect(reserved.status).toBe(400);
    expect(h.errorOf(reserved).fields).toEqual({ slug: ['reserved_slug'] });

    const bad = await h.call('POST', paths.projects(), {
      ...newProject('Bad Slug'),
      title: { es: ' ', en: '' },
      links: [{ label: { es: 'x', en: 'x' }, url: 'javascript:alert(1)' }],
    });
    expect(bad.status).toBe(400);
    const fields = h.errorOf(bad).fields!;
    expect(fields.slug).toContain('invalid_slug');
    expect(fields.title).toEqual(['required']);
    expect(fields['links.0.url']).toEqual(['invalid_url']);

    // Renaming onto another project's slug is the same 409.
    const mine = adminProjectSchema.parse(
      (await h.call('POST', paths.projects(), newProject('renombre'))).body,
    );
    const { id, updatedAt, createdAt: _c, published: _p, order: _o, ...fields2 } = mine;
    const rename = await h.call('PUT', paths.project(id), {
      ...fields2,
      slug: 'contratos-claros',
      expectedUpdatedAt: updatedAt,
    });
    expect(rename.status).toBe(409);
    expect(h.errorOf(rename).fields).toEqual({ slug: ['slug_taken'] });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await h.call('GET', paths.project(unknown))).status).toBe(404);
    expect((await h.call('DELETE', paths.project(unknown))).status).toBe(404);
    expect((await h.call('POST', paths.projectPublish(unknown), { published: true })).status).toBe(404);
    expect((await h.call('DELETE', paths.testimonial(unknown))).status).toBe(404);
    const malformed = await h.call('GET', paths.project('nope'));
    expect(malformed.status).toBe(400);
    expect(Object.keys(h.errorOf(malformed).fields ?? {})).toEqual(['id']);
  });

  it('reorders by the full id list, and refuses a list that is not the current set', async () => {
    const before = adminProjectListSchema.parse((await h.call('GET', paths.projects())).body).projects;
    const reversed = before.map((p) => p.id).reverse();
    const answer = await h.call('PUT', paths.projectsOrder(), { ids: reversed });
    expect(answer.status).toBe(200);
    expect(adminProjectListSchema.parse(answer.body).projects.map((p) => p.id)).toEqual(reversed);
    const visible = before.filter((p) => p.published).map((p) => p.slug);
    expect((await publicProjects()).map((p) => p.slug)).toEqual(visible.reverse());

    for (const ids of [
      reversed.slice(1),
      [...reversed, reversed[0]!],
      [...reversed.slice(1), crypto.randomUUID()],
    ]) {
      const refused = await h.call('PUT', paths.projectsOrder(), { ids });
      expect(refused.status).toBe(409);
      expect(h.errorOf(refused).fields).toEqual({ ids: ['ids_mismatch'] });
    }
  });

  it('deletes a project for good', async () => {
    const project = adminProjectSchema.parse(
      (await h.call('POST', paths.projects(), newProject('borrar'))).body,
    );
    await h.call('POST', paths.projectPublish(project.id), { published: true });
    const deleted = await h.call('DELETE', paths.project(project.id));
    expect(deleted).toEqual({ status: 200, body: { deleted: true } });
    expect((await h.call('GET', paths.project(project.id))).status).toBe(404);
    expect((await publicProjects()).map((p) => p.slug)).not.toContain('borrar');
  });

  it('manages testimonials: drafts stay private, published ones are public in order', async () => {
    // The seeded samples are drafts: nothing invented is public on a fresh site.
    const seeded = adminTestimonialListSchema.parse((await h.call('GET', paths.testimonials())).body);
    expect(seeded.testimonials.length).toBe(3);
    expect(seeded.testimonials.every((t) => !t.published)).toBe(true);
    expect(await publicTestimonials()).toEqual([]);

    const created = await h.call('POST', paths.testimonials(), {
      quote: { es: 'Excelente trabajo.', en: '' },
      authorName: 'Ana Pérez',
      authorRole: { es: 'Directora', en: 'Director' },
      photo: null,
      published: true,
    });
    expect(created.status).toBe(201);
    const ana = adminTestimonialSchema.parse(created.body);
    const second = seeded.testimonials[1]!;
    await h.call('POST', paths.testimonialPublish(second.id), { published: true });
    expect((await publicTestimonials()).map((t) => t.id)).toEqual([second.id, ana.id]);

    const ids = [ana.id, ...seeded.testimonials.map((t) => t.id)];
    const reordered = await h.call('PUT', paths.testimonialsOrder(), { ids });
    expect(reordered.status).toBe(200);
    // A reorder is a write: the rows it moved carry a new updatedAt (a form opened before is stale).
    const moved = adminTestimonialListSchema.parse(reordered.body).testimonials[0]!;
    expect(moved.id).toBe(ana.id);
    expect(Date.parse(moved.updatedAt)).toBeGreaterThan(Date.parse(ana.updatedAt));
    expect((await publicTestimonials()).map((t) => t.id)).toEqual([ana.id, second.id]);
    expect((await h.call('PUT', paths.testimonialsOrder(), { ids: ids.slice(1) })).status).toBe(409);

    const edit = await h.call('PUT', paths.testimonial(ana.id), {
      quote: { es: 'Excelente trabajo.', en: 'Excellent work.' },
      authorName: 'Ana Pérez',
      authorRole: { es: '', en: '' },
      photo: { src: '/uploads/ana.jpg', alt: { es: 'Ana', en: 'Ana' } },
      expectedUpdatedAt: moved.updatedAt,
    });
    expect(edit.status).toBe(200);
    const stale = await h.call('PUT', paths.testimonial(ana.id), {
      quote: { es: 'Otro', en: '' },
      authorName: 'Ana',
      authorRole: { es: '', en: '' },
      photo: null,
      expectedUpdatedAt: moved.updatedAt,
    });
    expect(stale.status).toBe(409);
    const [first] = await publicTestimonials();
    expect(first).toMatchObject({ quote: { en: 'Excellent work.' }, photo: { src: '/uploads/ana.jpg' } });

    const invalid = await h.call('POST', paths.testimonials(), {
      quote: { es: '', en: '' },
      authorName: '',
      authorRole: { es: '', en: '' },
      photo: { src: 'javascript:x', alt: { es: '', en: '' } },
    });
    expect(invalid.status).toBe(400);
    expect(h.errorOf(invalid).fields).toMatchObject({
      quote: ['required'],
      authorName: ['required'],
      'photo.src': ['invalid_image'],
    });

    await h.call('POST', paths.testimonialPublish(ana.id), { published: false });
    expect((await publicTestimonials()).map((t) => t.id)).toEqual([second.id]);
    expect((await h.call('DELETE', paths.testimonial(second.id))).status).toBe(200);
    expect(await publicTestimonials()).toEqual([]);
  });

  it('saves the profile with a stale check, and the public profile shows it at once', async () => {
    const profile = adminProfileSchema.parse((await h.call('GET', paths.profile())).body);
    const { updatedAt, ...fields } = profile;
    const saved = await h.call('PUT', paths.profile(), {
      ...fields,
      headline: { es: 'Nuevo titular', en: '' },
      expectedUpdatedAt: updatedAt,
    });
    expect(saved.status).toBe(200);
    const shown = siteProfileSchema.parse(
      (await h.call('GET', '/api/content/profile', undefined, null)).body,
    );
    expect(shown.headline).toEqual({ es: 'Nuevo titular', en: '' });
    const stale = await h.call('PUT', paths.profile(), { ...fields, expectedUpdatedAt: updatedAt });
    expect(stale.status).toBe(409);
    const bad = await h.call('PUT', paths.profile(), {
      ...fields,
      contactEmail: 'not-an-email',
      expectedUpdatedAt: adminProfileSchema.parse(saved.body).updatedAt,
    });
    expect(bad.status).toBe(400);
    expect(h.errorOf(bad).fields).toEqual({ contactEmail: ['invalid_email'] });
  });

  it('lists every service and reorders them; the public list follows', async () => {
    const { services } = adminContentServiceListSchema.parse((await h.call('GET', paths.services())).body);
    expect(services.some((s) => s.kind === 'rental')).toBe(true);
    const ids = services.map((s) => s.id).reverse();
    const answer = await h.call('PUT', paths.servicesOrder(), { ids });
    expect(adminContentServiceListSchema.parse(answer.body).services.map((s) => s.id)).toEqual(ids);
    const shown = serviceListSchema.parse(
      (await h.call('GET', '/api/content/services', undefined, null)).body,
    );
    const expected = [...services]
      .reverse()
      .filter((s) => s.active && s.kind !== 'rental')
      .map((s) => s.slug);
    expect(shown.services.map((s) => s.slug)).toEqual(expected);
    expect((await h.call('PUT', paths.servicesOrder(), { ids: ids.slice(2) })).status).toBe(409);
  });
});
