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
import type { Contract } from '@web/components/forms/contract-resolver';
import { useZodForm } from '@web/components/forms/use-zod-form';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { adminProjectQuery, useSaveProject } from '../../api/admin-projects';
import { ProjectView } from '../project-view';
import { BilingualField } from './bilingual-field';
import { FormProblem, SaveBar, StaleNotice, useErrorText } from './form-bits';
import { GalleryField, ImageField } from './image-field';
import { LinksField } from './links-field';
import { suggestSlug } from './logic';
import { PreviewDialog } from './preview-dialog';
import {
  draftToFields,
  draftToProject,
  newProjectDraft,
  projectToDraft,
  type ProjectDraft,
} from './project-draft';
import { useEditorSave } from './use-editor-save';

const p = 'contentAdmin.projects';

/** What the editor checks before sending: a new project is created (a draft), a saved one updated at its version. */
export const projectContract = (
  base: AdminProject | null,
): Contract<ProjectDraft, ProjectCreateInput | ProjectUpdateInput> =>
  base
    ? {
        schema: projectUpdateSchema,
        toInput: (draft) => ({ ...draftToFields(draft), expectedUpdatedAt: base.updatedAt }),
      }
    : { schema: projectCreateSchema, toInput: (draft) => ({ ...draftToFields(draft), published: false }) };

/** Creates or edits one project: every field in both languages, images, links, and a preview. */
export function ProjectForm(props: {
  project: AdminProject | null;
  onSaved: (project: AdminProject, created: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  justCreated?: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const save = useSaveProject();
  const [slugEdited, setSlugEdited] = useState(props.project !== null);
  const [previewing, setPreviewing] = useState(false);
  const [base, setBase] = useState(props.project);
  const form = useZodForm({
    ...projectContract(base),
    defaultValues: props.project ? projectToDraft(props.project) : newProjectDraft(),
    errorText,
  });
  const editor = useEditorSave(form, {
    base,
    setBase,
    toValues: projectToDraft,
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
  const { values: draft, change } = form;
  const { errors } = editor;

  const setTitle = (title: ProjectDraft['title']) => {
    change('title', title);
    if (!slugEdited) change('slug', suggestSlug(title.es || title.en));
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      className="space-y-6"
      // The contract follows `base` (see projectContract).
      onSubmit={editor.onSubmit((input) =>
        save.mutateAsync(
          base
            ? { id: base.id, input: input as ProjectUpdateInput }
            : { id: null, input: input as ProjectCreateInput },
        ),
      )}
    >
      {editor.stale ? (
        <StaleNotice busy={editor.recovering} onKeepMine={editor.keepMine} onLoadLatest={editor.loadLatest} />
      ) : null}
      <BilingualField
        label={t(`${p}.fields.title`)}
        path="title"
        value={draft.title}
        onChange={setTitle}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <FormField
          label={t(`${p}.fields.slug`)}
          error={form.errorOf('slug', true)}
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
                  change('slug', event.target.value.toLowerCase());
                }}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="shrink-0"
                onClick={() => change('slug', suggestSlug(draft.title.es || draft.title.en))}
                aria-label={t(`${p}.suggestSlug`)}
                title={t(`${p}.suggestSlug`)}
              >
                <Sparkles aria-hidden />
              </Button>
            </div>
          )}
        </FormField>
        <FormField label={t(`${p}.fields.category`)} error={form.errorOf('category', true)}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.category}
              onChange={(event) => change('category', event.target.value as ProjectDraft['category'])}
            >
              {projectCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`projects.categories.${category}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t(`${p}.fields.year`)} error={form.errorOf('year', true)}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={draft.year}
              onChange={(event) => change('year', event.target.value.replace(/\D/g, '').slice(0, 4))}
            />
          )}
        </FormField>
      </div>
      <FormField label={t(`${p}.fields.tags`)} error={form.errorOf('tags', true)} hint={t(`${p}.tagsHint`)}>
        {(control) => (
          <Input {...control} value={draft.tags} onChange={(event) => change('tags', event.target.value)} />
        )}
      </FormField>
      <BilingualField
        label={t(`${p}.fields.summary`)}
        path="summary"
        value={draft.summary}
        onChange={(summary) => change('summary', summary)}
        errors={errors}
        multiline
        rows={3}
      />
      <ImageField
        label={t(`${p}.fields.cover`)}
        path="cover"
        value={draft.cover}
        onChange={(cover) => change('cover', cover)}
        errors={errors}
      />
      {(['challenge', 'solution', 'results'] as const).map((key) => (
        <BilingualField
          key={key}
          label={t(`${p}.fields.${key}`)}
          path={key}
          value={draft[key]}
          onChange={(value) => change(key, value)}
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
        onChange={(gallery) => change('gallery', gallery)}
        errors={errors}
      />
      <LinksField value={draft.links} onChange={(links) => change('links', links)} errors={errors} />
      <FormProblem message={editor.problem} />
      <SaveBar
        saving={form.pending}
        saved={editor.justSaved}
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
        draft={!(base?.published ?? false)}
      >
        {() => <ProjectView project={draftToProject(draft, base?.order ?? 0)} />}
      </PreviewDialog>
    </form>
  );
}
