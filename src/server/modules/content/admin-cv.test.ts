import {
  adminCvItemSchema,
  adminCvSchema,
  adminCvSectionSchema,
  adminCvSettingsSchema,
  contentAdminPaths as paths,
  type AdminCvItem,
  type CvItemCreateInput,
} from '@contracts/content-admin';
import { cvSchema } from '@contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { contentAdminHarness } from './admin-test-helpers';

const itemInput = (item: AdminCvItem): CvItemCreateInput => ({
  title: item.title,
  organisation: item.organisation,
  place: item.place,
  start: item.start,
  end: item.end,
  summary: item.summary,
  highlights: item.highlights,
  level: item.level,
  note: item.note,
});

describe.each(testEngines)('CV admin API on $name', (engine) => {
  let database: Database;
  let h: Awaited<ReturnType<typeof contentAdminHarness>>;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    h = await contentAdminHarness(database);
  });
  afterAll(() => database.close());

  const adminCv = async () => adminCvSchema.parse((await h.call('GET', paths.cv())).body);
  const publicCv = async () => cvSchema.parse((await h.call('GET', '/api/content/cv', undefined, null)).body);
  const sectionOf = async (kind: string) => (await adminCv()).sections.find((s) => s.kind === kind)!;

  it('answers every section with its entries, the settings and the public version', async () => {
    const cv = await adminCv();
    expect(cv.sections.map((s) => s.kind)).toEqual([
      'objective',
      'experience',
      'education',
      'technical',
      'creative',
      'marketing',
      'interpersonal',
    ]);
    expect(cv.sections.find((s) => s.kind === 'experience')!.items.length).toBeGreaterThan(0);
    expect(cv.version).toBe((await publicCv()).version);
    expect(cv.settings.showSalary).toBe(true);
  });

  it('an edited entry changes the public CV, its version and the PDF ETag; a stale edit is a 409', async () => {
    const before = await publicCv();
    const experience = await sectionOf('experience');
    const item = experience.items[0]!;
    const saved = await h.call('PUT', paths.cvItem(item.id), {
      ...itemInput(item),
      title: { es: 'Directora creativa', en: 'Creative director' },
      expectedUpdatedAt: item.updatedAt,
    });
    expect(saved.status).toBe(200);
    expect(adminCvItemSchema.parse(saved.body).title.en).toBe('Creative director');

    const after = await publicCv();
    expect(after.version).not.toBe(before.version);
    const shown = after.sections.find((s) => s.kind === 'experience');
    expect(shown && 'items' in shown ? shown.items[0] : null).toMatchObject({
      role: { en: 'Creative director' },
    });
    const pdf = await h.app.request('/api/content/cv.pdf?lang=en');
    expect(pdf.headers.get('etag')).toBe(`"cv-${after.version}-en"`);

    const stale = await h.call('PUT', paths.cvItem(item.id), {
      ...itemInput(item),
      expectedUpdatedAt: item.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(h.errorOf(stale).fields).toEqual({ expectedUpdatedAt: ['stale'] });
  });

  it('validates entries by section kind', async () => {
    const experience = await sectionOf('experience');
    const base = itemInput(experience.items[0]!);
    const undated = await h.call('POST', paths.cvSectionItems(experience.id), { ...base, start: null });
    expect(undated.status).toBe(400);
    expect(h.errorOf(undated).fields).toEqual({ start: ['required'] });

    const backwards = await h.call('POST', paths.cvSectionItems(experience.id), {
      ...base,
      start: '2024-05',
      end: '2023-01',
    });
    expect(backwards.status).toBe(400);
    expect(h.errorOf(backwards).fields).toEqual({ end: ['end_before_start'] });

    const objective = await sectionOf('objective');
    expect((await h.call('POST', paths.cvSectionItems(objective.id), base)).status).toBe(400);

    const missing = await h.call('POST', paths.cvSectionItems('00000000-0000-4000-8000-000000000000'), base);
    expect(missing.status).toBe(404);

    const created = await h.call('POST', paths.cvSectionItems(experience.id), {
      ...base,
      title: { es: 'Nuevo puesto', en: '' },
    });
    expect(created.status).toBe(201);
    const item = adminCvItemSchema.parse(created.body);
    const section = await sectionOf('experience');
    expect(section.items.at(-1)!.id).toBe(item.id);

    // Reorder the entries: the new one first; a partial list is a 409.
    const ids = [item.id, ...section.items.filter((i) => i.id !== item.id).map((i) => i.id)];
    const reordered = await h.call('PUT', paths.cvSectionItemsOrder(experience.id), { ids });
    expect(adminCvSectionSchema.parse(reordered.body).items.map((i) => i.id)).toEqual(ids);
    const shown = (await publicCv()).sections.find((s) => s.kind === 'experience');
    expect(shown && 'items' in shown ? shown.items[0]!.id : null).toBe(item.id);
    const partial = await h.call('PUT', paths.cvSectionItemsOrder(experience.id), { ids: ids.slice(1) });
    expect(partial.status).toBe(409);

    expect((await h.call('DELETE', paths.cvItem(item.id))).status).toBe(200);
    expect((await h.call('DELETE', paths.cvItem(item.id))).status).toBe(404);
  });

  it('hides, reorders, deletes and re-creates sections', async () => {
    const cv = await adminCv();
    const marketing = cv.sections.find((s) => s.kind === 'marketing')!;
    const hidden = await h.call('PUT', paths.cvSection(marketing.id), {
      title: marketing.title,
      body: marketing.body,
      visible: false,
      expectedUpdatedAt: marketing.updatedAt,
    });
    expect(hidden.status).toBe(200);
    const afterHide = await publicCv();
    expect(afterHide.sections.map((s) => s.kind)).not.toContain('marketing');
    expect(afterHide.version).not.toBe(cv.version);

    const ids = cv.sections.map((s) => s.id).reverse();
    const reordered = adminCvSchema.parse((await h.call('PUT', paths.cvSectionsOrder(), { ids })).body);
    expect(reordered.sections.map((s) => s.id)).toEqual(ids);
    expect((await publicCv()).sections[0]!.kind).toBe('interpersonal');
    expect((await h.call('PUT', paths.cvSectionsOrder(), { ids: ids.slice(1) })).status).toBe(409);

    const taken = await h.call('POST', paths.cvSections(), {
      kind: 'marketing',
      title: { es: 'Mercadotecnia', en: 'Marketing' },
      body: { es: '', en: '' },
      visible: true,
    });
    expect(taken.status).toBe(409);
    expect(h.errorOf(taken).fields).toEqual({ kind: ['kind_taken'] });

    expect((await h.call('DELETE', paths.cvSection(marketing.id))).status).toBe(200);
    const again = await h.call('POST', paths.cvSections(), {
      kind: 'marketing',
      title: { es: 'Mercadotecnia', en: 'Marketing' },
      body: { es: '', en: '' },
      visible: true,
    });
    expect(again.status).toBe(201);
    expect(adminCvSectionSchema.parse(again.body).items).toEqual([]);
  });

  it('saves the settings: hiding the salary removes it from the public CV', async () => {
    const settings = adminCvSettingsSchema.parse((await h.call('GET', paths.cvSettings())).body);
    const before = await publicCv();
    expect(before.salaryExpectation).not.toBeNull();
    const saved = await h.call('PUT', paths.cvSettings(), {
      location: settings.location,
      salaryExpectation: settings.salaryExpectation,
      showSalary: false,
      expectedUpdatedAt: settings.updatedAt,
    });
    expect(saved.status).toBe(200);
    const after = await publicCv();
    expect(after.salaryExpectation).toBeNull();
    expect(after.version).not.toBe(before.version);
    const stale = await h.call('PUT', paths.cvSettings(), {
      location: settings.location,
      salaryExpectation: settings.salaryExpectation,
      showSalary: true,
      expectedUpdatedAt: settings.updatedAt,
    });
    expect(stale.status).toBe(409);
    const empty = await h.call('PUT', paths.cvSettings(), {
      location: { es: '', en: '' },
      salaryExpectation: settings.salaryExpectation,
      showSalary: true,
      expectedUpdatedAt: adminCvSettingsSchema.parse(saved.body).updatedAt,
    });
    expect(empty.status).toBe(400);
    expect(h.errorOf(empty).fields).toEqual({ location: ['required'] });
  });
});
