import type { PublicPayment } from '@contracts/payments';
import { CircleCheck, CircleX, Clock, LoaderCircle, RotateCcw, Store, type LucideIcon } from 'lucide-react';
import { Eyebrow } from '@web/components/ui/layout';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { formatMoney } from '../format';
import type { PaymentView } from '../status-view';

const look: Record<PaymentView, { icon: LucideIcon; title: MessageKey; lead: MessageKey; spin?: boolean }> = {
  receipt: {
    icon: CircleCheck,
    title: 'payments.success.receipt.title',
    lead: 'payments.success.receipt.lead',
  },
  refunded: {
    icon: RotateCcw,
    title: 'payments.success.refunded.title',
    lead: 'payments.success.refunded.lead',
  },
  pending: { icon: Store, title: 'payments.success.pending.title', lead: 'payments.success.pending.lead' },
  confirming: {
    icon: LoaderCircle,
    title: 'payments.success.confirming.title',
    lead: 'payments.success.confirming.lead',
    spin: true,
  },
  declined: {
    icon: CircleX,
    title: 'payments.success.declined.title',
    lead: 'payments.success.declined.lead',
  },
  failed: { icon: CircleX, title: 'payments.success.failed.title', lead: 'payments.success.failed.lead' },
  expired: { icon: Clock, title: 'payments.success.expired.title', lead: 'payments.success.expired.lead' },
};

/** A stay's payment speaks of its nights and the stay, not of an appointment's time. */
const stayLeads: Partial<Record<PaymentView, MessageKey>> = {
  receipt: 'payments.success.stay.receipt',
  pending: 'payments.success.stay.pending',
  declined: 'payments.success.stay.declined',
  failed: 'payments.success.stay.failed',
  expired: 'payments.success.stay.expired',
};

/** The top of /payment-success: an icon, the state as the h1, and what it means for the visitor. */
export function StateHeader(props: { view: PaymentView; payment: PublicPayment }) {
  const { t, lang } = useI18n();
  const { icon: Icon, title, lead, spin } = look[props.view];
  const p = props.payment;
  const stayLead = p.purpose === 'stay' || p.stay ? stayLeads[props.view] : undefined;
  return (
    <header className="space-y-4">
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full',
          props.view === 'receipt' ? 'bg-accent/15' : 'bg-muted',
        )}
      >
        <Icon
          aria-hidden
          className={cn(
            'size-6',
            props.view === 'receipt' ? 'text-accent-strong' : 'text-muted-foreground',
            spin && 'motion-safe:animate-spin',
          )}
        />
      </span>
      <Eyebrow>{t('payments.success.eyebrow')}</Eyebrow>
      <h1
        className="font-display text-4xl tracking-tight text-balance sm:text-5xl"
        data-testid="payment-title"
      >
        {t(title)}
      </h1>
      <p className="text-lg text-muted-foreground text-pretty">
        {props.view === 'refunded' && p.refundedBecauseSlotTaken
          ? t('payments.success.refunded.slotTaken')
          : t(stayLead ?? lead)}
      </p>
      {props.view === 'receipt' && p.refundedMinor > 0 ? (
        <p className="text-muted-foreground">
          {t('payments.success.receipt.partlyRefunded', {
            amount: formatMoney(p.refundedMinor, p.currency, lang),
          })}
        </p>
      ) : null}
    </header>
  );
}
