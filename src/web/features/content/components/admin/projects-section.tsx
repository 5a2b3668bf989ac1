import { pickText } from '@contracts/content';
import { contentAdminRoutes } from '@contracts/api/content-admin';
import type { AdminProject } from '@contracts/content-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FolderOpen, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PanelError } from '@web/components/ui/admin-panel';
import { apiCall } from '@web/lib/api-call';
import { useI18n } from '@web/lib/i18n';
import {
  adminProjectQuery,
  adminProjectsQuery,
  useDeleteProject,
  usePublishProject,
  useReorderProjects,
  useSaveProject,
} from '../../api/admin-projects';
import { ProjectView } from '../project-view';
import { ConfirmDelete } from './confirm-delete';
import { EditorSheet } from './editor-sheet';
import { useRequestErrorText } from './form-bits';
import { ItemList, ListSkeleton } from './item-list';
import { missingLanguages } from './logic';
import { useNotify } from './notices';
import { PreviewDialog } from './preview-dialog';
import { ProjectForm } from './project-form';
import { projectToDraft, draftToFields } from './project-draft';

const p = 'contentAdmin.projects';

/** Projects: the list in the site's order (drafts too), publishing, preview, editing and deleting. */
export function ProjectsSection(props: { item: string; onItem: (item: string) => void }) {
  const { lang, t } = useI18n();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const requestError = useRequestErrorText();
  const projects = useQuery(adminProjectsQuery());
  const reorder = useReorderProjects();
  const publish = usePublishProject();
  const remove = useDeleteProject();
  const recreate = useSaveProject();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState('');
  const [dirty, setDirty] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  /** The item just created: its editor opens saying so. */
  const [created, setCreated] = useState('');

  const list = projects.data ?? [];
  const titleOf = (id: string) => {
    const project = list.find((item) => item.id === id);
    return project ? pickText(project.title, lang) : '';
  };

  const togglePublish = (id: string, published: boolean) => {
    setBusy((set) => new Set(set).add(id));
    publish.mutate(
      { id, published },
      {
        onSuccess: () =>
          notify({
            tone: 'success',
            text: t(published ? `${p}.publishedNotice` : `${p}.unpublishedNotice`, { title: titleOf(id) }),
          }),
        onError: (error) => notify({ tone: 'error', text: requestError(error) }),
        onSettled: () =>
          setBusy((set) => {
            const next = new Set(set);
            next.delete(id);
            return next;
          }),
      },
    );
  };

  const move = (id: string, offset: -1 | 1) =>
    reorder.mutate(
      { id, offset },
      {
        onError: (error) =>
          notify({ tone: 'error', text: `${t('contentAdmin.list.moveFailed')} ${requestError(error)}` }),
      },
    );

  /** Undo a delete: the project comes back as it was, in its old place. */
  const restore = async (project: AdminProject, index: number) => {
    try {
      const again = await recreate.mutateAsync({
        id: null,
        input: { ...draftToFields(projectToDraft(project)), published: project.published },
      });
      const ids = (queryClient.getQueryData<{ id: string }[]>(adminProjectsQuery().queryKey) ?? [])
        .map((item) => item.id)
        .filter((id) => id !== again.id);
      ids.splice(Math.min(index, ids.length), 0, again.id);
      await apiCall(contentAdminRoutes.projectsOrder, { body: { ids } });
      await queryClient.invalidateQueries({ queryKey: adminProjectsQuery().queryKey });
      notify({ tone: 'success', text: t(`${p}.restored`, { title: pickText(project.title, lang) }) });
    } catch (error) {
      notify({ tone: 'error', text: requestError(error) });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const id = deleting;
    const index = list.findIndex((item) => item.id === id);
    try {
      // The whole project is kept for Undo before it goes.
      const full = await queryClient.fetchQuery(adminProjectQuery(id));
      await remove.mutateAsync(id);
      setDeleting(null);
      if (props.item === id) props.onItem('');
      notify({
        tone: 'success',
        text: t(`${p}.deleted`, { title: pickText(full.title, lang) }),
        action: { label: t('contentAdmin.delete.undo'), run: () => void restore(full, index) },
      });
    } catch (error) {
      setDeleting(null);
      notify({ tone: 'error', text: requestError(error) });
    }
  };

  const preview = useQuery(adminProjectQuery(previewId));
  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">{t(`${p}.description`)}</p>
      <Button ref={newButton} type="button" size="sm" onClick={() => props.onItem('new')}>
        <Plus aria-hidden />
        {t(`${p}.new`)}
      </Button>
    </div>
  );

  let body;
  if (projects.isPending) body = <ListSkeleton />;
  else if (projects.isError)
    body = (
      <PanelError
        message={requestError(projects.error)}
        retryLabel={t('contentAdmin.common.retry')}
        onRetry={() => void projects.refetch()}
      />
    );
  else if (list.length === 0)
    body = (
      <EmptyState
        icon={FolderOpen}
        title={t(`${p}.empty`)}
        description={t(`${p}.emptyHint`)}
        className="py-8"
      />
    );
  else
    body = (
      <ItemList
        label={t(`${p}.listLabel`)}
        testId="content-projects"
        items={list.map((project) => ({
          id: project.id,
          title: pickText(project.title, lang),
          meta: `${t(`projects.categories.${project.category}`)} · ${project.year} · /projects/${project.slug}`,
          published: project.published,
          missing: missingLanguages({
            title: project.title,
            summary: project.summary,
            cover: project.cover?.alt,
          }),
          thumbnail: project.cover ? (
            <img
              src={project.cover.src}
              alt=""
              className="size-12 shrink-0 rounded-lg object-cover"
              loading="lazy"
            />
          ) : (
            <span aria-hidden className="size-12 shrink-0 rounded-lg bg-muted" />
          ),
        }))}
        busy={busy}
        onMove={move}
        onPublish={togglePublish}
        onPreview={setPreviewId}
        onEdit={props.onItem}
        onDelete={setDeleting}
      />
    );

  return (
    <div className="space-y-4">
      {header}
      {body}
      <EditorSheet
        open={props.item !== ''}
        title={props.item === 'new' ? t(`${p}.new`) : titleOf(props.item) || t(`${p}.edit`)}
        dirty={dirty}
        onClose={() => {
          setDirty(false);
          props.onItem('');
        }}
      >
        {(requestClose) => (
          <ProjectEditor
            key={props.item}
            id={props.item}
            onDirtyChange={setDirty}
            onClose={requestClose}
            justCreated={created !== '' && created === props.item}
            onSaved={(saved, isNew) => {
              if (!isNew) return;
              setCreated(saved.id);
              props.onItem(saved.id);
            }}
          />
        )}
      </EditorSheet>
      <ConfirmDelete
        name={deleting ? titleOf(deleting) : null}
        deleting={remove.isPending}
        fallbackFocus={newButton}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <PreviewDialog
        open={previewId !== ''}
        onOpenChange={(open) => (open ? null : setPreviewId(''))}
        title={titleOf(previewId)}
        draft={preview.data ? !preview.data.published : false}
      >
        {() =>
          preview.data ? (
            <ProjectView project={preview.data} />
          ) : preview.isError ? (
            <p className="p-6 text-sm">{requestError(preview.error)}</p>
          ) : (
            <ListSkeleton />
          )
        }
      </PreviewDialog>
    </div>
  );
}

function ProjectEditor(props: {
  id: string;
  onDirtyChange: (dirty: boolean) => void;
  onClose: () => void;
  onSaved: (project: AdminProject, created: boolean) => void;
  justCreated?: boolean;
}) {
  const { t } = useI18n();
  const requestError = useRequestErrorText();
  const project = useQuery({
    ...adminProjectQuery(props.id),
    enabled: props.id !== '' && props.id !== 'new',
  });
  if (props.id === 'new')
    return (
      <ProjectForm
        project={null}
        onSaved={props.onSaved}
        onDirtyChange={props.onDirtyChange}
        onClose={props.onClose}
      />
    );
  if (project.isPending) return <ListSkeleton />;
  if (project.isError)
    return (
      <PanelError
        message={requestError(project.error)}
        retryLabel={t('contentAdmin.common.retry')}
        onRetry={() => void project.refetch()}
      />
    );
  return (
    <ProjectForm
      project={project.data}
      onSaved={props.onSaved}
      onDirtyChange={props.onDirtyChange}
      onClose={props.onClose}
      justCreated={props.justCreated}
    />
  );
}
