import type { StayView } from '@contracts/rental';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { useCancelStayAsGuest } from '../api/guest-stay';
import { stayCancelQuery } from '../api/public';
import { RefundLines, useMexicoCityTime } from './cancellation-policy';

/**
 * The guest cancels from the manage link: first the refund the stay's policy allows now (from the server), then
 * a confirmation; the answer states what happens with the money. Only before check-in, for a live stay.
 */
export function StayCancel(props: { token: string; stay: StayView }) {
  const { t } = useI18n();
  const at = useMexicoCityTime();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const quote = useQuery({ ...stayCancelQuery(props.token), enabled: open });
  // The hook reads the refund again after a refund_changed, the stay after a too_late or not_changeable.
  const cancel = useCancelStayAsGuest(props.token, {
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'refund_changed')
        return setProblem(t('rental.payment.cancel.changed'));
      if (error instanceof ApiError && (error.code === 'too_late' || error.code === 'not_changeable'))
        return setProblem(t('rental.payment.cancel.tooLate'));
      setProblem(
        t(
          error instanceof ApiError && error.status === 0
            ? 'rental.payment.errors.network'
            : 'rental.payment.errors.generic',
        ),
      );
    },
  });

  if (cancel.isSuccess)
    return (
      <Notice
        tone="success"
        title={t('rental.payment.cancel.done')}
        data-testid="stay-cancelled"
        role="status"
      >
        <RefundLines refund={cancel.data.refund} />
      </Notice>
    );
  const live = ['held', 'pending_payment', 'confirmed'].includes(props.stay.status);
  if (!live) return null;
  if (Date.now() >= new Date(props.stay.cancellation.checkInAt).getTime())
    return <p className="text-sm text-muted-foreground">{t('rental.payment.cancel.afterCheckIn')}</p>;

  if (!open)
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {t('rental.payment.cancel.open')}
      </Button>
    );
  return (
    <section
      aria-labelledby="stay-cancel-heading"
      className="space-y-3 rounded-2xl border border-destructive/40 p-4"
      data-testid="stay-cancel"
    >
      <h3 id="stay-cancel-heading" className="font-medium">
        {t('rental.payment.cancel.heading')}
      </h3>
      {quote.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label={t('rental.payment.cancel.loading')}>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : quote.isError ? (
        <div className="space-y-2 text-sm">
          <p>{t('rental.payment.cancel.quoteError')}</p>
          <Button type="button" size="sm" variant="outline" onClick={() => void quote.refetch()}>
            {t('rental.payment.summary.retry')}
          </Button>
        </div>
      ) : !quote.data.cancellable ? (
        <p className="text-sm">{t('rental.payment.cancel.afterCheckIn')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('rental.payment.cancel.ifNow', { checkIn: at(quote.data.terms.checkInAt) })}
          </p>
          <RefundLines refund={quote.data.refund} />
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant="destructive"
              disabled={cancel.isPending || quote.isFetching}
              onClick={() => {
                setProblem(null);
                cancel.mutate(quote.data.refund.refundMinor);
              }}
            >
              {cancel.isPending ? t('rental.payment.cancel.cancelling') : t('rental.payment.cancel.confirm')}
            </Button>
            <Button type="button" variant="ghost" disabled={cancel.isPending} onClick={() => setOpen(false)}>
              {t('rental.payment.cancel.keep')}
            </Button>
          </div>
        </>
      )}
      {problem ? (
        <Notice tone="error" role="alert">
          {problem}
        </Notice>
      ) : null}
    </section>
  );
}
