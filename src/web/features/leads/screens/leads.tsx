import type { ContactSelection } from '@contracts/contacts';
import type { LeadSortKey } from '@contracts/leads';
import { useQuery } from '@tanstack/react-query';
import { ChartNoAxesCombined, Download, LoaderCircle, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListEmpty, ListPager } from '@web/components/admin-list/list-states';
import { useClampedPage } from '@web/components/admin-list/url-state';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';
import { useFileExport } from '@web/lib/use-file-export';
import { nextOrder } from '@web/lib/url-state';
import { downloadContacts, leadKeys, leadStatsQuery, leadsQuery } from '../api/queries';
import { BulkBar } from '../components/bulk-bar';
import { FilterBar } from '../components/filter-bar';
import { ImportDialog } from '../components/import-dialog';
import { SavedViews } from '../components/saved-views';
import { formatNumber } from '../components/format';
import { KpiStrip } from '../components/kpi-strip';
import { LeadDetailSheet } from '../components/lead-detail-sheet';
import { LeadsTable } from '../components/leads-table';
import { useLeadsView } from '../components/use-leads-view';
import {
  emptyLeadFilters,
  filterQuery,
  hasLeadFilters,
  PAGE_SIZE,
  type LeadFilterValues,
} from '../components/url-state';

/** The list's filters as the API's selection filters (blank ones left out). */
const selectionFilters = (filters: LeadFilterValues) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== '')) as Extract<
    ContactSelection,
    { mode: 'filter' }
  >['filters'];

/** Text columns start ascending; dates, counts and stages start with the highest. */
const ascendingFirst: LeadSortKey[] = ['name', 'email', 'status'];

export default function LeadsScreen() {
  const { t, lang } = useI18n();
  useDocumentMeta(t('admin.leads.title'), t('admin.leads.description'));
  const { view, update, open, close, setPage } = useLeadsView();
  useRealtimeInvalidate(['admin:leads'], [leadKeys.all]);
  const list = useQuery(leadsQuery(view));
  const stats = useQuery(leadStatsQuery(emptyLeadFilters));
  const total = list.data?.total ?? 0;
  useClampedPage({
    page: view.page,
    total,
    pageSize: PAGE_SIZE,
    settled: list.data !== undefined && !list.isPlaceholderData,
    onPage: setPage,
  });

  // The selection: rows ticked by hand, or every contact matching the filters; it ends when they change.
  const [picked, setPicked] = useState<Set<string>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  const filterKey = filterQuery(view.filters).toString();
  const [selectionFor, setSelectionFor] = useState(filterKey);
  if (selectionFor !== filterKey) {
    setSelectionFor(filterKey);
    setPicked(new Set());
    setAllMatching(false);
  }
  const selection: ContactSelection = useMemo(
    () =>
      allMatching
        ? { mode: 'filter', filters: selectionFilters(view.filters) }
        : { mode: 'ids', ids: [...picked] },
    [allMatching, picked, view.filters],
  );
  const onSelect = (ids: string[], on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const allFiltered: ContactSelection = { mode: 'filter', filters: selectionFilters(view.filters) };
  const exporter = useFileExport(() => downloadContacts(allFiltered, 'csv', lang));
  const workbook = useFileExport(() => downloadContacts(allFiltered, 'xlsx', lang));

  const onSort = (key: LeadSortKey) =>
    update({ sort: key, order: nextOrder(view, key, ascendingFirst), page: 0 });

  const empty = (
    <ListEmpty
      error={list.isError}
      filtered={hasLeadFilters(view.filters)}
      icon={Users}
      texts={{
        errorTitle: t('admin.leads.errorTitle'),
        errorHint: t('admin.leads.errorHint'),
        retry: t('admin.leads.retry'),
        filteredTitle: t('admin.leads.filteredTitle'),
        filteredHint: t('admin.leads.filteredHint'),
        clear: t('admin.leads.clear'),
        emptyTitle: t('admin.leads.empty'),
        emptyHint: t('admin.leads.emptyHint'),
      }}
      onRetry={() => void list.refetch()}
      onClear={() => update({ filters: emptyLeadFilters, page: 0 })}
    />
  );

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
          <ImportDialog />
          {(
            [
              [exporter, 'admin.leads.export.csv'],
              [workbook, 'admin.leads.export.xlsx'],
            ] as const
          ).map(([run, label]) => (
            <Button
              key={label}
              type="button"
              variant="outline"
              size="sm"
              disabled={run.busy || total === 0}
              onClick={() => void run.run()}
            >
              {run.busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Download aria-hidden />}
              {run.busy ? t('admin.leads.export.busy') : t(label)}
            </Button>
          ))}
          <Button asChild variant="ghost" size="sm">
            <Link to={`/admin/leads-advanced${advanced ? `?${advanced}` : ''}`}>
              <ChartNoAxesCombined aria-hidden />
              {t('admin.leads.advanced.title')}
            </Link>
          </Button>
        </div>
      </div>
      {exporter.failed || workbook.failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('admin.leads.export.error')}
        </p>
      ) : null}

      <KpiStrip stats={stats.data} loading={stats.isPending} />

      <FilterBar values={view.filters} onChange={(filters) => update({ filters, page: 0 })} />
      <SavedViews view={view} onApply={(patch) => update(patch)} />

      <div className="space-y-3">
        {allMatching || picked.size > 0 ? (
          <BulkBar
            selection={selection}
            count={allMatching ? total : picked.size}
            total={total}
            allMatching={allMatching}
            onSelectAll={() => setAllMatching(true)}
            onClear={() => {
              setAllMatching(false);
              setPicked(new Set());
            }}
          />
        ) : null}
        <LeadsTable
          columns={view.columns}
          selected={picked}
          allMatching={allMatching}
          onSelect={onSelect}
          rows={list.isError ? undefined : list.data?.leads}
          loading={list.isPending}
          dimmed={list.isPlaceholderData}
          sort={view.sort}
          order={view.order}
          onSort={onSort}
          onOpen={open}
          empty={empty}
        />
        <ListPager
          page={view.page}
          pageSize={PAGE_SIZE}
          total={total}
          label={t('admin.leads.pagination.label')}
          summary={(range) =>
            t('admin.leads.pagination.summary', {
              from: formatNumber(range.from, lang),
              to: formatNumber(range.to, lang),
              total: formatNumber(range.total, lang),
            })
          }
          pageText={(at) => t('admin.leads.pagination.page', at)}
          previousLabel={t('admin.leads.pagination.previous')}
          nextLabel={t('admin.leads.pagination.next')}
          onPage={setPage}
        />
      </div>

      <LeadDetailSheet id={view.id} onClose={close} />
    </div>
  );
}
