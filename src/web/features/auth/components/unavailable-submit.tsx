import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';

/**
 * The submit button while accounts are closed: aria-disabled (still focusable, so its explanation is read),
 * never sends anything. Pressing it only checks the form; `notSent` then says that nothing was sent.
 */
export function UnavailableSubmit(props: { label: string; notSent: boolean; explanation?: string }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="space-y-2">
      <Button
        type="submit"
        size="lg"
        className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        aria-disabled="true"
        aria-describedby={`${id}-why`}
      >
        {props.label}
      </Button>
      <p id={`${id}-why`} className="text-center text-xs text-muted-foreground">
        {props.explanation ?? t('auth.submitUnavailable')}
      </p>
      <p role="status" className="text-center text-sm font-medium empty:hidden">
        {props.notSent ? t('auth.notSent') : ''}
      </p>
    </div>
  );
}
