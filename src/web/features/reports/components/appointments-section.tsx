import type { Report } from '@contracts/reports';
import { CalendarCheck, Grid3x3 } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';
import { ChartPanel } from '@web/components/reports/chart-panel';
import { formatNumber, formatRatio } from '@web/components/reports/format';
import { Heatmap, heatmapTable } from './heatmap';
import { BarList, SeriesChart } from '@web/components/reports/series-chart';
import { nameIn, ReportSection } from './section';
import { usePeriodLabels } from '@web/components/reports/use-period-labels';

/** Booked, completed, cancelled, no-shows and lead time; over time, by service and by weekday and hour. */
export function AppointmentsSection(props: { report: Report }) {
  const { t, lang } = useI18n();
  const { appointments, bucket } = props.report;
  const { totals } = appointments;
  const { axisLabel, rowLabel } = usePeriodLabels(bucket);
  const count = (n: number) => formatNumber(n, lang);
  const booked = t('reports.appointments.booked');
  const cancelled = t('reports.appointments.cancelled');
  const empty = t('reports.appointments.emptyTitle');
  const emptyHint = t('reports.appointments.emptyHint');
  const hours = totals.medianLeadTimeHours;
  const leadTime =
    hours === null
      ? '—'
      : hours < 48
        ? t('reports.appointments.hours', { count: Math.round(hours) })
        : t('reports.appointments.days', { count: Math.round(hours / 24) });

  return (
    <ReportSection
      id="report-appointments"
      title={t('reports.appointments.title')}
      stats={[
        { label: booked, value: count(totals.booked) },
        { label: t('reports.appointments.completed'), value: count(totals.completed) },
        { label: cancelled, value: count(totals.cancelled) },
        { label: t('reports.appointments.noShow'), value: count(totals.noShow) },
        { label: t('reports.appointments.noShowRate'), value: formatRatio(totals.noShowRate, lang) },
        { label: t('reports.appointments.leadTime'), value: leadTime },
      ]}
    >
      <ChartPanel
        title={t('reports.appointments.overTime')}
        description={t(`reports.chart.by.${bucket}`)}
        empty={totals.booked === 0}
        emptyTitle={empty}
        emptyHint={emptyHint}
        icon={CalendarCheck}
        chart={
          <SeriesChart
            label={t('reports.appointments.overTime')}
            data={appointments.series.map((point) => ({ ...point, x: axisLabel(point.start) }))}
            series={[
              { key: 'booked', name: booked, tone: 'accent', kind: 'bar' },
              { key: 'cancelled', name: cancelled, tone: 'muted', kind: 'bar' },
            ]}
            format={count}
          />
        }
        table={{
          caption: t('reports.appointments.overTime'),
          columns: [t('reports.chart.period'), booked, cancelled],
          rows: appointments.series.map((point) => ({
            key: point.start,
            cells: [rowLabel(point.start), count(point.booked), count(point.cancelled)],
          })),
        }}
      />
      <ChartPanel
        title={t('reports.appointments.byService')}
        empty={appointments.byService.length === 0}
        emptyTitle={empty}
        emptyHint={emptyHint}
        icon={CalendarCheck}
        chart={
          <BarList
            label={t('reports.appointments.byService')}
            items={appointments.byService.map((row) => ({
              key: row.key,
              name: nameIn(row.name, lang),
              value: row.booked,
              display: count(row.booked),
            }))}
          />
        }
        table={{
          caption: t('reports.appointments.byService'),
          columns: [
            t('reports.appointments.service'),
            booked,
            t('reports.appointments.completed'),
            cancelled,
            t('reports.appointments.noShow'),
          ],
          rows: appointments.byService.map((row) => ({
            key: row.key,
            cells: [
              nameIn(row.name, lang),
              count(row.booked),
              count(row.completed),
              count(row.cancelled),
              count(row.noShow),
            ],
          })),
        }}
      />
      <ChartPanel
        className="min-w-0 lg:col-span-2"
        title={t('reports.appointments.heatmap')}
        description={t('reports.appointments.heatmapHint')}
        empty={appointments.heatmap.length === 0}
        emptyTitle={empty}
        emptyHint={emptyHint}
        icon={Grid3x3}
        chart={<Heatmap cells={appointments.heatmap} label={t('reports.appointments.heatmap')} />}
        table={heatmapTable(
          appointments.heatmap,
          t('reports.appointments.heatmap'),
          t('reports.appointments.weekday'),
          lang,
        )}
      />
    </ReportSection>
  );
}
