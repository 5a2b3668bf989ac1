import { dateTimeFormat } from '@contracts/intl';
import type { StayView } from '@contracts/rental';
import { useQuery } from '@tanstack/react-query';
import { CalendarSearch, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { stayQuery } from '../api/public';
import { PolicyTerms } from './cancellation-policy';
import { formatDate, formatMxn, localeOf } from './dates';
import { StayCancel } from './stay-cancel';

/** A stay's details and state, as its manage link shows them. */
export function StayDetails(props: { stay: StayView }) {
  const { lang, t } = useI18n();
  const s = props.stay;
  const money = (amount: number) => formatMxn(amount, s.currency, lang);
  const time = s.holdExpiresAt
    ? dateTimeFormat(localeOf(lang), { timeStyle: 'short', dateStyle: 'medium' }).format(
        new Date(s.holdExpiresAt),
      )
    : '';
  return (
    <Card className="space-y-4 p-6" data-testid="stay-details">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl">{s.propertyName}</h2>
        <Badge variant={s.status === 'confirmed' ? 'accent' : 'outline'} data-status={s.status}>
          {t(`rental.payment.stay.status.${s.status}`)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {t(`rental.payment.stay.statusDetail.${s.status}`, { time })}
      </p>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('rental.payment.calendar.checkIn')}</dt>
          <dd>
            {formatDate(s.checkIn, lang, { dateStyle: 'full' })} · {s.checkInTime}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('rental.payment.calendar.checkOut')}</dt>
          <dd>
            {formatDate(s.checkOut, lang, { dateStyle: 'full' })} · {s.checkOutTime}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('rental.payment.guests.heading')}</dt>
          <dd>
            {s.nights === 1
              ? t('rental.payment.calendar.nightsOne')
              : t('rental.payment.calendar.nightsOther', { n: s.nights })}{' '}
            · {t('rental.payment.stay.guests', { n: s.guests })}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('rental.payment.summary.total')}</dt>
          <dd className="font-medium">
            {money(s.totalMinor)}
            {s.dueNowMinor < s.totalMinor
              ? ` · ${t('rental.payment.summary.dueNow')}: ${money(s.dueNowMinor)}`
              : ''}
          </dd>
        </div>
        {s.discountMinor > 0 ? (
          <div>
            <dt className="text-muted-foreground">
              {t('rental.payment.summary.discount', { percent: s.discountPercent })}
            </dt>
            <dd>−{money(s.discountMinor)}</dd>
          </div>
        ) : null}
      </dl>
      {s.status !== 'expired' ? (
        <PolicyTerms terms={s.cancellation} className="border-t border-border pt-4" />
      ) : null}
    </Card>
  );
}

/** /lamansion-pago?estancia=<token>: the stay the e-mailed link is for. */
export function StayStatusView(props: { token: string }) {
  const { t } = useI18n();
  const stay = useQuery(stayQuery(props.token));
  const again = (
    <Button asChild variant="outline">
      <Link to="/lamansion-pago">
        <CalendarSearch aria-hidden />
        {t('rental.payment.stay.again')}
      </Link>
    </Button>
  );
  if (stay.isPending)
    return (
      <div className="space-y-3" aria-busy="true" aria-label={t('rental.payment.stay.loading')}>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  if (stay.isError)
    return (
      <EmptyState
        icon={SearchX}
        title={
          stay.error instanceof ApiError && stay.error.status === 404
            ? t('rental.payment.stay.notFoundTitle')
            : t('rental.payment.loadError.title')
        }
        description={
          stay.error instanceof ApiError && stay.error.status === 404
            ? t('rental.payment.stay.notFoundDescription')
            : t('rental.payment.loadError.description')
        }
        action={again}
      />
    );
  return (
    <div className="space-y-6">
      <h2 className="sr-only">{t('rental.payment.stay.title')}</h2>
      <StayDetails stay={stay.data} />
      <StayCancel token={props.token} stay={stay.data} />
      {again}
    </div>
  );
}
