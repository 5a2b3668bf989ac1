import type { Report, RevenueRow } from '@contracts/reports';
import { Wallet } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';
import { ChartPanel } from '@web/components/reports/chart-panel';
import { formatMxn, formatMxnCompact, formatNumber } from '@web/components/reports/format';
import { BarList, SeriesChart } from '@web/components/reports/series-chart';
import { labelOf, nameIn, ReportSection } from './section';
import { usePeriodLabels } from '@web/components/reports/use-period-labels';

/** Paid, refunded and net over the period; by provider, service and purpose. */
export function RevenueSection(props: { report: Report }) {
  const { t, lang } = useI18n();
  const { revenue, bucket } = props.report;
  const { axisLabel, rowLabel } = usePeriodLabels(bucket);
  const money = (minor: number) => formatMxn(minor, lang);
  const paid = t('reports.revenue.paid');
  const refunded = t('reports.revenue.refunded');
  const net = t('reports.revenue.net');
  const empty = t('reports.revenue.emptyTitle');
  const emptyHint = t('reports.revenue.emptyHint');

  /** A breakdown (provider, service, purpose): net bars, and the full figures in the table. */
  const breakdown = (
    title: string,
    column: string,
    rows: (RevenueRow & { label: string })[],
    className?: string,
  ) => (
    <ChartPanel
      className={className}
      title={title}
      description={t('reports.revenue.breakdownHint')}
      empty={rows.length === 0}
      emptyTitle={empty}
      emptyHint={emptyHint}
      icon={Wallet}
      chart={
        <BarList
          label={title}
          items={rows.map((row) => ({
            key: row.key,
            name: row.label,
            value: row.netMinor,
            display: money(row.netMinor),
          }))}
        />
      }
      table={{
        caption: title,
        columns: [column, paid, refunded, net, t('reports.revenue.payments')],
        rows: rows.map((row) => ({
          key: row.key,
          cells: [
            row.label,
            money(row.paidMinor),
            money(row.refundedMinor),
            money(row.netMinor),
            formatNumber(row.payments, lang),
          ],
        })),
      }}
    />
  );

  const { totals } = revenue;
  return (
    <ReportSection
      id="report-revenue"
      title={t('reports.revenue.title')}
      stats={[
        { label: paid, value: money(totals.paidMinor) },
        { label: refunded, value: money(totals.refundedMinor) },
        { label: net, value: money(totals.netMinor) },
        { label: t('reports.revenue.payments'), value: formatNumber(totals.payments, lang) },
        { label: t('reports.revenue.refunds'), value: formatNumber(totals.refunds, lang) },
      ]}
    >
      <ChartPanel
        className="min-w-0 lg:col-span-2"
        title={t('reports.revenue.overTime')}
        description={t(`reports.chart.by.${bucket}`)}
        empty={totals.payments === 0 && totals.refunds === 0}
        emptyTitle={empty}
        emptyHint={emptyHint}
        icon={Wallet}
        chart={
          <SeriesChart
            label={t('reports.revenue.overTime')}
            data={revenue.series.map((point) => ({ ...point, x: axisLabel(point.start) }))}
            series={[
              { key: 'paidMinor', name: paid, tone: 'accent', kind: 'bar' },
              { key: 'refundedMinor', name: refunded, tone: 'danger', kind: 'bar' },
              { key: 'netMinor', name: net, tone: 'ink', kind: 'line' },
            ]}
            format={money}
            formatAxis={(minor) => formatMxnCompact(minor, lang)}
          />
        }
        table={{
          caption: t('reports.revenue.overTime'),
          columns: [t('reports.chart.period'), paid, refunded, net],
          rows: revenue.series.map((point) => ({
            key: point.start,
            cells: [
              rowLabel(point.start),
              money(point.paidMinor),
              money(point.refundedMinor),
              money(point.netMinor),
            ],
          })),
        }}
      />
      {breakdown(
        t('reports.revenue.byProvider'),
        t('reports.revenue.provider'),
        revenue.byProvider.map((row) => ({
          ...row,
          label: labelOf(t, 'reports.revenue.providers', row.key),
        })),
      )}
      {breakdown(
        t('reports.revenue.byPurpose'),
        t('reports.revenue.purpose'),
        revenue.byPurpose.map((row) => ({ ...row, label: labelOf(t, 'reports.revenue.purposes', row.key) })),
      )}
      {breakdown(
        t('reports.revenue.byService'),
        t('reports.revenue.service'),
        revenue.byService.map((row) => ({ ...row, label: nameIn(row.name, lang) })),
        'min-w-0 lg:col-span-2',
      )}
    </ReportSection>
  );
}
