import { projectCategories } from '@contracts/content';
import {
  projectCreateSchema,
  projectUpdateSchema,
  type AdminProject,
  type ProjectCreateInput,
  type ProjectUpdateInput,
} from '@contracts/content-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { adminProjectQuery, useSaveProject } from '../../api/admin-projects';
import { ProjectView } from '../project-view';
import { BilingualField } from './bilingual-field';
import { FormProblem, PlainField, SaveBar, StaleNotice } from './form-bits';
import { GalleryField, ImageField } from './image-field';
import { LinksField } from './links-field';
import { suggestSlug, validate } from './logic';
import { PreviewDialog } from './preview-dialog';
import {
  draftToFields,
  draftToProject,
  newProjectDraft,
  projectToDraft,
  type ProjectDraft,
} from './project-draft';
import { useEditorForm } from './use-editor-form';

const p = 'contentAdmin.projects';

type ProjectInput = { id: null; input: ProjectCreateInput } | { id: string; input: ProjectUpdateInput };

/** Creates or edits one project: every field in both languages, images, links, and a preview. */
export function ProjectForm(props: {
  project: AdminProject | null;
  onSaved: (project: AdminProject, created: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  justCreated?: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const save = useSaveProject();
  const [slugEdited, setSlugEdited] = useState(props.project !== null);
  const [previewing, setPreviewing] = useState(false);
  const form = useEditorForm<ProjectDraft, ProjectInput, AdminProject>({
    initialDraft: props.project ? projectToDraft(props.project) : newProjectDraft(),
    initialBase: props.project,
    check: (draft, base) => {
      const fields = draftToFields(draft);
      if (base === null) {
        const checked = validate(projectCreateSchema, { ...fields, published: false });
        return checked.ok ? { ok: true, data: { id: null, input: checked.data } } : checked;
      }
      const checked = validate(projectUpdateSchema, { ...fields, expectedUpdatedAt: base.updatedAt });
      return checked.ok ? { ok: true, data: { id: base.id, input: checked.data } } : checked;
    },
    save: (input) => save.mutateAsync(input),
    toDraft: projectToDraft,
    loadLatest: () =>
      props.project
        ? queryClient.fetchQuery({ ...adminProjectQuery(props.project.id), staleTime: 0 })
        : Promise.reject(new Error('new project')),
    savedText: t(`${p}.saved`),
    onSaved: (saved, created) => {
      setSlugEdited(true);
      props.onSaved(saved, created);
    },
    onDirtyChange: props.onDirtyChange,
    initiallySaved: props.justCreated,
  });
  const { draft, update, errors } = form;

  const setTitle = (title: ProjectDraft['title']) =>
    update(slugEdited ? { title } : { title, slug: suggestSlug(title.es || title.en) });

  return (
    <form
      ref={form.formRef}
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {form.stale ? (
        <StaleNotice busy={form.recovering} onKeepMine={form.keepMine} onLoadLatest={form.loadLatest} />
      ) : null}
      <BilingualField
        label={t(`${p}.fields.title`)}
        path="title"
        value={draft.title}
        onChange={setTitle}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <PlainField
          label={t(`${p}.fields.slug`)}
          path="slug"
          errors={errors}
          hint={`/projects/${draft.slug || '…'}`}
        >
          {(control) => (
            <div className="flex gap-1">
              <Input
                {...control}
                value={draft.slug}
                autoCapitalize="off"
                spellCheck={false}
                onChange={(event) => {
                  setSlugEdited(true);
                  update({ slug: event.target.value.toLowerCase() });
                }}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="shrink-0"
                onClick={() => update({ slug: suggestSlug(draft.title.es || draft.title.en) })}
                aria-label={t(`${p}.suggestSlug`)}
                title={t(`${p}.suggestSlug`)}
              >
                <Sparkles aria-hidden />
              </Button>
            </div>
          )}
        </PlainField>
        <PlainField label={t(`${p}.fields.category`)} path="category" errors={errors}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.category}
              onChange={(event) => update({ category: event.target.value as ProjectDraft['category'] })}
            >
              {projectCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`projects.categories.${category}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </PlainField>
        <PlainField label={t(`${p}.fields.year`)} path="year" errors={errors}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={draft.year}
              onChange={(event) => update({ year: event.target.value.replace(/\D/g, '').slice(0, 4) })}
            />
          )}
        </PlainField>
      </div>
      <PlainField label={t(`${p}.fields.tags`)} path="tags" errors={errors} hint={t(`${p}.tagsHint`)}>
        {(control) => (
          <Input {...control} value={draft.tags} onChange={(event) => update({ tags: event.target.value })} />
        )}
      </PlainField>
      <BilingualField
        label={t(`${p}.fields.summary`)}
        path="summary"
        value={draft.summary}
        onChange={(summary) => update({ summary })}
        errors={errors}
        multiline
        rows={3}
      />
      <ImageField
        label={t(`${p}.fields.cover`)}
        path="cover"
        value={draft.cover}
        onChange={(cover) => update({ cover })}
        errors={errors}
      />
      {(['challenge', 'solution', 'results'] as const).map((key) => (
        <BilingualField
          key={key}
          label={t(`${p}.fields.${key}`)}
          path={key}
          value={draft[key]}
          onChange={(value) => update({ [key]: value })}
          errors={errors}
          multiline
          rows={6}
          hint={t(`${p}.paragraphsHint`)}
        />
      ))}
      <GalleryField
        label={t(`${p}.fields.gallery`)}
        path="gallery"
        value={draft.gallery}
        onChange={(gallery) => update({ gallery })}
        errors={errors}
      />
      <LinksField value={draft.links} onChange={(links) => update({ links })} errors={errors} />
      <FormProblem message={form.problem} />
      <SaveBar
        saving={form.saving}
        saved={form.justSaved}
        dirty={form.dirty || props.project === null}
        onCancel={props.onClose}
        extra={
          <Button type="button" variant="outline" onClick={() => setPreviewing(true)}>
            <Eye aria-hidden />
            {t('contentAdmin.preview.open')}
          </Button>
        }
      />
      <PreviewDialog
        open={previewing}
        onOpenChange={setPreviewing}
        title={draft.title.es || draft.title.en || t('contentAdmin.list.untitled')}
        draft={!(form.base?.published ?? false)}
      >
        {() => <ProjectView project={draftToProject(draft, form.base?.order ?? 0)} />}
      </PreviewDialog>
    </form>
  );
}
