import type { UseMutationResult } from '@tanstack/react-query';
import { CreditCard, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { errorText } from './messages';

/** Asks the server where to pay for a held appointment (api/manage.ts's usePayByToken). */
export type PayMutation = UseMutationResult<{ checkoutUrl: string }, Error, void>;

/**
 * "Pay now" on the manage page of a held appointment (issue 14): asks the server where to pay (the live
 * checkout, or a new attempt after a decline) and goes there. The payment-link e-mail opens the page with
 * `?pay=1`, which puts the focus on this button.
 */
export function PayNow(props: { pay: PayMutation }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const button = useRef<HTMLButtonElement>(null);
  const fromLink = params.get('pay') === '1';
  useEffect(() => {
    if (fromLink) button.current?.focus();
  }, [fromLink]);
  const { pay } = props;
  const busy = pay.isPending || pay.isSuccess;
  return (
    <div className="mt-3 space-y-2">
      <p>{t('booking.manage.payLead')}</p>
      <Button
        ref={button}
        type="button"
        disabled={busy}
        onClick={() =>
          pay.mutate(undefined, { onSuccess: (answer) => window.location.assign(answer.checkoutUrl) })
        }
        data-testid="pay-now"
      >
        {busy ? <Loader2 aria-hidden className="motion-safe:animate-spin" /> : <CreditCard aria-hidden />}
        {busy ? t('booking.manage.paying') : t('booking.manage.pay')}
      </Button>
      {pay.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(t, pay.error)}
        </p>
      ) : null}
    </div>
  );
}
