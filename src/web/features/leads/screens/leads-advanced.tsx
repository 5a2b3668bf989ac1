import { useQuery } from '@tanstack/react-query';
import { ChartNoAxesColumn, KanbanSquare, List, Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChartFrame } from '@web/components/ui/admin-chart-frame';
import { Panel, PanelError, TableToggle } from '@web/components/ui/admin-panel';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';
import { dealBoardQuery } from '../api/deals';
import { leadKeys, leadStatsQuery } from '../api/queries';
import { DealBoard } from '../components/deal-board';
import { DealDialog } from '../components/deal-dialog';
import { ActivityChart, activitySources, periodLabel } from '../components/activity-chart';
import { FilterBar } from '../components/filter-bar';
import { formatNumber, sourceKey, statusKey } from '../components/format';
import { FunnelChart, funnelStages } from '../components/funnel-chart';
import { useLeadsView } from '../components/use-leads-view';
import { filterQuery, hasLeadFilters } from '../components/url-state';

const captionClass = 'not-sr-only mb-0 caption-top px-3 py-2 text-left text-xs text-muted-foreground';

/** A chart panel with loading, error and empty states and a table alternative behind a toggle. */
function ChartPanel(props: {
  title: string;
  description: string;
  state: 'loading' | 'error' | 'empty' | 'ready';
  onRetry: () => void;
  chart: ReactNode;
  table: ReactNode;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <Panel
      className="min-w-0"
      headingId={headingId}
      title={props.title}
      description={props.description}
      actions={
        props.state === 'ready' ? (
          <TableToggle open={showTable} onToggle={() => setShowTable((open) => !open)} controls={tableId}>
            {showTable ? t('admin.leads.advanced.hideTable') : t('admin.leads.advanced.showTable')}
          </TableToggle>
        ) : null
      }
    >
      {props.state === 'loading' ? (
        <Skeleton className="h-44" />
      ) : props.state === 'error' ? (
        <PanelError
          message={t('admin.leads.advanced.error')}
          retryLabel={t('admin.leads.retry')}
          onRetry={props.onRetry}
        />
      ) : props.state === 'empty' ? (
        <ChartFrame
          className="h-44"
          icon={ChartNoAxesColumn}
          emptyTitle={t('admin.leads.advanced.emptyTitle')}
          emptyDescription={t('admin.leads.advanced.emptyHint')}
        />
      ) : (
        <div className="space-y-4">
          {props.chart}
          <div id={tableId} className={showTable ? '' : 'sr-only'}>
            {props.table}
          </div>
        </div>
      )}
    </Panel>
  );
}

/** The board with its loading, error and empty states, and the new-deal button. */
function PipelineSection(props: { filters: Parameters<typeof dealBoardQuery>[0] }) {
  const { t } = useI18n();
  const board = useQuery(dealBoardQuery(props.filters));
  const [creating, setCreating] = useState(false);
  const empty = board.data ? board.data.stages.every((s) => s.count === 0) : false;
  const filtered = hasLeadFilters(props.filters);
  const newButton = (
    <Button type="button" size="sm" onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t('admin.leads.pipeline.new')}
    </Button>
  );
  return (
    <section aria-labelledby="pipeline-heading" className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="pipeline-heading" className="font-display text-xl">
            {t('admin.leads.pipeline.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('admin.leads.pipeline.description')}</p>
        </div>
        {newButton}
      </div>
      {board.isPending ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : board.isError && !board.data ? (
        <PanelError
          message={t('admin.leads.pipeline.loadError')}
          retryLabel={t('admin.leads.retry')}
          onRetry={() => void board.refetch()}
        />
      ) : empty ? (
        <EmptyState
          icon={KanbanSquare}
          title={filtered ? t('admin.leads.pipeline.filteredTitle') : t('admin.leads.pipeline.emptyTitle')}
          description={
            filtered ? t('admin.leads.pipeline.filteredHint') : t('admin.leads.pipeline.emptyHint')
          }
          action={filtered ? undefined : newButton}
        />
      ) : board.data ? (
        <DealBoard board={board.data} />
      ) : null}
      {creating ? <DealDialog open onOpenChange={setCreating} seed={{ origin: 'manual' }} /> : null}
    </section>
  );
}

export default function LeadsAdvancedScreen() {
  const { t, lang } = useI18n();
  useDocumentMeta(t('admin.leads.advanced.title'), t('admin.leads.advanced.description'));
  const { view, update } = useLeadsView();
  useRealtimeInvalidate(['admin:leads'], [leadKeys.all]);
  const stats = useQuery(leadStatsQuery(view.filters));
  const data = stats.data;
  const query = filterQuery(view.filters).toString();
  const state = (empty: boolean) =>
    stats.isPending ? 'loading' : stats.isError && !data ? 'error' : !data || empty ? 'empty' : 'ready';
  const sources = data ? activitySources(data) : [];
  const activityTotal = data
    ? data.activity.periods.reduce((sum, p) => sum + Object.values(p.counts).reduce((a, b) => a + b, 0), 0)
    : 0;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('common.admin.title')}
          title={t('admin.leads.advanced.title')}
          lead={t('admin.leads.advanced.description')}
        />
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to={`/admin/leads${query ? `?${query}` : ''}`}>
            <List aria-hidden />
            {t('admin.leads.advanced.openList')}
          </Link>
        </Button>
      </div>

      <FilterBar values={view.filters} onChange={(filters) => update({ filters, page: 0 })} />

      <PipelineSection filters={view.filters} />

      <h2 className="sr-only">{t('admin.leads.pipeline.chartsHeading')}</h2>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <ChartPanel
          title={t('admin.leads.advanced.funnel.title')}
          description={t('admin.leads.advanced.funnel.description', {
            count: data?.total ?? 0,
          })}
          state={state((data?.total ?? 0) === 0)}
          onRetry={() => void stats.refetch()}
          chart={
            data ? (
              <div className="space-y-3">
                <FunnelChart stats={data} />
                <ul className="grid grid-cols-3 gap-2 text-xs text-muted-foreground">
                  {funnelStages.slice(1).map((stage, i) => {
                    const before = data.reached[funnelStages[i]!] ?? 0;
                    const share = before ? Math.round(((data.reached[stage] ?? 0) / before) * 100) : 0;
                    return (
                      <li key={stage}>
                        <span className="block font-medium text-foreground">{t(statusKey(stage))}</span>
                        {t('admin.leads.advanced.funnel.conversion', { share })}
                      </li>
                    );
                  })}
                </ul>
                <p className="text-xs text-muted-foreground">
                  {t('admin.leads.advanced.funnel.lostNote', {
                    count: formatNumber(data.reached.lost, lang),
                  })}
                </p>
              </div>
            ) : null
          }
          table={
            data ? (
              <Table>
                <TableCaption className={captionClass}>
                  {t('admin.leads.advanced.funnel.caption')}
                </TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('admin.leads.advanced.funnel.stage')}</TableHead>
                    <TableHead className="text-right">{t('admin.leads.advanced.funnel.reached')}</TableHead>
                    <TableHead className="text-right">{t('admin.leads.advanced.funnel.now')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {[...funnelStages, 'lost' as const].map((stage) => (
                    <TableRow key={stage}>
                      <TableCell>{t(statusKey(stage))}</TableCell>
                      <TableCell className="text-right tabular-nums">{data.reached[stage] ?? 0}</TableCell>
                      <TableCell className="text-right tabular-nums">{data.byStatus[stage] ?? 0}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null
          }
        />

        <ChartPanel
          title={t('admin.leads.advanced.activity.title')}
          description={
            data?.activity.unit === 'month'
              ? t('admin.leads.advanced.activity.descriptionMonth')
              : t('admin.leads.advanced.activity.descriptionWeek')
          }
          state={state(activityTotal === 0)}
          onRetry={() => void stats.refetch()}
          chart={data ? <ActivityChart stats={data} /> : null}
          table={
            data ? (
              <Table>
                <TableCaption className={captionClass}>
                  {t('admin.leads.advanced.activity.caption')}
                </TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('admin.leads.advanced.activity.period')}</TableHead>
                    {sources.map((source) => {
                      const key = sourceKey(source);
                      return (
                        <TableHead key={source} className="text-right">
                          {key ? t(key) : source}
                        </TableHead>
                      );
                    })}
                    <TableHead className="text-right">{t('admin.leads.advanced.activity.total')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.activity.periods.map((period) => (
                    <TableRow key={period.start}>
                      <TableCell className="whitespace-nowrap">
                        {data.activity.unit === 'week'
                          ? t('admin.leads.advanced.activity.weekOf', {
                              date: periodLabel(period.start, 'week', lang),
                            })
                          : periodLabel(period.start, 'month', lang)}
                      </TableCell>
                      {sources.map((source) => (
                        <TableCell key={source} className="text-right tabular-nums">
                          {period.counts[source] ?? 0}
                        </TableCell>
                      ))}
                      <TableCell className="text-right tabular-nums">
                        {Object.values(period.counts).reduce((a, b) => a + b, 0)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null
          }
        />
      </div>
    </div>
  );
}
