import type { AdminResultRow } from '@contracts/diagnostic';
import type { ReactNode } from 'react';
import {
  SortableHead,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { dimensionIds, dimensionName } from '../dimensions';
import { formatDateTime } from './format';
import { LevelBadge } from './level-badge';
import type { SortKey, SortOrder } from './url-state';

interface Column {
  key: SortKey;
  label: MessageKey;
  numeric?: boolean;
  /** Short header (dimension names are long); the full name goes to title and screen readers. */
  short?: boolean;
}

const columns: Column[] = [
  { key: 'name', label: 'admin.diagnostic.columns.name' },
  { key: 'email', label: 'admin.diagnostic.columns.email' },
  { key: 'createdAt', label: 'admin.diagnostic.columns.date' },
  { key: 'overall', label: 'admin.diagnostic.columns.overall', numeric: true },
  { key: 'level', label: 'admin.diagnostic.columns.level' },
  ...dimensionIds.map((id) => ({ key: id, label: dimensionName(id), numeric: true, short: true })),
];
export const submissionColumnCount = columns.length;

export function SubmissionsTable(props: {
  rows: AdminResultRow[] | undefined;
  loading: boolean;
  sort: SortKey;
  order: SortOrder;
  onSort: (key: SortKey) => void;
  onOpen: (id: string) => void;
  /** Shown as the single row when there are no rows (empty, filtered-empty or error). */
  empty: ReactNode;
  dimmed?: boolean;
}) {
  const { t, lang } = useI18n();
  return (
    <Table aria-busy={props.loading || props.dimmed || undefined}>
      <TableCaption>{t('admin.diagnostic.caption')}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <SortableHead
              key={column.key}
              label={t(column.label)}
              direction={props.sort === column.key ? props.order : undefined}
              onSort={() => props.onSort(column.key)}
              hint={t('admin.diagnostic.sortHint')}
              numeric={column.numeric}
              short={column.short}
            />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={cn('transition-opacity', props.dimmed && 'opacity-60')}>
        {props.loading ? (
          Array.from({ length: 8 }, (_, i) => (
            <TableRow key={i} className="hover:bg-transparent">
              {columns.map((column) => (
                <TableCell key={column.key}>
                  <Skeleton className={cn('h-4', column.numeric ? 'ml-auto w-8' : 'w-24')} />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : !props.rows || props.rows.length === 0 ? (
          <TableEmpty colSpan={columns.length}>{props.empty}</TableEmpty>
        ) : (
          props.rows.map((row) => (
            <TableRow key={row.id} className="cursor-pointer" onClick={() => props.onOpen(row.id)}>
              <TableCell className="max-w-[12rem] truncate font-medium">
                <button
                  type="button"
                  className="truncate rounded text-left outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={(event) => {
                    event.stopPropagation();
                    props.onOpen(row.id);
                  }}
                >
                  {row.name}
                  <span className="sr-only">{t('admin.diagnostic.openDetail')}</span>
                </button>
              </TableCell>
              <TableCell className="max-w-[14rem] truncate text-muted-foreground">{row.email}</TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">
                <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, lang)}</time>
              </TableCell>
              <TableCell className="text-right font-semibold tabular-nums">{row.overall}</TableCell>
              <TableCell>
                <LevelBadge level={row.level} />
              </TableCell>
              {dimensionIds.map((id) => (
                <TableCell key={id} className="text-right text-muted-foreground tabular-nums">
                  {row.dimensions[id] ?? '—'}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
