import { Check } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';

export const bookingSteps = ['service', 'time', 'details', 'confirm'] as const;
export type BookingStep = (typeof bookingSteps)[number];

const labels: Record<BookingStep, MessageKey> = {
  service: 'booking.steps.service',
  time: 'booking.steps.time',
  details: 'booking.steps.details',
  confirm: 'booking.steps.confirm',
};

/** Service → date & time → details → confirm. Finished steps can be revisited. */
export function BookingSteps(props: { current: BookingStep; onGoTo: (step: BookingStep) => void }) {
  const { t } = useI18n();
  const currentIndex = bookingSteps.indexOf(props.current);
  return (
    <nav aria-label={t('booking.steps.label')}>
      <p className="mb-3 text-xs font-medium text-muted-foreground sm:hidden">
        {t('booking.steps.progress', { current: currentIndex + 1, total: bookingSteps.length })} ·{' '}
        <span className="text-foreground">{t(labels[props.current])}</span>
      </p>
      <ol className="flex items-center gap-2 sm:gap-3">
        {bookingSteps.map((step, index) => {
          const done = index < currentIndex;
          const current = index === currentIndex;
          const marker = (
            <>
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold tabular-nums transition-colors',
                  done && 'border-accent bg-accent text-accent-foreground',
                  current && 'border-foreground bg-foreground text-background',
                  !done && !current && 'border-border text-muted-foreground',
                )}
              >
                {done ? <Check aria-hidden className="size-3.5" /> : index + 1}
              </span>
              <span
                className={cn(
                  'hidden text-sm whitespace-nowrap sm:inline',
                  current ? 'font-medium text-foreground' : 'text-muted-foreground',
                )}
              >
                {t(labels[step])}
              </span>
              <span className="sr-only sm:hidden">{t(labels[step])}</span>
              {done ? <span className="sr-only">({t('booking.steps.done')})</span> : null}
            </>
          );
          return (
            <li
              key={step}
              className="flex min-w-0 flex-1 items-center gap-2 last:flex-none sm:gap-3"
              aria-current={current ? 'step' : undefined}
            >
              {done ? (
                <button
                  type="button"
                  onClick={() => props.onGoTo(step)}
                  className="flex items-center gap-2 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring sm:gap-3"
                >
                  {marker}
                </button>
              ) : (
                <span className="flex items-center gap-2 sm:gap-3">{marker}</span>
              )}
              {index < bookingSteps.length - 1 ? (
                <span aria-hidden className={cn('h-px min-w-4 flex-1', done ? 'bg-accent' : 'bg-border')} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
