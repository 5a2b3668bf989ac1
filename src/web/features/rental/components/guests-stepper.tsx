import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';

/** 1 … max people, with − and + buttons and the count announced. */
export function GuestsStepper(props: { value: number; max: number; onChange: (value: number) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium">
          {t('rental.payment.guests.label')}
        </p>
        <p className="text-sm text-muted-foreground">{t('rental.payment.guests.max', { n: props.max })}</p>
      </div>
      <div role="group" aria-labelledby={`${id}-label`} className="flex items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('rental.payment.guests.decrease')}
          disabled={props.value <= 1}
          onClick={() => props.onChange(Math.max(1, props.value - 1))}
        >
          <Minus aria-hidden />
        </Button>
        <output
          aria-live="polite"
          className="w-8 text-center text-lg font-semibold tabular-nums"
          data-testid="guests"
        >
          {props.value}
        </output>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('rental.payment.guests.increase')}
          disabled={props.value >= props.max}
          onClick={() => props.onChange(Math.min(props.max, props.value + 1))}
        >
          <Plus aria-hidden />
        </Button>
      </div>
    </div>
  );
}
