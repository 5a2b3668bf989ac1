import type { ContactColumn } from '@contracts/contacts';
import type { LeadRow, LeadSortKey } from '@contracts/leads';
import type { ReactNode } from 'react';
import {
  SortableHead,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { SourceBadge, StatusBadge, TagChip } from './badges';
import { formatDateTime } from './format';
import type { SortOrder } from './url-state';

interface Column {
  id: ContactColumn;
  label: MessageKey;
  sort?: LeadSortKey;
  numeric?: boolean;
}

export const optionalColumns: Column[] = [
  { id: 'email', label: 'admin.leads.columns.email', sort: 'email' },
  { id: 'phone', label: 'admin.leads.columns.phone' },
  { id: 'company', label: 'admin.leads.columns.company' },
  { id: 'sources', label: 'admin.leads.columns.sources' },
  { id: 'tags', label: 'admin.leads.columns.tags' },
  { id: 'status', label: 'admin.leads.columns.status', sort: 'status' },
  { id: 'firstTouch', label: 'admin.leads.columns.firstTouch', sort: 'createdAt' },
  { id: 'lastActivity', label: 'admin.leads.columns.lastActivity', sort: 'lastActivityAt' },
  { id: 'events', label: 'admin.leads.columns.events', sort: 'eventCount', numeric: true },
];

function Cell(props: { column: ContactColumn; row: LeadRow }) {
  const { lang } = useI18n();
  const { row } = props;
  switch (props.column) {
    case 'email':
      return <TableCell className="max-w-[16rem] truncate text-muted-foreground">{row.email}</TableCell>;
    case 'phone':
      return <TableCell className="whitespace-nowrap text-muted-foreground">{row.phone ?? ''}</TableCell>;
    case 'company':
      return <TableCell className="max-w-[12rem] truncate">{row.company ?? ''}</TableCell>;
    case 'sources':
      return (
        <TableCell>
          <span className="flex gap-1">
            {row.sources.map((source) => (
              <SourceBadge key={source} source={source} />
            ))}
          </span>
        </TableCell>
      );
    case 'tags':
      return (
        <TableCell>
          <span className="flex flex-wrap gap-1">
            {row.tags.map((tag) => (
              <TagChip key={tag.id} name={tag.name} color={tag.color} />
            ))}
          </span>
        </TableCell>
      );
    case 'status':
      return (
        <TableCell>
          <StatusBadge status={row.status} />
        </TableCell>
      );
    case 'firstTouch':
    case 'lastActivity': {
      const at = props.column === 'firstTouch' ? row.firstTouchAt : row.lastActivityAt;
      return (
        <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">
          <time dateTime={at}>{formatDateTime(at, lang)}</time>
        </TableCell>
      );
    }
    case 'events':
      return <TableCell className="text-right tabular-nums">{row.eventCount}</TableCell>;
  }
}

/**
 * The dense contacts table: a checkbox per row and one for the page, the columns the view shows, sortable
 * headers; a row opens the contact. Scrolls sideways on phones.
 */
export function LeadsTable(props: {
  rows: LeadRow[] | undefined;
  loading: boolean;
  sort: LeadSortKey;
  order: SortOrder;
  columns: ContactColumn[];
  onSort: (key: LeadSortKey) => void;
  onOpen: (id: string) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  /** Every matching contact is selected (the rows' boxes show it and are locked). */
  allMatching?: boolean;
  /** The single row when there are none (empty, filtered-empty or error). */
  empty: ReactNode;
  dimmed?: boolean;
}) {
  const { t } = useI18n();
  const columns = optionalColumns.filter((c) => props.columns.includes(c.id));
  const span = columns.length + 2;
  const ids = props.rows?.map((r) => r.id) ?? [];
  const pageChecked = ids.length > 0 && (props.allMatching || ids.every((id) => props.selected.has(id)));
  const box = 'size-4 accent-[var(--color-accent-strong,currentColor)]';
  return (
    <Table aria-busy={props.loading || props.dimmed || undefined} data-testid="leads-table">
      <TableCaption>{t('admin.leads.tableCaption')}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-8">
            <input
              type="checkbox"
              className={box}
              aria-label={t('admin.leads.bulk.selectPage')}
              checked={pageChecked}
              disabled={ids.length === 0 || props.allMatching}
              onChange={(event) => props.onSelect(ids, event.target.checked)}
            />
          </TableHead>
          <SortableHead
            label={t('admin.leads.columns.name')}
            direction={props.sort === 'name' ? props.order : undefined}
            onSort={() => props.onSort('name')}
            hint={t('admin.leads.sortHint')}
          />
          {columns.map((column) => {
            const key = column.sort;
            if (!key)
              return (
                <TableHead key={column.id} className={cn(column.numeric && 'text-right')}>
                  {t(column.label)}
                </TableHead>
              );
            return (
              <SortableHead
                key={column.id}
                label={t(column.label)}
                direction={props.sort === key ? props.order : undefined}
                onSort={() => props.onSort(key)}
                hint={t('admin.leads.sortHint')}
                numeric={column.numeric}
              />
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody className={cn('transition-opacity', props.dimmed && 'opacity-60')}>
        {props.loading ? (
          Array.from({ length: 8 }, (_, i) => (
            <TableRow key={i} className="hover:bg-transparent">
              {Array.from({ length: span }, (_, j) => (
                <TableCell key={j}>
                  <Skeleton className="h-4 w-20" />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : !props.rows || props.rows.length === 0 ? (
          <TableEmpty colSpan={span}>{props.empty}</TableEmpty>
        ) : (
          props.rows.map((row) => {
            const name = row.name ?? t('admin.leads.noName');
            const checked = props.allMatching || props.selected.has(row.id);
            return (
              <TableRow
                key={row.id}
                className="cursor-pointer"
                data-state={checked ? 'selected' : undefined}
                onClick={() => props.onOpen(row.id)}
              >
                <TableCell onClick={(event) => event.stopPropagation()}>
                  <input
                    type="checkbox"
                    className={box}
                    aria-label={t('admin.leads.bulk.selectRow', { name: row.name ?? row.email })}
                    checked={checked}
                    disabled={props.allMatching}
                    onChange={(event) => props.onSelect([row.id], event.target.checked)}
                  />
                </TableCell>
                <TableCell className="max-w-[12rem] truncate font-medium">
                  <button
                    type="button"
                    className={cn(
                      'max-w-full truncate rounded text-left outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
                      !row.name && 'text-muted-foreground italic',
                    )}
                    onClick={(event) => {
                      event.stopPropagation();
                      props.onOpen(row.id);
                    }}
                  >
                    {name}
                    <span className="sr-only">{t('admin.leads.openDetail')}</span>
                  </button>
                  {row.company && !props.columns.includes('company') ? (
                    <span className="block truncate text-xs font-normal text-muted-foreground">
                      {row.company}
                    </span>
                  ) : null}
                </TableCell>
                {columns.map((column) => (
                  <Cell key={column.id} column={column.id} row={row} />
                ))}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
