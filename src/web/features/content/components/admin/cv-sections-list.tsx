import { pickText } from '@contracts/content';
import { contentAdminCvRoutes } from '@contracts/api/content-admin-cv';
import type { AdminCv, AdminCvItem, AdminCvSection } from '@contracts/content-admin';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { apiCall } from '@web/lib/api-call';
import { useI18n } from '@web/lib/i18n';
import {
  useDeleteCvItem,
  useDeleteCvSection,
  useReorderCvItems,
  useReorderCvSections,
  useSaveCvItem,
  useSaveCvSection,
} from '../../api/admin-cv';
import { contentAdminKeys } from '../../api/admin-keys';
import { ConfirmDelete } from './confirm-delete';
import { useRequestErrorText } from './form-bits';
import { ItemList } from './item-list';
import { missingLanguages } from './logic';
import { useNotify } from './notices';

const c = 'contentAdmin.cv';

/** The CV's sections in order (move, show/hide, edit, delete), each with its entries. */
export function SectionsList({ cv, onItem }: { cv: AdminCv; onItem: (item: string) => void }) {
  const { lang, t } = useI18n();
  const notify = useNotify();
  const requestError = useRequestErrorText();
  const reorder = useReorderCvSections();
  const saveSection = useSaveCvSection();
  const removeSection = useDeleteCvSection();
  const [deleting, setDeleting] = useState<AdminCvSection | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  if (cv.sections.length === 0)
    return (
      <EmptyState
        icon={FileText}
        title={t(`${c}.empty`)}
        description={t(`${c}.emptyHint`)}
        className="py-8"
      />
    );
  const toggleVisible = (section: AdminCvSection) =>
    saveSection.mutate(
      {
        id: section.id,
        input: {
          title: section.title,
          body: section.body,
          visible: !section.visible,
          expectedUpdatedAt: section.updatedAt,
        },
      },
      {
        onSuccess: () =>
          notify({ tone: 'success', text: t(section.visible ? `${c}.hiddenNotice` : `${c}.shownNotice`) }),
        onError: (error) => notify({ tone: 'error', text: requestError(error) }),
      },
    );
  return (
    <>
      <ol
        ref={listRef}
        tabIndex={-1}
        aria-label={t(`${c}.sectionsLabel`)}
        className="space-y-4 outline-none"
        data-testid="content-cv-sections"
      >
        {cv.sections.map((section, index) => {
          const title = pickText(section.title, lang) || t(`${c}.kinds.${section.kind}`);
          return (
            <li key={section.id} data-item-id={section.id} className="rounded-xl border border-border">
              <div className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-2">
                <div className="flex">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === 0}
                    aria-label={t('contentAdmin.list.moveUp', { title })}
                    onClick={() =>
                      reorder.mutate(
                        { id: section.id, offset: -1 },
                        { onError: (e) => notify({ tone: 'error', text: requestError(e) }) },
                      )
                    }
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === cv.sections.length - 1}
                    aria-label={t('contentAdmin.list.moveDown', { title })}
                    onClick={() =>
                      reorder.mutate(
                        { id: section.id, offset: 1 },
                        { onError: (e) => notify({ tone: 'error', text: requestError(e) }) },
                      )
                    }
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                </div>
                <h3 className="min-w-0 flex-1 truncate text-sm font-semibold">{title}</h3>
                <Badge variant="outline">{t(`${c}.kinds.${section.kind}`)}</Badge>
                {section.visible ? null : <Badge>{t(`${c}.hidden`)}</Badge>}
                {missingLanguages({ title: section.title, body: section.body }).map((missing) => (
                  <Badge key={missing} variant="accent">
                    {t(`contentAdmin.list.missing.${missing}`)}
                  </Badge>
                ))}
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={saveSection.isPending}
                  onClick={() => toggleVisible(section)}
                >
                  {t(section.visible ? `${c}.hide` : `${c}.show`)}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t('contentAdmin.list.editItem', { title })}
                  onClick={() => onItem(`section:${section.id}`)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 text-destructive"
                  aria-label={t('contentAdmin.list.deleteItem', { title })}
                  onClick={() => setDeleting(section)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <div className="space-y-3 p-3">
                {section.kind === 'objective' ? (
                  <p className="line-clamp-3 text-sm text-muted-foreground">{pickText(section.body, lang)}</p>
                ) : (
                  <SectionItems section={section} onItem={onItem} />
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <ConfirmDelete
        name={deleting ? pickText(deleting.title, lang) || t(`${c}.kinds.${deleting.kind}`) : null}
        description={t(`${c}.deleteSectionDescription`)}
        deleting={removeSection.isPending}
        fallbackFocus={listRef}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = pickText(deleting.title, lang);
          removeSection.mutate(deleting.id, {
            onSuccess: () => notify({ tone: 'success', text: t(`${c}.sectionDeleted`, { title: name }) }),
            onError: (error) => notify({ tone: 'error', text: requestError(error) }),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}

function SectionItems({ section, onItem }: { section: AdminCvSection; onItem: (item: string) => void }) {
  const { lang, t } = useI18n();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const requestError = useRequestErrorText();
  const reorder = useReorderCvItems(section.id);
  const remove = useDeleteCvItem();
  const recreate = useSaveCvItem();
  const [deleting, setDeleting] = useState<AdminCvItem | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const titleOf = (item: AdminCvItem) => pickText(item.title, lang);

  const restore = async (item: AdminCvItem) => {
    try {
      const { id: _id, sectionId: _s, updatedAt: _u, order: _o, ...fields } = item;
      const again = await recreate.mutateAsync({ id: null, sectionId: section.id, input: fields });
      // Back in its old place: the list as it was, with the new id where the old one stood.
      const ids = section.items.map((i) => (i.id === item.id ? again.id : i.id));
      await apiCall(contentAdminCvRoutes.itemsOrder, { params: { sectionId: section.id }, body: { ids } });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.cv() });
    } catch (error) {
      notify({ tone: 'error', text: requestError(error) });
    }
  };

  return (
    <>
      {section.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`${c}.noItems`)}</p>
      ) : (
        <ItemList
          label={t(`${c}.itemsLabel`, { title: pickText(section.title, lang) })}
          items={section.items.map((item) => ({
            id: item.id,
            title: titleOf(item),
            meta: [pickText(item.organisation, lang), [item.start, item.end].filter(Boolean).join(' – ')]
              .filter(Boolean)
              .join(' · '),
            missing: missingLanguages({
              title: item.title,
              organisation: item.organisation,
              place: item.place,
              summary: item.summary,
              highlights: item.highlights,
              note: item.note,
            }),
          }))}
          onMove={(id, offset) =>
            reorder.mutate(
              { id, offset },
              { onError: (e) => notify({ tone: 'error', text: requestError(e) }) },
            )
          }
          onEdit={(id) => onItem(`item:${id}`)}
          onDelete={(id) => setDeleting(section.items.find((i) => i.id === id) ?? null)}
        />
      )}
      <Button
        ref={newButton}
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => onItem(`item:new:${section.id}`)}
      >
        <Plus aria-hidden />
        {t(`${c}.newItem`)}
      </Button>
      <ConfirmDelete
        name={deleting ? titleOf(deleting) : null}
        deleting={remove.isPending}
        fallbackFocus={newButton}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const item = deleting;
          remove.mutate(item.id, {
            onSuccess: () =>
              notify({
                tone: 'success',
                text: t(`${c}.itemDeleted`, { title: titleOf(item) }),
                action: { label: t('contentAdmin.delete.undo'), run: () => void restore(item) },
              }),
            onError: (error) => notify({ tone: 'error', text: requestError(error) }),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
