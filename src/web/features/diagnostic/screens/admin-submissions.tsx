import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Download, ExternalLink, LoaderCircle, SearchX, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { distributionQuery, downloadSubmissionsCsv, submissionsQuery } from '../api/admin/queries';
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
  type SubmissionsView,
} from '../components/admin/url-state';
import { SubmissionFilters } from '../components/submission-filters';

/** Text columns start ascending; dates and scores start with the highest. */
const ascendingFirst: SortKey[] = ['name', 'email', 'level'];

export default function AdminSubmissionsScreen() {
  const { t, lang } = useI18n();
  useDocumentMeta(t('admin.diagnostic.meta.title'), t('admin.diagnostic.meta.description'));
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const update = useCallback(
    (patch: Partial<SubmissionsView>, options?: { push?: boolean }) =>
      setParams(paramsFromView({ ...viewFromParams(params), ...patch }), {
        replace: !options?.push,
        preventScrollReset: true,
      }),
    [params, setParams],
  );

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

  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      await downloadSubmissionsCsv(view);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const onSort = (key: SortKey) =>
    update({
      sort: key,
      order:
        view.sort === key
          ? view.order === 'asc'
            ? 'desc'
            : 'asc'
          : ascendingFirst.includes(key)
            ? 'asc'
            : 'desc',
      page: 0,
    });

  const empty = list.isError ? (
    <EmptyState
      icon={AlertTriangle}
      title={t('admin.diagnostic.errorTitle')}
      description={t('admin.diagnostic.errorDescription')}
      className="border-0"
      action={
        <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t('admin.diagnostic.retry')}
        </Button>
      }
    />
  ) : filtered ? (
    <EmptyState
      icon={SearchX}
      title={t('admin.diagnostic.filteredTitle')}
      description={t('admin.diagnostic.filteredDescription')}
      className="border-0"
      action={
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => update({ filters: emptySubmissionFilters, page: 0 })}
        >
          {t('admin.diagnostic.filters.clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={Sparkles}
      title={t('admin.diagnostic.emptyTitle')}
      description={t('admin.diagnostic.emptyDescription')}
      className="border-0"
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
            disabled={exporting || total === 0}
            onClick={() => void exportCsv()}
          >
            {exporting ? <LoaderCircle aria-hidden className="animate-spin" /> : <Download aria-hidden />}
            {exporting ? t('admin.diagnostic.export.busy') : t('admin.diagnostic.export.label')}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/diagnostico-marca-profesional">
              <ExternalLink aria-hidden />
              {t('admin.diagnostic.publicPage')}
            </Link>
          </Button>
        </div>
      </div>
      {exportFailed ? (
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
          <nav
            aria-label={t('admin.diagnostic.pagination.label')}
            className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
          >
            <p aria-live="polite" className="tabular-nums">
              {t('admin.diagnostic.pagination.summary', {
                from: formatNumber(first, lang),
                to: formatNumber(last, lang),
                total: formatNumber(total, lang),
              })}
            </p>
            <div className="flex items-center gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={view.page === 0}
                onClick={() => update({ page: view.page - 1 }, { push: true })}
              >
                {t('admin.diagnostic.pagination.previous')}
              </Button>
              <span className="tabular-nums">
                {t('admin.diagnostic.pagination.page', { page: view.page + 1, pages })}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={view.page + 1 >= pages}
                onClick={() => update({ page: view.page + 1 }, { push: true })}
              >
                {t('admin.diagnostic.pagination.next')}
              </Button>
            </div>
          </nav>
        ) : null}
      </div>

      <ResultDetailSheet id={view.id} onClose={() => update({ id: '' })} />
    </div>
  );
}
