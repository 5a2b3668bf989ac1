import type { RentalPace } from '@contracts/rental-analytics';
import { deltaOf, formatDayRange, formatDelta, formatMxn, formatRatio } from '@web/components/reports/format';
import { Panel } from '@web/components/ui/admin-panel';
import { useI18n } from '@web/lib/i18n';

/** The coming 3, 6 and 12 months as sold today, against a year ago on this date and as last year ended. */
export function PacePanel(props: { pace: RentalPace[] }) {
  const { t, lang } = useI18n();
  const nights = (count: number) => t('rentalAnalytics.pace.nightsSold', { count });
  return (
    <Panel
      title={t('rentalAnalytics.pace.heading')}
      description={t('rentalAnalytics.pace.description')}
      headingId="rental-pace"
    >
      <ul className="grid gap-3 md:grid-cols-3">
        {props.pace.map((horizon) => {
          const change = deltaOf(horizon.onTheBooks.nightsSold, horizon.lastYearSameDate.nightsSold);
          const occupancy = horizon.nightsAvailable
            ? Math.min(1, horizon.onTheBooks.nightsSold / horizon.nightsAvailable)
            : null;
          return (
            <li
              key={horizon.months}
              data-testid={`pace-${horizon.months}`}
              className="space-y-2 rounded-lg border border-border p-3"
            >
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="text-sm font-semibold">
                  {t('rentalAnalytics.pace.horizon', { months: horizon.months })}
                </h3>
                <span className="text-xs text-muted-foreground">
                  {formatDayRange(horizon.from, horizon.to, lang)}
                </span>
              </div>
              <p className="font-display text-2xl leading-tight tabular-nums">
                {nights(horizon.onTheBooks.nightsSold)}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('rentalAnalytics.pace.ofAvailable', {
                  percent: formatRatio(occupancy, lang),
                  available: horizon.nightsAvailable,
                })}
                {' · '}
                {t('rentalAnalytics.pace.revenue', {
                  amount: formatMxn(horizon.onTheBooks.roomRevenueMinor, lang),
                })}
              </p>
              <p className="text-sm">
                {t('rentalAnalytics.pace.lastYearSameDate', {
                  nights: nights(horizon.lastYearSameDate.nightsSold),
                })}{' '}
                {change ? (
                  <span className="font-medium tabular-nums">{formatDelta(change, lang)}</span>
                ) : null}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('rentalAnalytics.pace.lastYearFinal', {
                  nights: nights(horizon.lastYearFinal.nightsSold),
                })}
              </p>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
