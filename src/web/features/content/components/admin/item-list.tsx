import { ArrowDown, ArrowUp, Eye, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';

export interface ListItem {
  id: string;
  title: string;
  meta?: ReactNode;
  /** Published or draft; absent for lists without publishing (services, CV). */
  published?: boolean;
  /** Languages missing somewhere in the item. */
  missing: ('es' | 'en')[];
  thumbnail?: ReactNode;
  badges?: ReactNode;
}

/**
 * An ordered admin list: move up/down buttons (keyboard and touch; focus stays on the moved item),
 * publish toggle, missing-translation badges, preview, edit and delete.
 */
export function ItemList(props: {
  label: string;
  items: ListItem[];
  onMove?: (id: string, offset: -1 | 1) => void;
  onPublish?: (id: string, published: boolean) => void;
  onPreview?: (id: string) => void;
  onEdit?: (id: string) => void;
  onDelete?: (id: string) => void;
  /** Ids whose publish toggle is waiting for the server. */
  busy?: ReadonlySet<string>;
  testId?: string;
}) {
  const { t } = useI18n();
  const listRef = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<{ id: string; offset: -1 | 1 } | null>(null);
  const order = props.items.map((item) => item.id).join(',');

  // After a move the row is re-inserted: put focus back on its button (or the other one at an end).
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || !listRef.current) return;
    pendingFocus.current = null;
    const row = listRef.current.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(pending.id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.offset}"]:not(:disabled)`);
    const fallback = row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    (wanted ?? fallback)?.focus();
  }, [order]);

  const move = (id: string, offset: -1 | 1) => {
    pendingFocus.current = { id, offset };
    props.onMove?.(id, offset);
  };

  return (
    <ol
      ref={listRef}
      aria-label={props.label}
      data-testid={props.testId}
      className="divide-y divide-border rounded-xl border border-border"
    >
      {props.items.map((item, index) => (
        <li
          key={item.id}
          data-item-id={item.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3 text-sm"
        >
          {props.onMove ? (
            <div className="flex shrink-0 flex-col">
              <button
                type="button"
                data-move="-1"
                disabled={index === 0}
                onClick={() => move(item.id, -1)}
                aria-label={t('contentAdmin.list.moveUp', { title: item.title })}
                className="rounded p-1.5 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-30"
              >
                <ArrowUp aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                data-move="1"
                disabled={index === props.items.length - 1}
                onClick={() => move(item.id, 1)}
                aria-label={t('contentAdmin.list.moveDown', { title: item.title })}
                className="rounded p-1.5 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-30"
              >
                <ArrowDown aria-hidden className="size-4" />
              </button>
            </div>
          ) : null}
          {item.thumbnail}
          <div className="min-w-0 flex-1 basis-40">
            <p className="truncate font-medium" data-testid="item-title">
              {item.title || t('contentAdmin.list.untitled')}
            </p>
            {item.meta ? <p className="truncate text-xs text-muted-foreground">{item.meta}</p> : null}
            <div className="mt-1 flex flex-wrap gap-1.5">
              {item.published === undefined ? null : item.published ? (
                <Badge variant="outline">{t('contentAdmin.list.published')}</Badge>
              ) : (
                <Badge>{t('contentAdmin.list.draft')}</Badge>
              )}
              {item.missing.map((lang) => (
                <Badge key={lang} variant="accent" data-testid={`item-missing-${lang}`}>
                  {t(`contentAdmin.list.missing.${lang}`)}
                </Badge>
              ))}
              {item.badges}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            {props.onPublish && item.published !== undefined ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={props.busy?.has(item.id)}
                onClick={() => props.onPublish?.(item.id, !item.published)}
                aria-label={t(
                  item.published ? 'contentAdmin.list.unpublishItem' : 'contentAdmin.list.publishItem',
                  {
                    title: item.title,
                  },
                )}
              >
                {t(item.published ? 'contentAdmin.list.unpublish' : 'contentAdmin.list.publish')}
              </Button>
            ) : null}
            {props.onPreview ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                onClick={() => props.onPreview?.(item.id)}
                aria-label={t('contentAdmin.list.previewItem', { title: item.title })}
              >
                <Eye aria-hidden />
              </Button>
            ) : null}
            {props.onEdit ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                onClick={() => props.onEdit?.(item.id)}
                aria-label={t('contentAdmin.list.editItem', { title: item.title })}
              >
                <Pencil aria-hidden />
              </Button>
            ) : null}
            {props.onDelete ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 text-destructive"
                onClick={() => props.onDelete?.(item.id)}
                aria-label={t('contentAdmin.list.deleteItem', { title: item.title })}
              >
                <Trash2 aria-hidden />
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Rows of grey blocks while a list loads. */
export function ListSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('contentAdmin.common.loading')} className="space-y-2">
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden className="h-16 w-full animate-pulse rounded-xl bg-muted" />
      ))}
    </div>
  );
}
