import type { AdminResultRow } from '@contracts/diagnostic';
import type { ReactElement, ReactNode } from 'react';
import { ListRowOpen, ListTable } from '@web/components/admin-list/list-table';
import { TableCell } from '@web/components/ui/admin-table';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { dimensionIds, dimensionName, type DimensionId } from '../dimensions';
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

/** The results table (the admin-list kit's): every column sorts; a row opens the result on click or Enter. */
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
  const cells: Record<string, (row: AdminResultRow) => ReactElement> = {
    name: (row) => (
      <TableCell className="max-w-[12rem] truncate font-medium">
        <ListRowOpen
          className="max-w-none"
          onOpen={() => props.onOpen(row.id)}
          hint={t('admin.diagnostic.openDetail')}
        >
          {row.name}
        </ListRowOpen>
      </TableCell>
    ),
    email: (row) => (
      <TableCell className="max-w-[14rem] truncate text-muted-foreground">{row.email}</TableCell>
    ),
    createdAt: (row) => (
      <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, lang)}</time>
      </TableCell>
    ),
    overall: (row) => <TableCell className="text-right font-semibold tabular-nums">{row.overall}</TableCell>,
    level: (row) => (
      <TableCell>
        <LevelBadge level={row.level} />
      </TableCell>
    ),
  };
  return (
    <ListTable
      caption={t('admin.diagnostic.caption')}
      columns={columns.map((column) => ({
        id: column.key,
        header: t(column.label),
        sort: column.key,
        numeric: column.numeric,
        short: column.short,
        skeleton: column.numeric ? 'ml-auto w-8' : 'w-24',
        cell:
          cells[column.key] ??
          ((row: AdminResultRow) => (
            <TableCell className="text-right text-muted-foreground tabular-nums">
              {row.dimensions[column.key as DimensionId] ?? '—'}
            </TableCell>
          )),
      }))}
      rows={props.rows}
      rowId={(row) => row.id}
      loading={props.loading}
      dimmed={props.dimmed}
      sort={{
        key: props.sort,
        order: props.order,
        onSort: props.onSort,
        hint: t('admin.diagnostic.sortHint'),
      }}
      onOpen={props.onOpen}
      empty={props.empty}
    />
  );
}
