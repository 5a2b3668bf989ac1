import { apiErrorBodySchema } from '@contracts/errors';
import { projectListSchema, projectSchema, serviceListSchema, siteProfileSchema } from '@contracts/content';
import { testimonialListSchema } from '@contracts/testimonials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { createTestApp } from '../../test/app';
import { openReadyDatabase, testEngines } from '../../test/databases';

describe.each(testEngines)('content API on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    app = createTestApp(database);
  });
  afterAll(() => database.close());

  it('serves the seeded profile in both languages', async () => {
    const res = await app.request('/api/content/profile');
    expect(res.status).toBe(200);
    const profile = siteProfileSchema.parse(await res.json());
    expect(profile.name).not.toBe('');
    expect(profile.headline.es).not.toBe(profile.headline.en);
  });

  it('lists active services with a free consultation first', async () => {
    const { services } = serviceListSchema.parse(await (await app.request('/api/content/services')).json());
    expect(services.length).toBeGreaterThanOrEqual(5);
    expect(services[0]!.priceMinor).toBe(0);
    expect(services.every((s) => s.currency === 'MXN')).toBe(true);
  });

  it('lists only published projects, and shows one by slug', async () => {
    const { projects } = projectListSchema.parse(await (await app.request('/api/content/projects')).json());
    expect(new Set(projects.map((p) => p.category))).toEqual(
      new Set(['branding', 'web', 'photography', 'legaltech']),
    );
    await database.sql.query('update projects set published = false where slug = $1', [projects[0]!.slug]);
    const after = projectListSchema.parse(await (await app.request('/api/content/projects')).json());
    expect(after.projects.map((p) => p.slug)).not.toContain(projects[0]!.slug);
    expect((await app.request(`/api/content/projects/${projects[0]!.slug}`)).status).toBe(404);

    const res = await app.request(`/api/content/projects/${projects[1]!.slug}`);
    expect(res.status).toBe(200);
    expect(projectSchema.parse(await res.json()).slug).toBe(projects[1]!.slug);
  });

  it('serves only published testimonials, in order (the seeded samples are drafts)', async () => {
    const list = async () => {
      const res = await app.request('/api/content/testimonials');
      expect(res.status).toBe(200);
      return testimonialListSchema.parse(await res.json()).testimonials;
    };
    expect(await list()).toEqual([]);
    await database.sql.query(
      "update testimonials set published = true, sort_order = 10 - sort_order where author_name <> 'Mariana Solís'",
    );
    const shown = await list();
    expect(shown.map((t) => t.authorName)).toEqual(['Lucía Montes', 'Joaquín Herrera']);
    expect(shown[0]!.quote.es).not.toBe('');
    expect(shown[0]!.quote.en).not.toBe('');
  });

  it('answers an unknown project with 404 and a malformed slug with 400, in the API error shape', async () => {
    const missing = await app.request('/api/content/projects/no-such-project');
    expect(missing.status).toBe(404);
    const body = apiErrorBodySchema.parse(await missing.json());
    expect(body.error.code).toBe('not_found');
    expect(body.error.requestId).toBe(missing.headers.get('x-request-id'));

    const bad = await app.request('/api/content/projects/Not%20A%20Slug');
    expect(bad.status).toBe(400);
    const badBody = apiErrorBodySchema.parse(await bad.json());
    expect(badBody.error.code).toBe('validation_failed');
    expect(Object.keys(badBody.error.fields ?? {})).toEqual(['slug']);
  });
});
