import type { ContactColumn } from '@contracts/contacts';
import type { LeadRow, LeadSortKey } from '@contracts/leads';
import type { ReactNode } from 'react';
import { ListRowOpen, ListTable, type ListColumn } from '@web/components/admin-list/list-table';
import { TableCell } from '@web/components/ui/admin-table';
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
 * The dense contacts table (the admin-list kit's): a checkbox per row and one for the page, the columns the
 * view shows, sortable headers; a row opens the contact on click or Enter. Scrolls sideways on phones.
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
  const ids = props.rows?.map((r) => r.id) ?? [];
  const pageChecked = ids.length > 0 && (props.allMatching || ids.every((id) => props.selected.has(id)));
  const box = 'size-4 accent-[var(--color-accent-strong,currentColor)]';
  const isChecked = (row: LeadRow) => props.allMatching || props.selected.has(row.id);
  const columns: ListColumn<LeadRow, LeadSortKey>[] = [
    {
      id: 'select',
      headClassName: 'w-8',
      header: (
        <input
          type="checkbox"
          className={box}
          aria-label={t('admin.leads.bulk.selectPage')}
          checked={pageChecked}
          disabled={ids.length === 0 || props.allMatching}
          onChange={(event) => props.onSelect(ids, event.target.checked)}
        />
      ),
      cell: (row) => (
        <TableCell onClick={(event) => event.stopPropagation()}>
          <input
            type="checkbox"
            className={box}
            aria-label={t('admin.leads.bulk.selectRow', { name: row.name ?? row.email })}
            checked={isChecked(row)}
            disabled={props.allMatching}
            onChange={(event) => props.onSelect([row.id], event.target.checked)}
          />
        </TableCell>
      ),
    },
    {
      id: 'name',
      header: t('admin.leads.columns.name'),
      sort: 'name',
      cell: (row) => (
        <TableCell className="max-w-[12rem] truncate font-medium">
          <ListRowOpen
            onOpen={() => props.onOpen(row.id)}
            hint={t('admin.leads.openDetail')}
            className={cn(!row.name && 'text-muted-foreground italic')}
          >
            {row.name ?? t('admin.leads.noName')}
          </ListRowOpen>
          {row.company && !props.columns.includes('company') ? (
            <span className="block truncate text-xs font-normal text-muted-foreground">{row.company}</span>
          ) : null}
        </TableCell>
      ),
    },
    ...optionalColumns
      .filter((c) => props.columns.includes(c.id))
      .map((column): ListColumn<LeadRow, LeadSortKey> => ({
        id: column.id,
        header: t(column.label),
        sort: column.sort,
        numeric: column.numeric,
        skeleton: 'w-20',
        cell: (row) => <Cell column={column.id} row={row} />,
      })),
  ];
  return (
    <ListTable
      data-testid="leads-table"
      caption={t('admin.leads.tableCaption')}
      columns={columns}
      rows={props.rows}
      rowId={(row) => row.id}
      rowProps={(row) => ({ 'data-state': isChecked(row) ? 'selected' : undefined })}
      loading={props.loading}
      dimmed={props.dimmed}
      sort={{ key: props.sort, order: props.order, onSort: props.onSort, hint: t('admin.leads.sortHint') }}
      onOpen={props.onOpen}
      empty={props.empty}
    />
  );
}
