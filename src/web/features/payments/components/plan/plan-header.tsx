import {
  CalendarClock,
  CircleCheck,
  CircleSlash,
  Clock,
  LoaderCircle,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { Eyebrow } from '@web/components/ui/layout';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import type { PlanView } from './plan-view';

const look: Record<PlanView, { icon: LucideIcon; title: MessageKey; lead: MessageKey; tone: string }> = {
  awaiting: {
    icon: LoaderCircle,
    title: 'payments.flexible.header.awaiting.title',
    lead: 'payments.flexible.header.awaiting.lead',
    tone: 'bg-muted text-muted-foreground',
  },
  voucher: {
    icon: Store,
    title: 'payments.flexible.header.voucher.title',
    lead: 'payments.flexible.header.voucher.lead',
    tone: 'bg-muted text-muted-foreground',
  },
  active: {
    icon: CalendarClock,
    title: 'payments.flexible.header.active.title',
    lead: 'payments.flexible.header.active.lead',
    tone: 'bg-accent/15 text-accent-strong',
  },
  overdue: {
    icon: Clock,
    title: 'payments.flexible.header.overdue.title',
    lead: 'payments.flexible.header.overdue.lead',
    tone: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  },
  completed: {
    icon: CircleCheck,
    title: 'payments.flexible.header.completed.title',
    lead: 'payments.flexible.header.completed.lead',
    tone: 'bg-accent/15 text-accent-strong',
  },
  cancelled: {
    icon: CircleSlash,
    title: 'payments.flexible.header.cancelled.title',
    lead: 'payments.flexible.header.cancelled.lead',
    tone: 'bg-muted text-muted-foreground',
  },
};

/** The top of /flexible-payment-success: an icon, the plan's state as the h1, and what it means. */
export function PlanHeader(props: { view: PlanView }) {
  const { t } = useI18n();
  const { icon: Icon, title, lead, tone } = look[props.view];
  return (
    <header className="space-y-4">
      <span className={cn('flex size-12 items-center justify-center rounded-full', tone)}>
        <Icon aria-hidden className={cn('size-6', props.view === 'awaiting' && 'motion-safe:animate-spin')} />
      </span>
      <Eyebrow>{t('payments.flexible.eyebrow')}</Eyebrow>
      <h1 className="font-display text-4xl tracking-tight text-balance sm:text-5xl" data-testid="plan-title">
        {t(title)}
      </h1>
      <p className="text-lg text-muted-foreground text-pretty">{t(lead)}</p>
    </header>
  );
}
