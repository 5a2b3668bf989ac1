import { BUSINESS_TIME_ZONE } from '@contracts/i18n';
import type { AdminPaymentRow } from '@contracts/payments';
import type { ReactElement, ReactNode } from 'react';
import { ListRowOpen, ListTable } from '@web/components/admin-list/list-table';
import { TableCell } from '@web/components/ui/admin-table';
import type { SortOrder } from '@web/lib/url-state';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { formatInstant, formatMoney } from '../format';
import { methodKey, providerKey } from '../labels';
import { FlagBadge, PaymentStatusBadge } from './badges';
import { PurposeCell } from './purpose-cell';
import { PlanInstalmentLink } from './plans-instalment-link';
import type { PaymentSortKey } from './url-state';

interface Column {
  id: string;
  label: MessageKey;
  sort?: PaymentSortKey;
  numeric?: boolean;
}

const columns: Column[] = [
  { id: 'date', label: 'payments.admin.columns.date', sort: 'createdAt' },
  { id: 'customer', label: 'payments.admin.columns.customer', sort: 'customerName' },
  { id: 'for', label: 'payments.admin.columns.for' },
  { id: 'status', label: 'payments.admin.columns.status', sort: 'status' },
  { id: 'provider', label: 'payments.admin.columns.provider' },
  { id: 'method', label: 'payments.admin.columns.method' },
  { id: 'amount', label: 'payments.admin.columns.amount', sort: 'amountMinor', numeric: true },
];

/** The dense payments table (the admin-list kit's): sortable headers, a row opens the payment on click or Enter. */
export function PaymentsTable(props: {
  rows: AdminPaymentRow[] | undefined;
  loading: boolean;
  sort: PaymentSortKey;
  order: SortOrder;
  onSort: (key: PaymentSortKey) => void;
  onOpen: (id: string) => void;
  empty: ReactNode;
  dimmed?: boolean;
}) {
  const { t, lang } = useI18n();
  const cells: Record<string, (row: AdminPaymentRow) => ReactElement> = {
    date: (row) => (
      <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">
        <time dateTime={row.createdAt}>{formatInstant(row.createdAt, lang, BUSINESS_TIME_ZONE)}</time>
      </TableCell>
    ),
    customer: (row) => (
      <TableCell className="max-w-[14rem] font-medium">
        <ListRowOpen onOpen={() => props.onOpen(row.id)} hint={t('payments.admin.openDetail')}>
          {row.customerName || row.customerEmail}
        </ListRowOpen>
        <span className="block truncate text-xs font-normal text-muted-foreground">{row.customerEmail}</span>
      </TableCell>
    ),
    for: (row) => (
      <TableCell className="max-w-[14rem]">
        <PurposeCell purpose={row.purpose} appointment={row.appointment} stay={row.stay} />
        {row.plan ? <PlanInstalmentLink plan={row.plan} className="text-xs" /> : null}
      </TableCell>
    ),
    status: (row) => (
      <TableCell>
        <span className="flex flex-wrap gap-1">
          <PaymentStatusBadge status={row.status} />
          {row.flag ? <FlagBadge flag={row.flag} /> : null}
        </span>
      </TableCell>
    ),
    provider: (row) => <TableCell className="whitespace-nowrap">{t(providerKey(row.provider))}</TableCell>,
    method: (row) => (
      <TableCell className="whitespace-nowrap text-muted-foreground">{t(methodKey(row.method))}</TableCell>
    ),
    amount: (row) => (
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        {formatMoney(row.amountMinor, row.currency, lang)}
        {row.refundedMinor > 0 ? (
          <span className="block text-xs text-muted-foreground">
            −{formatMoney(row.refundedMinor, row.currency, lang)}
          </span>
        ) : null}
      </TableCell>
    ),
  };
  return (
    <ListTable
      data-testid="payments-table"
      caption={t('payments.admin.tableCaption')}
      columns={columns.map((column) => ({
        id: column.id,
        header: t(column.label),
        sort: column.sort,
        numeric: column.numeric,
        skeleton: column.numeric ? 'ml-auto w-14' : 'w-24',
        cell: cells[column.id]!,
      }))}
      rows={props.rows}
      rowId={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': 'payment-row', 'data-reference': row.reference })}
      loading={props.loading}
      dimmed={props.dimmed}
      sort={{ key: props.sort, order: props.order, onSort: props.onSort, hint: t('payments.admin.sortHint') }}
      onOpen={props.onOpen}
      empty={props.empty}
    />
  );
}
