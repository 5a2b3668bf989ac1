import { BUSINESS_TIME_ZONE } from '@contracts/i18n';
import { paymentPlanPagePaths, type AdminPlan } from '@contracts/payment-plans';
import { CircleCheck, ExternalLink, HandCoins } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { formatInstant, formatMoney } from '../format';
import { PlanStatusBadge } from '../plan/badges';
import { formatDueDate } from '../plan/plan-view';
import { useOptionLabel } from '../plan/plan-purpose';
import { PaidBar } from '../plan/progress-bar';
import { PurposeCell } from './purpose-cell';
import { recordableInstalment, RecordInstalmentDialog } from './record-instalment-dialog';

const columns: { id: string; label: MessageKey; numeric?: boolean }[] = [
  { id: 'customer', label: 'payments.admin.plans.columns.customer' },
  { id: 'for', label: 'payments.admin.plans.columns.for' },
  { id: 'option', label: 'payments.admin.plans.columns.option' },
  { id: 'status', label: 'payments.admin.plans.columns.status' },
  { id: 'progress', label: 'payments.admin.plans.columns.progress', numeric: true },
  { id: 'nextDue', label: 'payments.admin.plans.columns.nextDue' },
  { id: 'created', label: 'payments.admin.plans.columns.created' },
];

/** Opens the customer's own plan page in a new tab (the owner sees exactly what the customer sees). */
const openPlan = (reference: string) =>
  window.open(paymentPlanPagePaths.status(reference), '_blank', 'noopener,noreferrer');

/**
 * The owner's list of payment plans: overdue rows stand out; a row opens the plan's page in a new tab; the next
 * instalment of a running plan can be recorded as paid in cash or by transfer ("Record payment").
 */
export function PlansTable(props: {
  rows: AdminPlan[] | undefined;
  loading: boolean;
  empty: ReactNode;
  dimmed?: boolean;
}) {
  const { t, lang } = useI18n();
  const optionLabel = useOptionLabel();
  const [recording, setRecording] = useState<AdminPlan | null>(null);
  const [recorded, setRecorded] = useState('');
  const customerOf = (plan: AdminPlan) => plan.customerName || plan.customerEmail;
  return (
    <>
      <p role="status" className={cn('flex items-center gap-2 text-sm', !recorded && 'sr-only')}>
        {recorded ? <CircleCheck aria-hidden className="size-4 shrink-0 text-accent-strong" /> : null}
        {recorded}
      </p>
      <Table aria-busy={props.loading || props.dimmed || undefined} data-testid="plans-table">
        <TableCaption>{t('payments.admin.plans.tableCaption')}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead key={column.id} className={cn(column.numeric && 'text-right')}>
                {t(column.label)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className={cn('transition-opacity', props.dimmed && 'opacity-60')}>
          {props.loading ? (
            Array.from({ length: 6 }, (_, i) => (
              <TableRow key={i} className="hover:bg-transparent">
                {columns.map((column) => (
                  <TableCell key={column.id}>
                    <Skeleton className={cn('h-4', column.numeric ? 'ml-auto w-20' : 'w-24')} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : !props.rows || props.rows.length === 0 ? (
            <TableEmpty colSpan={columns.length}>{props.empty}</TableEmpty>
          ) : (
            props.rows.map((plan) => {
              const money = (minor: number) => formatMoney(minor, plan.currency, lang);
              const overdue = plan.status === 'overdue';
              return (
                <TableRow
                  key={plan.id}
                  className={cn('cursor-pointer', overdue && 'bg-amber-500/10 hover:bg-amber-500/15')}
                  data-testid="plan-row"
                  data-reference={plan.reference}
                  data-status={plan.status}
                  onClick={() => openPlan(plan.reference)}
                >
                  <TableCell
                    className={cn('max-w-[14rem] font-medium', overdue && 'border-l-4 border-l-amber-500')}
                  >
                    <a
                      href={paymentPlanPagePaths.status(plan.reference)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex max-w-full items-center gap-1 rounded outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      onClick={(event) => event.stopPropagation()}
                    >
                      <span className="truncate">{plan.customerName || plan.customerEmail}</span>
                      <ExternalLink aria-hidden className="size-3 shrink-0 text-muted-foreground" />
                      <span className="sr-only">{t('payments.admin.openPlan')}</span>
                    </a>
                    <span className="block truncate text-xs font-normal text-muted-foreground">
                      {plan.customerEmail}
                    </span>
                  </TableCell>
                  <TableCell className="max-w-[14rem]">
                    <PurposeCell purpose={plan.purpose} appointment={plan.appointment} stay={plan.stay} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{optionLabel(plan)}</TableCell>
                  <TableCell>
                    <PlanStatusBadge status={plan.status} className={cn(overdue && 'font-semibold')} />
                  </TableCell>
                  <TableCell className="min-w-[9rem] text-right">
                    <span className="block whitespace-nowrap tabular-nums">
                      {t('payments.admin.plans.progress', {
                        paid: money(plan.paidMinor),
                        total: money(plan.totalMinor),
                      })}
                    </span>
                    <PaidBar
                      paidMinor={plan.paidMinor}
                      totalMinor={plan.totalMinor}
                      label={t('payments.flexible.progress.bar')}
                      valueText={t('payments.admin.plans.progress', {
                        paid: money(plan.paidMinor),
                        total: money(plan.totalMinor),
                      })}
                      overdue={overdue}
                      className="mt-1 h-1.5"
                    />
                  </TableCell>
                  <TableCell className={cn('whitespace-nowrap tabular-nums', overdue && 'font-medium')}>
                    {plan.nextDue ? (
                      <>
                        <time dateTime={plan.nextDue.dueAt}>
                          {formatDueDate(plan.nextDue.dueAt, lang, BUSINESS_TIME_ZONE)}
                        </time>
                        <span className="block text-xs font-normal text-muted-foreground">
                          {money(plan.nextDue.amountMinor)}
                        </span>
                        {recordableInstalment(plan) ? (
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            className="mt-1.5 h-7 px-2.5"
                            data-testid="plan-record"
                            aria-label={t('payments.admin.plans.record.action', {
                              seq: plan.nextDue.seq,
                              count: plan.instalments.length,
                              customer: customerOf(plan),
                            })}
                            onClick={(event) => {
                              // The row opens the plan's page: this button does not.
                              event.stopPropagation();
                              setRecorded('');
                              setRecording(plan);
                            }}
                          >
                            <HandCoins aria-hidden />
                            {t('payments.admin.plans.record.button')}
                          </Button>
                        ) : null}
                      </>
                    ) : (
                      <span className="text-muted-foreground">{t('payments.admin.plans.noneDue')}</span>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">
                    <time dateTime={plan.createdAt}>
                      {formatInstant(plan.createdAt, lang, BUSINESS_TIME_ZONE)}
                    </time>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <RecordInstalmentDialog
        plan={recording}
        onClose={() => setRecording(null)}
        onRecorded={(plan, seq) => {
          setRecording(null);
          setRecorded(t('payments.admin.plans.record.done', { seq, customer: customerOf(plan) }));
        }}
      />
    </>
  );
}
