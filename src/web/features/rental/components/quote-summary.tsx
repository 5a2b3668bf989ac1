import { numberFormat } from '@contracts/intl';
import type { Quote } from '@contracts/rental';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { PolicyTerms } from './cancellation-policy';
import { addDays as addDay, formatDate, formatMxn } from './dates';

function Row(props: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border py-2.5 text-sm">
      <dt className={props.strong ? 'font-medium' : 'text-muted-foreground'}>{props.label}</dt>
      <dd className="tabular-nums">{props.value}</dd>
    </div>
  );
}

/** The server's price for the chosen stay: nights × rate, cleaning, each tax, total and what is due now. */
export function QuoteSummary(props: {
  quote: Quote | undefined;
  state: 'empty' | 'loading' | 'error' | 'ready';
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { lang, t } = useI18n();
  const q = props.quote;
  const money = (amount: number) => formatMxn(amount, q?.currency ?? 'MXN', lang);
  return (
    <div className="space-y-4" aria-live="polite" aria-busy={props.state === 'loading' || undefined}>
      {props.state === 'empty' ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          {t('rental.payment.summary.empty')}
        </p>
      ) : null}
      {props.state === 'loading' && !q ? (
        <div className="space-y-3" data-testid="quote-skeleton">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
          <Skeleton className="h-8 w-1/2" />
        </div>
      ) : null}
      {props.state === 'error' ? (
        <div className="space-y-2 text-sm">
          <p>{t('rental.payment.summary.error')}</p>
          <Button type="button" variant="outline" size="sm" onClick={props.onRetry}>
            {t('rental.payment.summary.retry')}
          </Button>
        </div>
      ) : null}
      {q && props.state !== 'empty' && props.state !== 'error' ? (
        <dl data-testid="quote" className={props.state === 'loading' ? 'opacity-60' : undefined}>
          {q.nightPrices.every((price) => price === q.nightPrices[0]) ? (
            <Row
              label={t('rental.payment.summary.nightly', {
                rate: money(q.nightPrices[0] ?? q.nightlyRateMinor),
                nights:
                  q.nights === 1
                    ? t('rental.payment.calendar.nightsOne')
                    : t('rental.payment.calendar.nightsOther', { n: q.nights }),
              })}
              value={money(q.nightsSubtotalMinor)}
            />
          ) : (
            <div className="border-b border-border py-2.5 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">
                  {t('rental.payment.summary.nightsVarying', { n: q.nights })}
                </dt>
                <dd className="tabular-nums">{money(q.nightsSubtotalMinor)}</dd>
              </div>
              <details className="mt-1">
                <summary className="cursor-pointer text-xs text-muted-foreground">
                  {t('rental.payment.summary.perNight')}
                </summary>
                <ul className="mt-1 space-y-0.5 text-xs" data-testid="quote-nights">
                  {q.nightPrices.map((price, i) => {
                    const night = addDay(q.checkIn, i);
                    return (
                      <li key={night} className="flex justify-between gap-4 tabular-nums">
                        <span>
                          {formatDate(night, lang, { weekday: 'short', day: 'numeric', month: 'short' })}
                        </span>
                        <span>{money(price)}</span>
                      </li>
                    );
                  })}
                </ul>
              </details>
            </div>
          )}
          {q.discountMinor > 0 ? (
            <Row
              label={t('rental.payment.summary.discount', { percent: q.discountPercent })}
              value={`−${money(q.discountMinor)}`}
            />
          ) : null}
          {q.cleaningFeeMinor > 0 ? (
            <Row label={t('rental.payment.summary.cleaning')} value={money(q.cleaningFeeMinor)} />
          ) : null}
          {q.taxes.map((tax) => (
            <Row
              key={tax.name.es}
              label={`${tax.name[lang]} (${numberFormat(lang, { maximumFractionDigits: 2 }).format(tax.basisPoints / 100)} %)`}
              value={money(tax.amountMinor)}
            />
          ))}
          <div className="flex items-baseline justify-between gap-4 py-3">
            <dt className="font-medium">{t('rental.payment.summary.total')}</dt>
            <dd className="font-display text-2xl tabular-nums" data-testid="quote-total">
              {money(q.totalMinor)}
            </dd>
          </div>
          {q.balanceMinor > 0 ? (
            <>
              <Row label={t('rental.payment.summary.dueNow')} value={money(q.dueNowMinor)} strong />
              <Row label={t('rental.payment.summary.balance')} value={money(q.balanceMinor)} />
            </>
          ) : null}
        </dl>
      ) : null}
      {q && props.state === 'ready' ? <PolicyTerms terms={q.cancellation} /> : null}
      {props.children}
      <p className="text-xs text-muted-foreground">{t('rental.payment.summary.currency')}</p>
      <p className="border-t border-border pt-4 text-xs text-muted-foreground">
        {t('rental.payment.summary.note')}
      </p>
    </div>
  );
}
