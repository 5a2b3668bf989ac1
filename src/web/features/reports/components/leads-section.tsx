import type { Report } from '@contracts/reports';
import { Filter, UserPlus } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';
import { ChartPanel } from '@web/components/reports/chart-panel';
import { formatNumber, formatRatio } from '@web/components/reports/format';
import { BarList, SeriesChart } from '@web/components/reports/series-chart';
import { labelOf, ReportSection } from './section';
import { usePeriodLabels } from '@web/components/reports/use-period-labels';

/** The funnel new → contacted → qualified → won, with each step's conversion. */
function Funnel(props: { stages: Report['leads']['funnel']; label: string }) {
  const { t, lang } = useI18n();
  const max = Math.max(1, props.stages[0]?.count ?? 0);
  return (
    <ol aria-label={props.label} className="space-y-3">
      {props.stages.map((stage) => {
        const share = (stage.count / max) * 100;
        return (
          <li key={stage.stage} className="space-y-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span>{labelOf(t, 'admin.leads.statuses', stage.stage)}</span>
              <span className="tabular-nums">
                <span className="font-medium">{formatNumber(stage.count, lang)}</span>
                {stage.rate !== null ? (
                  <span className="ml-2 text-xs text-muted-foreground">
                    {t('reports.leads.stepRate', { rate: formatRatio(stage.rate, lang) })}
                  </span>
                ) : null}
              </span>
            </div>
            <div aria-hidden className="flex h-3 justify-center overflow-hidden rounded-full bg-muted">
              <div
                className="h-full rounded-full"
                style={{
                  width: `${stage.count > 0 ? Math.max(2, share) : 0}%`,
                  background: 'var(--accent)',
                  opacity: 0.8,
                }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Leads created in the period: the funnel, by source, by status and over time. */
export function LeadsSection(props: { report: Report }) {
  const { t, lang } = useI18n();
  const { leads, bucket } = props.report;
  const { totals } = leads;
  const { axisLabel, rowLabel } = usePeriodLabels(bucket);
  const count = (n: number) => formatNumber(n, lang);
  const empty = totals.created === 0;
  const emptyTitle = t('reports.leads.emptyTitle');
  const emptyHint = t('reports.leads.emptyHint');
  const created = t('reports.leads.created');
  const categories = (prefix: string, rows: { key: string; count: number }[]) =>
    rows.map((row) => ({
      key: row.key,
      name: labelOf(t, prefix, row.key),
      value: row.count,
      display: count(row.count),
    }));
  const sources = categories('admin.leads.sources', leads.bySource);
  const statuses = categories('admin.leads.statuses', leads.byStatus);

  return (
    <ReportSection
      id="report-leads"
      title={t('reports.leads.title')}
      stats={[
        { label: created, value: count(totals.created) },
        { label: t('reports.leads.won'), value: count(totals.won) },
        { label: t('reports.leads.conversion'), value: formatRatio(totals.conversionRate, lang) },
        {
          label: t('reports.leads.daysToWin'),
          value:
            totals.medianDaysToWin === null
              ? '—'
              : t('reports.leads.days', { count: Math.round(totals.medianDaysToWin * 10) / 10 }),
        },
      ]}
    >
      <ChartPanel
        title={t('reports.leads.funnel')}
        description={t('reports.leads.funnelHint')}
        empty={empty}
        emptyTitle={emptyTitle}
        emptyHint={emptyHint}
        icon={Filter}
        chart={<Funnel stages={leads.funnel} label={t('reports.leads.funnel')} />}
        table={{
          caption: t('reports.leads.funnel'),
          columns: [t('reports.leads.stage'), t('reports.leads.count'), t('reports.leads.rate')],
          rows: leads.funnel.map((stage) => ({
            key: stage.stage,
            cells: [
              labelOf(t, 'admin.leads.statuses', stage.stage),
              count(stage.count),
              formatRatio(stage.rate, lang),
            ],
          })),
        }}
      />
      <ChartPanel
        title={t('reports.leads.overTime')}
        description={t(`reports.chart.by.${bucket}`)}
        empty={empty}
        emptyTitle={emptyTitle}
        emptyHint={emptyHint}
        icon={UserPlus}
        chart={
          <SeriesChart
            label={t('reports.leads.overTime')}
            data={leads.series.map((point) => ({ ...point, x: axisLabel(point.start) }))}
            series={[{ key: 'created', name: created, tone: 'accent', kind: 'bar' }]}
            format={count}
          />
        }
        table={{
          caption: t('reports.leads.overTime'),
          columns: [t('reports.chart.period'), created],
          rows: leads.series.map((point) => ({
            key: point.start,
            cells: [rowLabel(point.start), count(point.created)],
          })),
        }}
      />
      {(
        [
          ['bySource', 'source', sources],
          ['byStatus', 'status', statuses],
        ] as const
      ).map(([title, column, items]) => (
        <ChartPanel
          key={title}
          title={t(`reports.leads.${title}`)}
          empty={empty}
          emptyTitle={emptyTitle}
          emptyHint={emptyHint}
          icon={UserPlus}
          chart={<BarList label={t(`reports.leads.${title}`)} items={items} />}
          table={{
            caption: t(`reports.leads.${title}`),
            columns: [t(`reports.leads.${column}`), t('reports.leads.count')],
            rows: items.map((item) => ({ key: item.key, cells: [item.name, item.display] })),
          }}
        />
      ))}
    </ReportSection>
  );
}
