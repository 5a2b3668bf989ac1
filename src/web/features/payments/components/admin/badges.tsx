import type { PaymentStatus } from '@contracts/payments';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { statusKey } from '../labels';

/** Quiet tones that still tell the states apart (the text carries the meaning). */
const tone: Record<PaymentStatus, string> = {
  open: 'border-border bg-background text-muted-foreground',
  pending: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  paid: 'border-accent/40 bg-accent/15 text-accent-strong',
  failed: 'border-destructive/30 bg-destructive/10 text-destructive',
  expired: 'border-border bg-muted text-muted-foreground',
  refunded: 'border-border bg-muted text-foreground line-through decoration-1',
  partially_refunded: 'border-accent/30 bg-accent/5 text-accent-strong',
};

export function PaymentStatusBadge(props: { status: PaymentStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      data-testid="payment-status"
      data-status={props.status}
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tone[props.status],
        props.className,
      )}
    >
      {t(statusKey(props.status))}
    </span>
  );
}

const knownFlags = ['amount_mismatch', 'slot_taken_refunded', 'refund_failed', 'refund_unconfirmed'] as const;

/** Something that needs the owner's eye (amount mismatch, automatic refund, failed refund). */
export function FlagBadge(props: { flag: string }) {
  const { t } = useI18n();
  const key: MessageKey = (knownFlags as readonly string[]).includes(props.flag)
    ? `payments.admin.flags.${props.flag as (typeof knownFlags)[number]}`
    : 'payments.admin.flags.other';
  return (
    <span className="inline-flex items-center rounded-md border border-destructive/40 px-1.5 py-0.5 text-[11px] whitespace-nowrap text-destructive">
      {t(key)}
    </span>
  );
}
