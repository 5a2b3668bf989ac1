import type { Report } from '@contracts/reports';
import { ClipboardList } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';
import { ChartPanel } from '@web/components/reports/chart-panel';
import { formatNumber } from '@web/components/reports/format';
import { BarList, SeriesChart } from '@web/components/reports/series-chart';
import { labelOf, nameIn, ReportSection } from './section';

/** Results submitted in the period: scores, dimensions, levels and how many became bookings. */
export function DiagnosticSection(props: { report: Report }) {
  const { t, lang } = useI18n();
  const { diagnostic } = props.report;
  const { totals } = diagnostic;
  const count = (n: number) => formatNumber(n, lang);
  const score = (n: number) => formatNumber(n, lang, 1);
  const empty = totals.submissions === 0;
  const emptyTitle = t('reports.diagnostic.emptyTitle');
  const emptyHint = t('reports.diagnostic.emptyHint');
  const results = t('reports.diagnostic.results');
  const bins = diagnostic.distribution.map((bin) => ({
    x: `${bin.from}–${bin.from === 90 ? 100 : bin.from + 9}`,
    count: bin.count,
  }));
  const levels = diagnostic.levels.map((level) => ({
    key: level.key,
    name: labelOf(t, 'diagnostic.levels', level.key),
    value: level.count,
    display: count(level.count),
  }));

  return (
    <ReportSection
      id="report-diagnostic"
      title={t('reports.diagnostic.title')}
      stats={[
        { label: t('reports.diagnostic.submissions'), value: count(totals.submissions) },
        {
          label: t('reports.diagnostic.average'),
          value: totals.averageOverall === null ? '—' : score(totals.averageOverall),
        },
        { label: t('reports.diagnostic.becameBookings'), value: count(totals.becameBookings) },
      ]}
    >
      <ChartPanel
        title={t('reports.diagnostic.distribution')}
        description={t('reports.diagnostic.distributionHint')}
        empty={empty}
        emptyTitle={emptyTitle}
        emptyHint={emptyHint}
        icon={ClipboardList}
        chart={
          <SeriesChart
            label={t('reports.diagnostic.distribution')}
            data={bins}
            series={[{ key: 'count', name: results, tone: 'accent', kind: 'bar' }]}
            format={count}
          />
        }
        table={{
          caption: t('reports.diagnostic.distribution'),
          columns: [t('reports.diagnostic.scoreRange'), results],
          rows: bins.map((bin) => ({ key: bin.x, cells: [bin.x, count(bin.count)] })),
        }}
      />
      <ChartPanel
        title={t('reports.diagnostic.dimensions')}
        description={t('reports.diagnostic.dimensionsHint')}
        empty={diagnostic.dimensions.length === 0}
        emptyTitle={emptyTitle}
        emptyHint={emptyHint}
        icon={ClipboardList}
        chart={
          <BarList
            label={t('reports.diagnostic.dimensions')}
            max={100}
            items={diagnostic.dimensions.map((dimension) => ({
              key: dimension.key,
              name: nameIn(dimension.name, lang),
              value: dimension.average,
              display: score(dimension.average),
            }))}
          />
        }
        table={{
          caption: t('reports.diagnostic.dimensions'),
          columns: [t('reports.diagnostic.dimension'), t('reports.diagnostic.average'), results],
          rows: diagnostic.dimensions.map((dimension) => ({
            key: dimension.key,
            cells: [nameIn(dimension.name, lang), score(dimension.average), count(dimension.count)],
          })),
        }}
      />
      <ChartPanel
        title={t('reports.diagnostic.levels')}
        empty={empty || levels.length === 0}
        emptyTitle={emptyTitle}
        emptyHint={emptyHint}
        icon={ClipboardList}
        chart={<BarList label={t('reports.diagnostic.levels')} items={levels} />}
        table={{
          caption: t('reports.diagnostic.levels'),
          columns: [t('reports.diagnostic.level'), results],
          rows: levels.map((level) => ({ key: level.key, cells: [level.name, level.display] })),
        }}
      />
    </ReportSection>
  );
}
