import type { LucideIcon } from 'lucide-react';
import { TablePager } from '@web/components/ui/admin-table';
import { ListEmptyState } from '@web/components/ui/empty-state';
import { pageCount } from './url-state';

/**
 * What a list shows with no rows, in this order: it failed to load (retry), the filters match nothing
 * (clear them), or there is nothing yet (the list's own icon and words).
 */
export function ListEmpty(props: {
  error: boolean;
  filtered: boolean;
  icon: LucideIcon;
  texts: {
    errorTitle: string;
    errorHint: string;
    retry: string;
    filteredTitle: string;
    filteredHint: string;
    clear: string;
    emptyTitle: string;
    emptyHint: string;
  };
  onRetry: () => void;
  onClear: () => void;
}) {
  const { texts } = props;
  if (props.error)
    return (
      <ListEmptyState
        kind="error"
        title={texts.errorTitle}
        description={texts.errorHint}
        actionLabel={texts.retry}
        onAction={props.onRetry}
      />
    );
  if (props.filtered)
    return (
      <ListEmptyState
        kind="filtered"
        title={texts.filteredTitle}
        description={texts.filteredHint}
        actionLabel={texts.clear}
        onAction={props.onClear}
      />
    );
  return (
    <ListEmptyState kind="empty" icon={props.icon} title={texts.emptyTitle} description={texts.emptyHint} />
  );
}

/**
 * Previous and next under a paged list, with the rows shown ("51–100 of 240", announced politely) and the
 * page; nothing when there are no rows. `page` is 0-based; the texts get 1-based numbers.
 */
export function ListPager(props: {
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page (the last page may hold fewer). */
  shown?: number;
  label: string;
  summary: (range: { from: number; to: number; total: number }) => string;
  pageText: (page: { page: number; pages: number }) => string;
  previousLabel: string;
  nextLabel: string;
  onPage: (page: number) => void;
}) {
  const { page, pageSize, total } = props;
  if (total === 0) return null;
  const pages = pageCount(total, pageSize);
  const from = page * pageSize + 1;
  const to = Math.min(
    total,
    props.shown === undefined ? (page + 1) * pageSize : page * pageSize + props.shown,
  );
  return (
    <TablePager
      label={props.label}
      summary={props.summary({ from, to, total })}
      page={props.pageText({ page: page + 1, pages })}
      previousLabel={props.previousLabel}
      nextLabel={props.nextLabel}
      onPrevious={page === 0 ? undefined : () => props.onPage(page - 1)}
      onNext={page + 1 >= pages ? undefined : () => props.onPage(page + 1)}
    />
  );
}
