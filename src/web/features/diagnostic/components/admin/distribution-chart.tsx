import type { Distribution } from '@contracts/diagnostic';
import { ChartNoAxesColumn } from 'lucide-react';
import { useId, useState } from 'react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { ChartFrame } from '@web/components/ui/admin-chart-frame';
import { Panel, PanelError, TableToggle } from '@web/components/ui/admin-panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { levelIds, levelName } from '../dimensions';
import { LevelBadge } from './level-badge';

const WIDTH = 560;
const HEIGHT = 160;
const GAP = 6;

/** Ten bars (0–9 … 90–100) as SVG; the numbers are in the table alternative and the bars' titles. */
function Bars(props: { buckets: Distribution['buckets'] }) {
  const { t } = useI18n();
  const max = Math.max(1, ...props.buckets.map((bucket) => bucket.count));
  const width = WIDTH / Math.max(1, props.buckets.length);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`}
      className="h-full w-full"
      role="img"
      aria-label={t('admin.diagnostic.chart.svgLabel')}
    >
      <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" strokeWidth={1} />
      {props.buckets.map((bucket, i) => {
        const h = bucket.count === 0 ? 0 : Math.max(2, (bucket.count / max) * (HEIGHT - 14));
        const x = i * width + GAP / 2;
        return (
          <g key={bucket.from}>
            <title>
              {t('admin.diagnostic.chart.barTitle', {
                range: `${bucket.from}–${bucket.to}`,
                count: bucket.count,
              })}
            </title>
            <rect x={x} y={HEIGHT - h} width={width - GAP} height={h} rx={2} className="fill-accent/70" />
            {bucket.count > 0 ? (
              <text
                x={x + (width - GAP) / 2}
                y={HEIGHT - h - 3}
                textAnchor="middle"
                className="fill-muted-foreground text-[9px] tabular-nums"
              >
                {bucket.count}
              </text>
            ) : null}
            <text
              x={x + (width - GAP) / 2}
              y={HEIGHT + 13}
              textAnchor="middle"
              className="fill-muted-foreground text-[9px] tabular-nums"
            >
              {bucket.from}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function DistributionChart(props: {
  data: Distribution | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const data = props.data;
  return (
    <Panel
      headingId={headingId}
      title={t('admin.diagnostic.chart.title')}
      description={
        data
          ? t('admin.diagnostic.chart.description', { count: data.total })
          : t('admin.diagnostic.chart.hint')
      }
      actions={
        data && data.total > 0 ? (
          <TableToggle open={showTable} onToggle={() => setShowTable((open) => !open)} controls={tableId}>
            {showTable ? t('admin.diagnostic.chart.hideTable') : t('admin.diagnostic.chart.showTable')}
          </TableToggle>
        ) : null
      }
    >
      {props.loading ? (
        <div className="grid gap-4 lg:grid-cols-[1fr_14rem]">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : props.error ? (
        <PanelError
          message={t('admin.diagnostic.chart.error')}
          retryLabel={t('admin.diagnostic.retry')}
          onRetry={props.onRetry}
        />
      ) : !data || data.total === 0 ? (
        <ChartFrame
          className="h-44"
          icon={ChartNoAxesColumn}
          emptyTitle={t('admin.diagnostic.chart.emptyTitle')}
          emptyDescription={t('admin.diagnostic.chart.emptyDescription')}
        />
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-[1fr_14rem]">
            <figure className="space-y-1">
              <div className="h-44">
                <Bars buckets={data.buckets} />
              </div>
              <figcaption className="text-xs text-muted-foreground">
                {t('admin.diagnostic.chart.axis')}
              </figcaption>
            </figure>
            <div>
              <h3 className="mb-2 text-xs font-medium text-muted-foreground">
                {t('admin.diagnostic.chart.byLevel')}
              </h3>
              <ul className="space-y-2">
                {levelIds.map((level) => {
                  const count = data.levels[level] ?? 0;
                  const share = data.total ? Math.round((count / data.total) * 100) : 0;
                  return (
                    <li key={level} className="space-y-1">
                      <div className="flex items-center justify-between gap-2 text-sm">
                        <LevelBadge level={level} />
                        <span className="tabular-nums">
                          {count}
                          <span className="ml-1 text-xs text-muted-foreground">({share}%)</span>
                        </span>
                      </div>
                      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
                        <div className="h-full rounded-full bg-accent/60" style={{ width: `${share}%` }} />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
          <div id={tableId} className={showTable ? 'grid gap-4 md:grid-cols-2' : 'sr-only'}>
            <Table>
              <TableCaption className="not-sr-only mb-0 caption-top px-3 py-2 text-left text-xs text-muted-foreground">
                {t('admin.diagnostic.chart.bucketCaption')}
              </TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('admin.diagnostic.chart.range')}</TableHead>
                  <TableHead className="text-right">{t('admin.diagnostic.chart.count')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.buckets.map((bucket) => (
                  <TableRow key={bucket.from}>
                    <TableCell className="tabular-nums">
                      {bucket.from}–{bucket.to}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{bucket.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Table>
              <TableCaption className="not-sr-only mb-0 caption-top px-3 py-2 text-left text-xs text-muted-foreground">
                {t('admin.diagnostic.chart.levelCaption')}
              </TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('admin.diagnostic.columns.level')}</TableHead>
                  <TableHead className="text-right">{t('admin.diagnostic.chart.count')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {levelIds.map((level) => (
                  <TableRow key={level}>
                    <TableCell>{t(levelName(level))}</TableCell>
                    <TableCell className="text-right tabular-nums">{data.levels[level] ?? 0}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </div>
      )}
    </Panel>
  );
}
