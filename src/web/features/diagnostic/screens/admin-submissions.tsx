import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, LoaderCircle, Sparkles } from 'lucide-react';
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
import { nextOrder, useUrlView } from '@web/lib/url-state';
import {
  diagnosticAdminKeys,
  distributionQuery,
  downloadSubmissionsCsv,
  submissionsQuery,
} from '../api/admin/queries';
import { DistributionChart } from '../components/admin/distribution-chart';
import { formatNumber } from '../components/admin/format';
import { ResultDetailSheet } from '../components/admin/result-detail-sheet';
import { SubmissionsTable } from '../components/admin/submissions-table';
import {
  emptySubmissionFilters,
  hasSubmissionFilters,
  PAGE_SIZE,
  paramsFromView,
  viewFromParams,
  type SortKey,
} from '../components/admin/url-state';
import { SubmissionFilters } from '../components/submission-filters';

/** Text columns start ascending; dates and scores start with the highest. */
const ascendingFirst: SortKey[] = ['name', 'email', 'level'];

export default function AdminSubmissionsScreen() {
  const { t, lang } = useI18n();
  useDocumentMeta(t('admin.diagnostic.meta.title'), t('admin.diagnostic.meta.description'));
  const { view, update } = useUrlView(viewFromParams, paramsFromView);

  useRealtimeInvalidate(['admin:diagnostic'], [diagnosticAdminKeys.all]);
  const list = useQuery(submissionsQuery(view));
  const distribution = useQuery(distributionQuery(view));
  const filtered = hasSubmissionFilters(view.filters);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (an old link, or fewer results after a change elsewhere) goes to the last page.
  const outOfRange =
    list.data !== undefined && !list.isPlaceholderData && view.page >= pages && view.page > 0;
  useEffect(() => {
    if (outOfRange) update({ page: pages - 1 });
  }, [outOfRange, pages, update]);

  const exporter = useFileExport(() => downloadSubmissionsCsv(view));

  const onSort = (key: SortKey) =>
    update({ sort: key, order: nextOrder(view, key, ascendingFirst), page: 0 });

  const empty = list.isError ? (
    <ListEmptyState
      kind="error"
      title={t('admin.diagnostic.errorTitle')}
      description={t('admin.diagnostic.errorDescription')}
      actionLabel={t('admin.diagnostic.retry')}
      onAction={() => void list.refetch()}
    />
  ) : filtered ? (
    <ListEmptyState
      kind="filtered"
      title={t('admin.diagnostic.filteredTitle')}
      description={t('admin.diagnostic.filteredDescription')}
      actionLabel={t('admin.diagnostic.filters.clear')}
      onAction={() => update({ filters: emptySubmissionFilters, page: 0 })}
    />
  ) : (
    <ListEmptyState
      kind="empty"
      icon={Sparkles}
      title={t('admin.diagnostic.emptyTitle')}
      description={t('admin.diagnostic.emptyDescription')}
    />
  );

  const first = total === 0 ? 0 : view.page * PAGE_SIZE + 1;
  const last = Math.min(total, (view.page + 1) * PAGE_SIZE);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('admin.diagnostic.eyebrow')}
          title={t('admin.diagnostic.title')}
          lead={t('admin.diagnostic.lead')}
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
            {exporter.busy ? t('admin.diagnostic.export.busy') : t('admin.diagnostic.export.label')}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/diagnostico-marca-profesional">
              <ExternalLink aria-hidden />
              {t('admin.diagnostic.publicPage')}
            </Link>
          </Button>
        </div>
      </div>
      {exporter.failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('admin.diagnostic.export.error')}
        </p>
      ) : null}

      <SubmissionFilters values={view.filters} onChange={(filters) => update({ filters, page: 0 })} />

      <DistributionChart
        data={distribution.data}
        loading={distribution.isPending}
        error={distribution.isError && !distribution.data}
        onRetry={() => void distribution.refetch()}
      />

      <div className="space-y-3">
        <SubmissionsTable
          rows={list.isError ? undefined : list.data?.results}
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
            label={t('admin.diagnostic.pagination.label')}
            summary={t('admin.diagnostic.pagination.summary', {
              from: formatNumber(first, lang),
              to: formatNumber(last, lang),
              total: formatNumber(total, lang),
            })}
            page={t('admin.diagnostic.pagination.page', { page: view.page + 1, pages })}
            previousLabel={t('admin.diagnostic.pagination.previous')}
            nextLabel={t('admin.diagnostic.pagination.next')}
            onPrevious={view.page === 0 ? undefined : () => update({ page: view.page - 1 }, { push: true })}
            onNext={
              view.page + 1 >= pages ? undefined : () => update({ page: view.page + 1 }, { push: true })
            }
          />
        ) : null}
      </div>

      <ResultDetailSheet id={view.id} onClose={() => update({ id: '' })} />
    </div>
  );
}
