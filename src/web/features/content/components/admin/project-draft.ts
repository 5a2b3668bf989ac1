// The project editor's draft: the form's own shape (year and tags as typed), to and from the API's.
import type { Image, LocalizedText, Project, ProjectCategory } from '@contracts/content';
import type { AdminProject, ProjectCreateInput } from '@contracts/content-admin';
import { parseTags } from './logic';

export interface ProjectDraft {
  slug: string;
  category: ProjectCategory;
  year: string;
  tags: string;
  title: LocalizedText;
  summary: LocalizedText;
  challenge: LocalizedText;
  solution: LocalizedText;
  results: LocalizedText;
  cover: Image | null;
  gallery: Image[];
  links: { label: LocalizedText; url: string }[];
}

const empty = (): LocalizedText => ({ es: '', en: '' });

export function newProjectDraft(year = new Date().getFullYear()): ProjectDraft {
  return {
    slug: '',
    category: 'web',
    year: String(year),
    tags: '',
    title: empty(),
    summary: empty(),
    challenge: empty(),
    solution: empty(),
    results: empty(),
    cover: null,
    gallery: [],
    links: [],
  };
}

export function projectToDraft(project: AdminProject): ProjectDraft {
  return {
    slug: project.slug,
    category: project.category,
    year: String(project.year),
    tags: project.tags.join(', '),
    title: project.title,
    summary: project.summary,
    challenge: project.challenge,
    solution: project.solution,
    results: project.results,
    cover: project.cover,
    gallery: project.gallery,
    links: project.links,
  };
}

/** The API's fields (without `published` / `expectedUpdatedAt`). */
export function draftToFields(draft: ProjectDraft): Omit<ProjectCreateInput, 'published'> {
  const year = draft.year.trim() === '' ? Number.NaN : Number(draft.year);
  return {
    slug: draft.slug.trim(),
    category: draft.category,
    year,
    tags: parseTags(draft.tags),
    title: draft.title,
    summary: draft.summary,
    cover: draft.cover,
    challenge: draft.challenge,
    solution: draft.solution,
    results: draft.results,
    gallery: draft.gallery,
    links: draft.links,
  };
}

/** The draft as the public page's `Project`, for the preview (before saving too). */
export function draftToProject(draft: ProjectDraft, order = 0): Project {
  const fields = draftToFields(draft);
  return {
    ...fields,
    slug: fields.slug || 'preview',
    year: Number.isFinite(fields.year) ? fields.year : new Date().getFullYear(),
    order,
  };
}
