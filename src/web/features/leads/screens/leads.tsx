import type { LeadSortKey } from '@contracts/leads';
import { useQuery } from '@tanstack/react-query';
import { ChartNoAxesCombined, Download, LoaderCircle, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { TablePager } from '@web/components/ui/admin-table';
import { Button } from '@web/components/ui/button';
import { ListEmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';
import { useFileExport } from '@web/lib/use-file-export';
import { nextOrder } from '@web/lib/url-state';
import { downloadLeadsCsv, leadKeys, leadStatsQuery, leadsQuery } from '../api/queries';
import { FilterBar } from '../components/filter-bar';
import { formatNumber } from '../components/format';
import { KpiStrip } from '../components/kpi-strip';
import { LeadDetailSheet } from '../components/lead-detail-sheet';
import { LeadsTable } from '../components/leads-table';
import { useLeadsView } from '../components/use-leads-view';
import { emptyLeadFilters, filterQuery, hasLeadFilters, PAGE_SIZE } from '../components/url-state';

/** Text columns start ascending; dates, counts and stages start with the highest. */
const ascendingFirst: LeadSortKey[] = ['name', 'email', 'status'];

export default function LeadsScreen() {
  const { t, lang } = useI18n();
  useDocumentMeta(t('admin.leads.title'), t('admin.leads.description'));
  const { view, update } = useLeadsView();
  useRealtimeInvalidate(['admin:leads'], [leadKeys.all]);
  const list = useQuery(leadsQuery(view));
  const stats = useQuery(leadStatsQuery(emptyLeadFilters));
  const filtered = hasLeadFilters(view.filters);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const outOfRange =
    list.data !== undefined && !list.isPlaceholderData && view.page >= pages && view.page > 0;
  useEffect(() => {
    if (outOfRange) update({ page: pages - 1 });
  }, [outOfRange, pages, update]);

  const exporter = useFileExport(() => downloadLeadsCsv(view));

  const onSort = (key: LeadSortKey) =>
    update({ sort: key, order: nextOrder(view, key, ascendingFirst), page: 0 });

  const empty = list.isError ? (
    <ListEmptyState
      kind="error"
      title={t('admin.leads.errorTitle')}
      description={t('admin.leads.errorHint')}
      actionLabel={t('admin.leads.retry')}
      onAction={() => void list.refetch()}
    />
  ) : filtered ? (
    <ListEmptyState
      kind="filtered"
      title={t('admin.leads.filteredTitle')}
      description={t('admin.leads.filteredHint')}
      actionLabel={t('admin.leads.clear')}
      onAction={() => update({ filters: emptyLeadFilters, page: 0 })}
    />
  ) : (
    <ListEmptyState
      kind="empty"
      icon={Users}
      title={t('admin.leads.empty')}
      description={t('admin.leads.emptyHint')}
    />
  );

  const first = total === 0 ? 0 : view.page * PAGE_SIZE + 1;
  const last = Math.min(total, (view.page + 1) * PAGE_SIZE);
  const advanced = filterQuery(view.filters).toString();

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('common.admin.title')}
          title={t('admin.leads.title')}
          lead={t('admin.leads.description')}
        />
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={exporter.busy || total === 0}
            onClick={() => void exporter.run()}
          >
            {exporter.busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Download aria-hidden />}
            {exporter.busy ? t('admin.leads.export.busy') : t('admin.leads.export.label')}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to={`/admin/leads-advanced${advanced ? `?${advanced}` : ''}`}>
              <ChartNoAxesCombined aria-hidden />
              {t('admin.leads.advanced.title')}
            </Link>
          </Button>
        </div>
      </div>
      {exporter.failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('admin.leads.export.error')}
        </p>
      ) : null}

      <KpiStrip stats={stats.data} loading={stats.isPending} />

      <FilterBar values={view.filters} onChange={(filters) => update({ filters, page: 0 })} />

      <div className="space-y-3">
        <LeadsTable
          rows={list.isError ? undefined : list.data?.leads}
          loading={list.isPending}
          dimmed={list.isPlaceholderData}
          sort={view.sort}
          order={view.order}
          onSort={onSort}
          onOpen={(id) => update({ id }, { push: true })}
          empty={empty}
        />
        {total > 0 ? (
          <TablePager
            label={t('admin.leads.pagination.label')}
            summary={t('admin.leads.pagination.summary', {
              from: formatNumber(first, lang),
              to: formatNumber(last, lang),
              total: formatNumber(total, lang),
            })}
            page={t('admin.leads.pagination.page', { page: view.page + 1, pages })}
            previousLabel={t('admin.leads.pagination.previous')}
            nextLabel={t('admin.leads.pagination.next')}
            onPrevious={view.page === 0 ? undefined : () => update({ page: view.page - 1 }, { push: true })}
            onNext={
              view.page + 1 >= pages ? undefined : () => update({ page: view.page + 1 }, { push: true })
            }
          />
        ) : null}
      </div>

      <LeadDetailSheet id={view.id} onClose={() => update({ id: '' })} />
    </div>
  );
}
