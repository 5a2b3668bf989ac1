import { numberFormat } from '@contracts/intl';
import type { CancellationPolicy, CancelQuote } from '@contracts/cancellation';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { formatDateTime } from './dates';
import { intlLocale, type Language } from '@contracts/language';

/** Always with centavos: the amount returned is stated exactly, as in the e-mails. */
export function exactMoney(amountMinor: number, currency: string, lang: Language): string {
  return numberFormat(intlLocale(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}

/** The lines the cancel dialog shows about the money, from the server's quote (ADR 022). */
export function RefundQuoteLines(props: {
  quote: CancelQuote;
  timeZone: string;
  audience?: 'client' | 'owner';
}) {
  const { lang, t } = useI18n();
  const { refund } = props.quote;
  if (refund.paidMinor <= 0) return null;
  const money = (minor: number) => exactMoney(minor, refund.currency, lang);
  if (props.audience === 'owner')
    return (
      <div className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm" data-testid="refund-quote">
        {refund.automaticMinor > 0 ? (
          <p>{t('booking.refund.owner.automatic', { amount: money(refund.automaticMinor) })}</p>
        ) : null}
        {refund.manualMinor > 0 ? (
          <p>{t('booking.refund.owner.manual', { amount: money(refund.manualMinor) })}</p>
        ) : null}
      </div>
    );
  return (
    <div className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm" data-testid="refund-quote">
      {refund.automaticMinor > 0 ? (
        <p>{t('booking.refund.automatic', { amount: money(refund.automaticMinor) })}</p>
      ) : null}
      {refund.manualMinor > 0 ? (
        <p>{t('booking.refund.manual', { amount: money(refund.manualMinor) })}</p>
      ) : null}
      {refund.refundMinor === 0 ? (
        <p>{t('booking.refund.none', { paid: money(refund.paidMinor) })}</p>
      ) : refund.keptMinor > 0 ? (
        <p>{t('booking.refund.kept', { percent: refund.percent, kept: money(refund.keptMinor) })}</p>
      ) : null}
      {refund.percent < 100 || props.quote.policy.lateRefundPercent < 100 ? (
        <p className="text-muted-foreground">
          {refund.percent === 100
            ? t('booking.refund.fullUntil', {
                time: formatDateTime(props.quote.fullRefundUntil, lang, props.timeZone),
              })
            : t('booking.refund.fullEnded', {
                time: formatDateTime(props.quote.fullRefundUntil, lang, props.timeZone),
              })}
        </p>
      ) : null}
    </div>
  );
}

/** Loads the quote while the dialog is open; loading and error states say what they are. */
export function RefundQuote(props: {
  load: () => Promise<CancelQuote>;
  queryKey: readonly unknown[];
  timeZone: string;
  audience?: 'client' | 'owner';
}) {
  const { t } = useI18n();
  const quote = useQuery({ queryKey: props.queryKey, queryFn: props.load, staleTime: 0, gcTime: 0 });
  if (quote.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('booking.refund.loading')}
      </p>
    );
  if (quote.isError)
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" role="status">
        <p>{t('booking.refund.error')}</p>
        <Button type="button" size="sm" variant="outline" onClick={() => void quote.refetch()}>
          {t('booking.refund.retry')}
        </Button>
      </div>
    );
  return <RefundQuoteLines quote={quote.data} timeZone={props.timeZone} audience={props.audience} />;
}

/** The policy in words, before paying (the confirm step) — what the cancel dialog will apply. */
export function policyText(t: ReturnType<typeof useI18n>['t'], policy: CancellationPolicy): string {
  if (policy.lateRefundPercent >= 100) return t('booking.refund.policyAlways');
  const late =
    policy.lateRefundPercent === 0
      ? t('booking.refund.policyLateNone')
      : t('booking.refund.policyLatePart', { percent: policy.lateRefundPercent });
  return t('booking.refund.policy', { hours: policy.fullRefundHours, late });
}
