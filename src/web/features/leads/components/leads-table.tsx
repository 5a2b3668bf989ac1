import { Users } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCaption,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { useI18n, type MessageKey } from '@web/lib/i18n';

export type LeadColumn = 'name' | 'email' | 'source' | 'status' | 'lastActivity' | 'service' | 'score' | 'firstContact';

/** The leads table with its columns; until the leads module exists it has no rows, only its empty state. */
export function LeadsTable(props: { columns: LeadColumn[]; empty: MessageKey; emptyHint: MessageKey }) {
  const { t } = useI18n();
  return (
    <Table data-testid="leads-table">
      <TableCaption>{t('admin.leads.tableCaption')}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {props.columns.map((column) => (
            <TableHead key={column}>{t(`admin.leads.columns.${column}`)}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableEmpty colSpan={props.columns.length}>
          <EmptyState icon={Users} title={t(props.empty)} description={t(props.emptyHint)} className="border-0 py-14" />
        </TableEmpty>
      </TableBody>
    </Table>
  );
}
