import { pickText } from '@contracts/content';
import type { AdminTestimonial } from '@contracts/content-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareQuote, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { PanelError } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { useI18n } from '@web/lib/i18n';
import {
  adminTestimonialsQuery,
  useDeleteTestimonial,
  usePublishTestimonial,
  useReorderTestimonials,
  useSaveTestimonial,
} from '../../api/admin-testimonials';
import { ConfirmDelete } from './confirm-delete';
import { EditorSheet } from './editor-sheet';
import { useRequestErrorText } from './form-bits';
import { ItemList, ListSkeleton } from './item-list';
import { missingLanguages } from './logic';
import { useNotify } from './notices';
import { PreviewDialog } from './preview-dialog';
import { TestimonialForm, TestimonialPreview, testimonialToDraft } from './testimonial-form';

const p = 'contentAdmin.testimonials';

/** Testimonials: ordered, published or not, each a quote in both languages with its author. */
export function TestimonialsSection(props: { item: string; onItem: (item: string) => void }) {
  const { lang, t } = useI18n();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const requestError = useRequestErrorText();
  const testimonials = useQuery(adminTestimonialsQuery());
  const reorder = useReorderTestimonials();
  const publish = usePublishTestimonial();
  const remove = useDeleteTestimonial();
  const recreate = useSaveTestimonial();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState('');
  const [dirty, setDirty] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const [created, setCreated] = useState('');
  const list = testimonials.data ?? [];
  const find = (id: string) => list.find((item) => item.id === id);
  const nameOf = (id: string) => find(id)?.authorName ?? '';
  const latest = async (id: string): Promise<AdminTestimonial> => {
    const fresh = await queryClient.fetchQuery({ ...adminTestimonialsQuery(), staleTime: 0 });
    const found = fresh.find((item) => item.id === id);
    if (!found) throw new Error('gone');
    return found;
  };

  const confirmDelete = async () => {
    const item = deleting ? find(deleting) : undefined;
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      setDeleting(null);
      if (props.item === item.id) props.onItem('');
      notify({
        tone: 'success',
        text: t(`${p}.deleted`, { name: item.authorName }),
        action: {
          label: t('contentAdmin.delete.undo'),
          run: () =>
            void recreate
              .mutateAsync({ id: null, input: { ...testimonialToDraft(item), published: item.published } })
              .then(() => notify({ tone: 'success', text: t(`${p}.restored`, { name: item.authorName }) }))
              .catch((error: unknown) => notify({ tone: 'error', text: requestError(error) })),
        },
      });
    } catch (error) {
      setDeleting(null);
      notify({ tone: 'error', text: requestError(error) });
    }
  };

  let body;
  if (testimonials.isPending) body = <ListSkeleton />;
  else if (testimonials.isError)
    body = (
      <PanelError
        message={requestError(testimonials.error)}
        retryLabel={t('contentAdmin.common.retry')}
        onRetry={() => void testimonials.refetch()}
      />
    );
  else if (list.length === 0)
    body = (
      <EmptyState
        icon={MessageSquareQuote}
        title={t(`${p}.empty`)}
        description={t(`${p}.emptyHint`)}
        className="py-8"
      />
    );
  else
    body = (
      <ItemList
        label={t(`${p}.listLabel`)}
        testId="content-testimonials"
        items={list.map((item) => ({
          id: item.id,
          title: item.authorName,
          meta: pickText(item.quote, lang),
          published: item.published,
          missing: missingLanguages({ quote: item.quote, authorRole: item.authorRole }),
        }))}
        onMove={(id, offset) =>
          reorder.mutate(
            { id, offset },
            {
              onError: (error) =>
                notify({
                  tone: 'error',
                  text: `${t('contentAdmin.list.moveFailed')} ${requestError(error)}`,
                }),
            },
          )
        }
        onPublish={(id, published) =>
          publish.mutate(
            { id, published },
            {
              onSuccess: () =>
                notify({
                  tone: 'success',
                  text: t(published ? `${p}.publishedNotice` : `${p}.unpublishedNotice`, {
                    name: nameOf(id),
                  }),
                }),
              onError: (error) => notify({ tone: 'error', text: requestError(error) }),
            },
          )
        }
        busy={publish.isPending && publish.variables ? new Set([publish.variables.id]) : undefined}
        onPreview={setPreviewId}
        onEdit={props.onItem}
        onDelete={setDeleting}
      />
    );

  const previewing = find(previewId);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t(`${p}.description`)}</p>
        <Button ref={newButton} type="button" size="sm" onClick={() => props.onItem('new')}>
          <Plus aria-hidden />
          {t(`${p}.new`)}
        </Button>
      </div>
      {body}
      <EditorSheet
        open={props.item !== '' && (props.item === 'new' || testimonials.isSuccess)}
        title={props.item === 'new' ? t(`${p}.new`) : nameOf(props.item) || t(`${p}.edit`)}
        dirty={dirty}
        onClose={() => {
          setDirty(false);
          props.onItem('');
        }}
      >
        {(requestClose) =>
          props.item === 'new' || find(props.item) ? (
            <TestimonialForm
              key={props.item}
              testimonial={find(props.item) ?? null}
              loadLatest={() => latest(props.item)}
              onDirtyChange={setDirty}
              onClose={requestClose}
              justCreated={created !== '' && created === props.item}
              onSaved={(saved, isNew) => {
                if (!isNew) return;
                setCreated(saved.id);
                props.onItem(saved.id);
              }}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('contentAdmin.errors.notFound')}</p>
          )
        }
      </EditorSheet>
      <ConfirmDelete
        name={deleting ? nameOf(deleting) : null}
        deleting={remove.isPending}
        fallbackFocus={newButton}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <PreviewDialog
        open={previewing !== undefined}
        onOpenChange={(open) => (open ? null : setPreviewId(''))}
        title={previewing?.authorName ?? ''}
        draft={previewing ? !previewing.published : false}
      >
        {(previewLang) =>
          previewing ? <TestimonialPreview draft={testimonialToDraft(previewing)} lang={previewLang} /> : null
        }
      </PreviewDialog>
    </div>
  );
}
