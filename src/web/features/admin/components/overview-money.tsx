import type { Overview, OverviewPaymentKind } from '@contracts/overview';
import { AlertTriangle, CreditCard, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import {
  CardEmpty,
  CardSkeleton,
  ItemList,
  OverviewCard,
  StatLinks,
  Tag,
  type StatTone,
} from './overview-card';
import {
  dayOf,
  deltaOf,
  formatCount,
  formatDay,
  formatDayRange,
  formatDelta,
  formatMxn,
  formatShortDay,
} from './overview-format';
import { overviewLinks as links } from './overview-links';

const kindTone: Record<OverviewPaymentKind, StatTone> = {
  overdue_instalment: 'danger',
  manual_refund: 'warning',
  failed: 'danger',
  pending: 'default',
};

const kindDate: Record<OverviewPaymentKind, MessageKey> = {
  overdue_instalment: 'admin.overview.payments.dueSince',
  manual_refund: 'admin.overview.payments.owedSince',
  failed: 'admin.overview.payments.createdOn',
  pending: 'admin.overview.payments.createdOn',
};

/** Payments pending or failed in the last 30 days, overdue plans and refunds owed by hand. */
export function PaymentsCard(props: { data?: Overview }) {
  const { t, lang } = useI18n();
  const k = 'admin.overview.payments';
  const card = props.data?.payments;
  const empty =
    card !== undefined && card.pending + card.failed + card.overduePlans + card.manualRefunds === 0;
  return (
    <OverviewCard id="payments" title={t(`${k}.title`)} icon={CreditCard} to={links.payments} busy={!card}>
      {!card ? (
        <CardSkeleton stats={3} />
      ) : empty ? (
        <CardEmpty
          icon={CreditCard}
          title={t(`${k}.empty`)}
          hint={t(`${k}.emptyHint`)}
          action={{ label: t(`${k}.emptyAction`), to: links.payments }}
        />
      ) : (
        <>
          <div className="space-y-2">
            <StatLinks
              label={t(`${k}.statsLabel`)}
              stats={[
                {
                  label: t(`${k}.pending`),
                  value: formatCount(card.pending, lang),
                  note: card.pending > 0 ? formatMxn(card.pendingMinor, lang) : undefined,
                  to: links.paymentsWith('pending', card.paymentsFrom),
                  tone: card.pending > 0 ? 'warning' : 'default',
                },
                {
                  label: t(`${k}.failed`),
                  value: formatCount(card.failed, lang),
                  to: links.paymentsWith('failed', card.paymentsFrom),
                  tone: card.failed > 0 ? 'danger' : 'default',
                },
                {
                  label: t(`${k}.overdue`),
                  value: formatCount(card.overduePlans, lang),
                  note: card.overduePlans > 0 ? formatMxn(card.overdueMinor, lang) : undefined,
                  to: links.overduePlans,
                  tone: card.overduePlans > 0 ? 'danger' : 'default',
                },
              ]}
            />
            <p className="text-xs text-muted-foreground">{t(`${k}.window`)}</p>
            {card.manualRefunds > 0 ? (
              <Link
                to={links.manualRefunds}
                className="flex items-center gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-2.5 py-2 text-sm text-amber-900 outline-none hover:bg-amber-500/15 focus-visible:ring-2 focus-visible:ring-ring dark:text-amber-200"
              >
                <AlertTriangle aria-hidden className="size-4 shrink-0" />
                <span className="min-w-0 flex-1">{t(`${k}.refunds`, { count: card.manualRefunds })}</span>
                <span className="tabular-nums">{formatMxn(card.manualRefundsMinor, lang)}</span>
              </Link>
            ) : null}
          </div>
          <ItemList
            label={t(`${k}.listLabel`)}
            items={card.items.map((m) => ({
              key: `${m.kind}-${m.id}`,
              to:
                m.kind === 'overdue_instalment'
                  ? links.overduePlans
                  : m.kind === 'manual_refund'
                    ? links.manualRefunds
                    : links.payment(m.id),
              title: m.customerName,
              detail: (
                <>
                  <Tag tone={kindTone[m.kind]}>{t(`${k}.kinds.${m.kind}`)}</Tag>{' '}
                  {/* The short day on screen; the whole sentence ("overdue since …") for screen readers. */}
                  <span aria-hidden>{formatShortDay(dayOf(m.at), lang)}</span>
                  <span className="sr-only">
                    {t(kindDate[m.kind], { date: formatDay(dayOf(m.at), lang) })}
                  </span>
                </>
              ),
              trail: formatMxn(m.amountMinor, lang),
            }))}
          />
        </>
      )}
    </OverviewCard>
  );
}

/** Net revenue month to date against the same days of last month, from the reports' own figures. */
export function RevenueCard(props: { data?: Overview }) {
  const { t, lang } = useI18n();
  const k = 'admin.overview.revenue';
  const revenue = props.data?.revenue;
  const quiet = (totals: { payments: number; refunds: number }) => totals.payments + totals.refunds === 0;
  const empty = revenue !== undefined && quiet(revenue.current) && quiet(revenue.previous);
  const delta = revenue ? deltaOf(revenue.current.netMinor, revenue.previous.netMinor) : null;
  return (
    <OverviewCard id="revenue" title={t(`${k}.title`)} icon={TrendingUp} to={links.reports} busy={!revenue}>
      {!revenue ? (
        <div className="space-y-3">
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-16" />
        </div>
      ) : empty ? (
        <CardEmpty
          icon={TrendingUp}
          title={t(`${k}.empty`)}
          hint={t(`${k}.emptyHint`)}
          action={{ label: t(`${k}.emptyAction`), to: links.reports }}
        />
      ) : (
        <>
          <div className="space-y-1.5">
            <p className="text-sm text-muted-foreground">
              {t(`${k}.net`, { range: formatDayRange(revenue.period.from, revenue.period.to, lang) })}
            </p>
            <p className="font-display text-4xl leading-none tabular-nums" data-testid="overview-revenue-net">
              {formatMxn(revenue.current.netMinor, lang)}
            </p>
            <p className="text-sm">
              {delta ? (
                <>
                  <span
                    className={cn(
                      'font-medium tabular-nums',
                      delta.direction === 'up' && 'text-emerald-700 dark:text-emerald-400',
                      delta.direction === 'down' && 'text-destructive',
                    )}
                  >
                    {formatDelta(delta, lang)}
                  </span>{' '}
                  <span className="text-muted-foreground">
                    {t(`${k}.change`, {
                      amount: formatMxn(revenue.previous.netMinor, lang),
                      range: formatDayRange(revenue.comparison.from, revenue.comparison.to, lang),
                    })}
                  </span>
                </>
              ) : (
                <span className="text-muted-foreground">
                  {t(`${k}.noComparison`, {
                    range: formatDayRange(revenue.comparison.from, revenue.comparison.to, lang),
                  })}
                </span>
              )}
            </p>
          </div>
          <dl aria-label={t(`${k}.figuresLabel`)} className="grid grid-cols-2 gap-2 text-sm">
            {(
              [
                ['paid', revenue.current.paidMinor, t(`${k}.payments`, { count: revenue.current.payments })],
                [
                  'refunded',
                  revenue.current.refundedMinor,
                  t(`${k}.refunds`, { count: revenue.current.refunds }),
                ],
              ] as const
            ).map(([key, minor, note]) => (
              <div key={key} className="rounded-lg border border-border px-2.5 py-2">
                <dt className="text-xs text-muted-foreground">{t(`${k}.${key}`)}</dt>
                <dd className="font-medium tabular-nums">{formatMxn(minor, lang)}</dd>
                <dd className="text-xs text-muted-foreground">{note}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </OverviewCard>
  );
}
