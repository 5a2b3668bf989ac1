import { Users } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCaption,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { useI18n, type MessageKey } from '@web/lib/i18n';

export type LeadColumn =
  'name' | 'email' | 'source' | 'status' | 'lastActivity' | 'service' | 'score' | 'firstContact';

/**
 * The leads table with its columns; until the leads module exists it has no rows. The empty state sits under
 * the table rather than in a row, so it stays in view on a phone while the wide header scrolls sideways.
 */
export function LeadsTable(props: { columns: LeadColumn[]; empty: MessageKey; emptyHint: MessageKey }) {
  const { t } = useI18n();
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card" data-testid="leads-table">
      <Table wrapperClassName="rounded-none border-0">
        <TableCaption>{t('admin.leads.tableCaption')}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {props.columns.map((column) => (
              <TableHead key={column}>{t(`admin.leads.columns.${column}`)}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody />
      </Table>
      <EmptyState
        icon={Users}
        title={t(props.empty)}
        description={t(props.emptyHint)}
        className="rounded-none border-0 border-t border-border py-14"
      />
    </div>
  );
}
