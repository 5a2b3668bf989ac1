import { describe, expect, it } from 'vitest';
import { projectCreateSchema } from '@contracts/content-admin';
import { draftToFields, draftToProject, newProjectDraft } from './project-draft';

describe('project drafts', () => {
  it('turn typed tags and year into the API fields', () => {
    const draft = {
      ...newProjectDraft(2025),
      slug: ' casa ',
      tags: 'web, marca, web',
      title: { es: 'Casa', en: '' },
    };
    const fields = draftToFields(draft);
    expect(fields.year).toBe(2025);
    expect(fields.tags).toEqual(['web', 'marca']);
    expect(fields.slug).toBe('casa');
  });

  it('make an empty year invalid rather than a year 0', () => {
    const fields = draftToFields({ ...newProjectDraft(), year: '' });
    expect(Number.isNaN(fields.year)).toBe(true);
    const checked = projectCreateSchema.safeParse({ ...fields, published: false });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => issue.path.join('.'))).toContain('year');
  });

  it('preview before the slug and year are filled in', () => {
    const project = draftToProject({ ...newProjectDraft(), year: '' }, 3);
    expect(project.slug).toBe('preview');
    expect(Number.isInteger(project.year)).toBe(true);
    expect(project.order).toBe(3);
  });
});
