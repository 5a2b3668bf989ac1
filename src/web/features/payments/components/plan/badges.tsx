import type { PlanStatus, PublicInstalment } from '@contracts/payment-plans';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';

type InstalmentStatus = PublicInstalment['status'];

const base = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap';

// Quiet tones that still tell the states apart (the text carries the meaning); overdue is amber, not alarm red.
const overdue = 'border-amber-500/50 bg-amber-500/15 text-amber-900 dark:text-amber-200';
const paid = 'border-accent/40 bg-accent/15 text-accent-strong';
const muted = 'border-border bg-muted text-muted-foreground';
const waiting = 'border-border bg-background text-muted-foreground';

const planTone: Record<PlanStatus, string> = {
  awaiting_first: waiting,
  active: 'border-accent/30 bg-accent/5 text-accent-strong',
  overdue,
  completed: paid,
  cancelled: muted,
};

const instalmentTone: Record<InstalmentStatus, string> = {
  due: waiting,
  overdue,
  paid,
  cancelled: `${muted} line-through decoration-1`,
};

/** A plan's status, as the customer's page and the owner's list name it. */
export function PlanStatusBadge(props: { status: PlanStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      data-testid="plan-status"
      data-status={props.status}
      className={cn(base, planTone[props.status], props.className)}
    >
      {t(`payments.common.planStatuses.${props.status}`)}
    </span>
  );
}

/** One instalment's status in the schedule. */
export function InstalmentStatusBadge(props: { status: InstalmentStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      data-testid="instalment-status"
      data-status={props.status}
      className={cn(base, instalmentTone[props.status], props.className)}
    >
      {t(`payments.common.instalmentStatuses.${props.status}`)}
    </span>
  );
}
