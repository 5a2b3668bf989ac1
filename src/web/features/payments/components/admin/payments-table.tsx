import { BUSINESS_TIME_ZONE } from '@contracts/i18n';
import type { AdminPaymentRow } from '@contracts/payments';
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

/** The dense payments table: sortable headers, a row opens the payment; scrolls sideways on phones. */
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
  return (
    <Table aria-busy={props.loading || props.dimmed || undefined} data-testid="payments-table">
      <TableCaption>{t('payments.admin.tableCaption')}</TableCaption>
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
                hint={t('payments.admin.sortHint')}
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
                  <Skeleton className={cn('h-4', column.numeric ? 'ml-auto w-14' : 'w-24')} />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : !props.rows || props.rows.length === 0 ? (
          <TableEmpty colSpan={columns.length}>{props.empty}</TableEmpty>
        ) : (
          props.rows.map((row) => (
            <TableRow
              key={row.id}
              className="cursor-pointer"
              data-testid="payment-row"
              data-reference={row.reference}
              onClick={() => props.onOpen(row.id)}
            >
              <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">
                <time dateTime={row.createdAt}>{formatInstant(row.createdAt, lang, BUSINESS_TIME_ZONE)}</time>
              </TableCell>
              <TableCell className="max-w-[14rem] font-medium">
                <button
                  type="button"
                  className="max-w-full truncate rounded text-left outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={(event) => {
                    event.stopPropagation();
                    props.onOpen(row.id);
                  }}
                >
                  {row.customerName || row.customerEmail}
                  <span className="sr-only">{t('payments.admin.openDetail')}</span>
                </button>
                <span className="block truncate text-xs font-normal text-muted-foreground">
                  {row.customerEmail}
                </span>
              </TableCell>
              <TableCell className="max-w-[14rem]">
                <PurposeCell purpose={row.purpose} appointment={row.appointment} stay={row.stay} />
                {row.plan ? <PlanInstalmentLink plan={row.plan} className="text-xs" /> : null}
              </TableCell>
              <TableCell>
                <span className="flex flex-wrap gap-1">
                  <PaymentStatusBadge status={row.status} />
                  {row.flag ? <FlagBadge flag={row.flag} /> : null}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{t(providerKey(row.provider))}</TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {t(methodKey(row.method))}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatMoney(row.amountMinor, row.currency, lang)}
                {row.refundedMinor > 0 ? (
                  <span className="block text-xs text-muted-foreground">
                    −{formatMoney(row.refundedMinor, row.currency, lang)}
                  </span>
                ) : null}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
