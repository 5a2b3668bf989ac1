import { rentalChannels, type RentalAnalytics } from '@contracts/rental-analytics';
import { Split } from 'lucide-react';
import { ChartPanel } from '@web/components/reports/chart-panel';
import { formatDay, formatMxn, formatNumber, formatRatio } from '@web/components/reports/format';
import { SeriesChart } from '@web/components/reports/series-chart';
import { useI18n, type MessageKey } from '@web/lib/i18n';

/** Direct against Airbnb: nights sold by month, and each channel's figures over the window. */
export function ChannelsPanel(props: { data: RentalAnalytics }) {
  const { t, lang } = useI18n();
  const { months, byChannel, totals } = props.data;
  const name = (channel: (typeof rentalChannels)[number]) => t(`rentalAnalytics.channels.${channel}`);
  const column = (key: string) => t(`rentalAnalytics.channels.columns.${key}` as MessageKey);
  const unpriced = rentalChannels.reduce(
    (sum, c) => sum + byChannel[c].nightsSold - byChannel[c].nightsPriced,
    0,
  );
  return (
    <div className="space-y-2">
      <ChartPanel
        title={t('rentalAnalytics.channels.heading')}
        description={t('rentalAnalytics.channels.description')}
        empty={totals.nightsSold === 0}
        emptyTitle={t('rentalAnalytics.months.emptyTitle')}
        emptyHint={t('rentalAnalytics.months.emptyHint')}
        icon={Split}
        chart={
          <SeriesChart
            label={t('rentalAnalytics.channels.chartLabel')}
            data={months.map((m) => ({
              x: formatDay(`${m.month}-01`, lang, 'month'),
              direct: m.byChannel.direct.nightsSold,
              airbnb: m.byChannel.airbnb.nightsSold,
              other: m.byChannel.other.nightsSold,
            }))}
            series={[
              { key: 'direct' as const, name: name('direct'), tone: 'accent' as const, kind: 'bar' as const },
              { key: 'airbnb' as const, name: name('airbnb'), tone: 'ink' as const, kind: 'bar' as const },
              // Other channels only when they sold something: most owners have none.
              ...(byChannel.other.nightsSold > 0
                ? [
                    {
                      key: 'other' as const,
                      name: name('other'),
                      tone: 'muted' as const,
                      kind: 'bar' as const,
                    },
                  ]
                : []),
            ]}
            format={(value) => formatNumber(value, lang)}
          />
        }
        table={{
          caption: t('rentalAnalytics.channels.caption'),
          columns: ['channel', 'nights', 'share', 'revenue', 'adr', 'arrivals'].map(column),
          rows: rentalChannels
            .filter((channel) => channel !== 'other' || byChannel.other.nightsSold > 0)
            .map((channel) => {
              const figures = byChannel[channel];
              return {
                key: channel,
                cells: [
                  name(channel),
                  formatNumber(figures.nightsSold, lang),
                  formatRatio(totals.nightsSold ? figures.nightsSold / totals.nightsSold : null, lang),
                  formatMxn(figures.roomRevenueMinor, lang),
                  figures.adrMinor === null ? '—' : formatMxn(figures.adrMinor, lang),
                  formatNumber(figures.arrivals, lang),
                ],
              };
            }),
        }}
      />
      {unpriced > 0 ? (
        <p className="px-1 text-xs text-muted-foreground">
          {t('rentalAnalytics.channels.unpriced', { count: unpriced })}
        </p>
      ) : null}
    </div>
  );
}
