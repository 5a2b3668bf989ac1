import { describe, expect, it } from 'vitest';
import type {
  AdminCvItem,
  AdminCvSection,
  AdminCvSettings,
  AdminProfile,
  AdminProject,
  AdminTestimonial,
} from '@contracts/content-admin';
import { checkWithContract } from '@web/components/forms/contract-resolver';
import { cvSectionContract, cvSettingsContract } from './cv-forms';
import { cvItemContract } from './cv-item-form';
import { profileContract } from './profile-section';
import { projectContract } from './project-form';
import { newProjectDraft } from './project-draft';
import { testimonialContract } from './testimonial-form';

// What the content editors check before sending (the one form pattern, ADR 057): the API's own schema, on
// the input each form builds from its values, with errors keyed as the API's 400 keys them.
const updatedAt = '2026-11-27T10:00:00.000Z';
const saved = <T>(fields: object) =>
  ({ id: '0b3c4a4e-8f1f-4f5e-9d43-1f0c9f1e2a10', updatedAt, ...fields }) as T;
const text = (es: string, en = '') => ({ es, en });

describe('the content editors’ contracts', () => {
  it('create a new project as a draft from the typed tags and year, and update a saved one at its version', async () => {
    const draft = {
      ...newProjectDraft(2025),
      slug: ' casa ',
      tags: 'web, marca, web',
      title: text('Casa'),
      summary: text('Una casa'),
    };
    const created = await checkWithContract(projectContract(null), draft);
    expect(created).toMatchObject({
      ok: true,
      data: { slug: 'casa', year: 2025, tags: ['web', 'marca'], published: false },
    });
    const updated = await checkWithContract(projectContract(saved<AdminProject>({})), draft);
    expect(updated).toMatchObject({ ok: true, data: { expectedUpdatedAt: updatedAt } });
    expect(updated.ok && 'published' in updated.data).toBe(false);
  });

  it('key a project’s errors by the form’s paths, parts included', async () => {
    const draft = {
      ...newProjectDraft(),
      year: '',
      links: [{ label: text('Sitio'), url: 'javascript:alert(1)' }],
    };
    const checked = await checkWithContract(projectContract(null), draft);
    expect(checked).toEqual({
      ok: false,
      errors: expect.objectContaining({
        slug: 'required',
        title: 'required',
        'links.0.url': 'invalid_url',
      }),
    });
    expect(checked.ok ? {} : Object.keys(checked.errors)).toContain('year');
  });

  it('ask for an experience’s start before anything else, as the item form always has', async () => {
    const empty = {
      title: text(''),
      organisation: text(''),
      place: text(''),
      start: ' ',
      end: '',
      summary: text(''),
      highlights: text(''),
      level: '',
      note: text(''),
    };
    const contract = cvItemContract('experience', null);
    expect(await checkWithContract(contract, empty)).toEqual({ ok: false, errors: { start: 'required' } });
    expect(await checkWithContract(contract, { ...empty, start: '2024-03' })).toEqual({
      ok: false,
      errors: { title: 'required' },
    });
    const item = {
      ...empty,
      title: text('Diseñadora'),
      start: '2024-03',
      highlights: text('Marca\n\n Web '),
    };
    expect(await checkWithContract(contract, item)).toMatchObject({
      ok: true,
      data: { start: '2024-03', end: null, level: null, highlights: { es: ['Marca', 'Web'], en: [] } },
    });
    // A skill has no dates; a saved item is updated at its version.
    const skill = { ...empty, title: text('Tipografía'), start: '', level: '4' };
    expect(await checkWithContract(cvItemContract('technical', saved<AdminCvItem>({})), skill)).toMatchObject(
      {
        ok: true,
        data: { start: null, level: 4, expectedUpdatedAt: updatedAt },
      },
    );
  });

  it('send a section’s kind only when creating it', async () => {
    const draft = {
      kind: 'objective' as const,
      title: text('Objetivo'),
      body: text('Crecer'),
      visible: true,
    };
    expect(await checkWithContract(cvSectionContract(null), draft)).toMatchObject({
      ok: true,
      data: { kind: 'objective' },
    });
    const updated = await checkWithContract(cvSectionContract(saved<AdminCvSection>({})), draft);
    expect(updated).toMatchObject({ ok: true, data: { expectedUpdatedAt: updatedAt } });
    expect(updated.ok && 'kind' in updated.data).toBe(false);
  });

  it('save the profile, the CV settings and a testimonial at the version they were based on', async () => {
    const profile = {
      name: 'Ana',
      headline: text('Marca'),
      shortBio: text('Diseño'),
      longBio: text(''),
      portrait: null,
      location: 'CDMX',
      contactEmail: 'not an address',
      socialLinks: [{ label: 'Web', url: 'https://example.com' }],
    };
    expect(await checkWithContract(profileContract(saved<AdminProfile>({})), profile)).toEqual({
      ok: false,
      errors: { contactEmail: 'invalid_email' },
    });
    const settings = { location: text('CDMX'), salaryExpectation: text(''), showSalary: false };
    expect(await checkWithContract(cvSettingsContract(saved<AdminCvSettings>({})), settings)).toMatchObject({
      ok: true,
      data: { expectedUpdatedAt: updatedAt },
    });
    const testimonial = { quote: text('Claro'), authorName: '', authorRole: text(''), photo: null };
    expect(await checkWithContract(testimonialContract(null), testimonial)).toEqual({
      ok: false,
      errors: { authorName: 'required' },
    });
    expect(
      await checkWithContract(testimonialContract(saved<AdminTestimonial>({})), {
        ...testimonial,
        authorName: 'Clienta',
      }),
    ).toMatchObject({ ok: true, data: { expectedUpdatedAt: updatedAt } });
  });
});
