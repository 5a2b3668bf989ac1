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
import { SourceBadge, StatusBadge } from './badges';
import { formatDateTime } from './format';
import type { SortOrder } from './url-state';

interface Column {
  id: string;
  label: MessageKey;
  sort?: LeadSortKey;
  numeric?: boolean;
}

const columns: Column[] = [
  { id: 'name', label: 'admin.leads.columns.name', sort: 'name' },
  { id: 'email', label: 'admin.leads.columns.email', sort: 'email' },
  { id: 'sources', label: 'admin.leads.columns.sources' },
  { id: 'status', label: 'admin.leads.columns.status', sort: 'status' },
  { id: 'lastActivity', label: 'admin.leads.columns.lastActivity', sort: 'lastActivityAt' },
  { id: 'events', label: 'admin.leads.columns.events', sort: 'eventCount', numeric: true },
];

/** The dense leads table: sortable headers, a row opens the lead; scrolls sideways on phones. */
export function LeadsTable(props: {
  rows: LeadRow[] | undefined;
  loading: boolean;
  sort: LeadSortKey;
  order: SortOrder;
  onSort: (key: LeadSortKey) => void;
  onOpen: (id: string) => void;
  /** The single row when there are none (empty, filtered-empty or error). */
  empty: ReactNode;
  dimmed?: boolean;
}) {
  const { t, lang } = useI18n();
  return (
    <Table aria-busy={props.loading || props.dimmed || undefined} data-testid="leads-table">
      <TableCaption>{t('admin.leads.tableCaption')}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
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
              {columns.map((column) => (
                <TableCell key={column.id}>
                  <Skeleton className={cn('h-4', column.numeric ? 'ml-auto w-6' : 'w-24')} />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : !props.rows || props.rows.length === 0 ? (
          <TableEmpty colSpan={columns.length}>{props.empty}</TableEmpty>
        ) : (
          props.rows.map((row) => {
            const name = row.name ?? t('admin.leads.noName');
            return (
              <TableRow key={row.id} className="cursor-pointer" onClick={() => props.onOpen(row.id)}>
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
                  {row.company ? (
                    <span className="block truncate text-xs font-normal text-muted-foreground">
                      {row.company}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell className="max-w-[16rem] truncate text-muted-foreground">{row.email}</TableCell>
                <TableCell>
                  <span className="flex gap-1">
                    {row.sources.map((source) => (
                      <SourceBadge key={source} source={source} />
                    ))}
                  </span>
                </TableCell>
                <TableCell>
                  <StatusBadge status={row.status} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">
                  <time dateTime={row.lastActivityAt}>{formatDateTime(row.lastActivityAt, lang)}</time>
                </TableCell>
                <TableCell className="text-right tabular-nums">{row.eventCount}</TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
