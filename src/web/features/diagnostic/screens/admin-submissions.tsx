import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, LoaderCircle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ListEmpty, ListPager } from '@web/components/admin-list/list-states';
import { useClampedPage, useListUrlState } from '@web/components/admin-list/url-state';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';
import { useFileExport } from '@web/lib/use-file-export';
import { nextOrder } from '@web/lib/url-state';
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
  submissionsCodec,
  type SortKey,
} from '../components/admin/url-state';
import { SubmissionFilters } from '../components/submission-filters';

/** Text columns start ascending; dates and scores start with the highest. */
const ascendingFirst: SortKey[] = ['name', 'email', 'level'];

export default function AdminSubmissionsScreen() {
  const { t, lang } = useI18n();
  useDocumentMeta(t('admin.diagnostic.meta.title'), t('admin.diagnostic.meta.description'));
  const { view, update, open, close, setPage } = useListUrlState(submissionsCodec);

  useRealtimeInvalidate(['admin:diagnostic'], [diagnosticAdminKeys.all]);
  const list = useQuery(submissionsQuery(view));
  const distribution = useQuery(distributionQuery(view));
  const total = list.data?.total ?? 0;
  useClampedPage({
    page: view.page,
    total,
    pageSize: PAGE_SIZE,
    settled: list.data !== undefined && !list.isPlaceholderData,
    onPage: setPage,
  });

  const exporter = useFileExport(() => downloadSubmissionsCsv(view));

  const onSort = (key: SortKey) =>
    update({ sort: key, order: nextOrder(view, key, ascendingFirst), page: 0 });

  const empty = (
    <ListEmpty
      error={list.isError}
      filtered={hasSubmissionFilters(view.filters)}
      icon={Sparkles}
      texts={{
        errorTitle: t('admin.diagnostic.errorTitle'),
        errorHint: t('admin.diagnostic.errorDescription'),
        retry: t('admin.diagnostic.retry'),
        filteredTitle: t('admin.diagnostic.filteredTitle'),
        filteredHint: t('admin.diagnostic.filteredDescription'),
        clear: t('admin.diagnostic.filters.clear'),
        emptyTitle: t('admin.diagnostic.emptyTitle'),
        emptyHint: t('admin.diagnostic.emptyDescription'),
      }}
      onRetry={() => void list.refetch()}
      onClear={() => update({ filters: emptySubmissionFilters, page: 0 })}
    />
  );

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
          onOpen={open}
          empty={empty}
        />
        <ListPager
          page={view.page}
          pageSize={PAGE_SIZE}
          total={total}
          label={t('admin.diagnostic.pagination.label')}
          summary={(range) =>
            t('admin.diagnostic.pagination.summary', {
              from: formatNumber(range.from, lang),
              to: formatNumber(range.to, lang),
              total: formatNumber(range.total, lang),
            })
          }
          pageText={(at) => t('admin.diagnostic.pagination.page', at)}
          previousLabel={t('admin.diagnostic.pagination.previous')}
          nextLabel={t('admin.diagnostic.pagination.next')}
          onPage={setPage}
        />
      </div>

      <ResultDetailSheet id={view.id} onClose={close} />
    </div>
  );
}
