import type { AppointmentStatus } from '@contracts/booking';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { statusKey } from './messages';

const tone: Record<AppointmentStatus, string> = {
  confirmed: 'bg-accent/15 text-accent-strong',
  held: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  pending_payment: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  completed: 'bg-muted text-foreground',
  no_show: 'bg-destructive/10 text-destructive',
  cancelled: 'border border-border text-muted-foreground',
  expired: 'border border-border text-muted-foreground',
};

export function StatusBadge({ status, className }: { status: AppointmentStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tone[status],
        className,
      )}
    >
      {t(statusKey(status))}
    </span>
  );
}
