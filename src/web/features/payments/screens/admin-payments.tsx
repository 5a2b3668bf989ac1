import { useQuery } from '@tanstack/react-query';
import { CreditCard, Download, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { TablePager } from '@web/components/ui/admin-table';
import { Button } from '@web/components/ui/button';
import { ListEmptyState } from '@web/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/kit-tabs';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';
import { useFileExport } from '@web/lib/use-file-export';
import { nextOrder } from '@web/lib/url-state';
import { adminPaymentKeys, adminPaymentsQuery, downloadPaymentsCsv } from '../api/admin';
import { manualRefundKeys, usePendingRefundCount } from '../api/manual-refunds';
import { adminPlanKeys, useOverduePlanCount } from '../api/plans';
import { PaymentFilterBar } from '../components/admin/filter-bar';
import { PaymentDetailSheet } from '../components/admin/payment-detail-sheet';
import { PaymentsTable } from '../components/admin/payments-table';
import { ManualRefundsPanel } from '../components/admin/manual-refunds-panel';
import { PlansPanel } from '../components/admin/plans-panel';
import { usePaymentsView } from '../components/admin/use-payments-view';
import {
  ascendingFirst,
  emptyPaymentFilters,
  hasPaymentFilters,
  PAGE_SIZE,
  type PaymentSortKey,
} from '../components/admin/url-state';
import { formatNumber } from '../components/format';
import { paramsForTab, tabFromParams, type PaymentsTab } from '../components/plan/plans-url-state';

// Payments, plans and refunds owed all move with a payment anywhere.
const liveKeys = [adminPaymentKeys.all, adminPlanKeys.all, manualRefundKeys.all];

/**
 * /admin/payments — three views, the tab in the URL (`?tab=plans`, `?tab=refunds`): every payment (filters in
 * the URL, sorting, pages, CSV, and a sheet to refund or mark paid), the payment plans (status filter, pages),
 * and the refunds the owner returns by hand after cancellations (ADR 022).
 */
export default function AdminPaymentsScreen() {
  const { t, lang } = useI18n();
  useDocumentMeta(t('payments.admin.meta.title'), t('payments.admin.meta.description'));
  useRealtimeInvalidate(['admin:payments'], liveKeys);
  const [params, setParams] = useSearchParams();
  const tab = tabFromParams(params);
  const overdue = useOverduePlanCount();
  const pendingRefunds = usePendingRefundCount();
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        size="compact"
        eyebrow={t('common.admin.title')}
        title={t('payments.admin.title')}
        lead={t('payments.admin.description')}
      />
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(paramsForTab(next as PaymentsTab), { preventScrollReset: true })}
        className="space-y-4"
      >
        <TabsList label={t('payments.admin.tabs.label')}>
          <TabsTrigger value="payments">{t('payments.admin.tabs.payments')}</TabsTrigger>
          <TabsTrigger value="plans">
            {t('payments.admin.tabs.plans')}
            {overdue > 0 ? (
              <span
                data-testid="plans-overdue-count"
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-amber-500 px-1.5 text-[11px] leading-5 font-semibold text-amber-950 tabular-nums"
              >
                <span aria-hidden>{formatNumber(overdue, lang)}</span>
                <span className="sr-only">{t('payments.admin.tabs.overdue', { count: overdue })}</span>
              </span>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="refunds">
            {t('payments.admin.tabs.refunds')}
            {pendingRefunds > 0 ? (
              <span
                data-testid="refunds-pending-count"
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-amber-500 px-1.5 text-[11px] leading-5 font-semibold text-amber-950 tabular-nums"
              >
                <span aria-hidden>{formatNumber(pendingRefunds, lang)}</span>
                <span className="sr-only">
                  {t('payments.admin.tabs.refundsPending', { count: pendingRefunds })}
                </span>
              </span>
            ) : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="payments">
          <PaymentsView />
        </TabsContent>
        <TabsContent value="plans">
          <PlansPanel />
        </TabsContent>
        <TabsContent value="refunds">
          <ManualRefundsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Every payment: filters in the URL, sorting, pages, CSV, and a sheet to refund or mark paid. */
function PaymentsView() {
  const { t, lang } = useI18n();
  const { view, update } = usePaymentsView();
  const list = useQuery(adminPaymentsQuery(view));
  const filtered = hasPaymentFilters(view.filters);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const outOfRange =
    list.data !== undefined && !list.isPlaceholderData && view.page >= pages && view.page > 0;
  useEffect(() => {
    if (outOfRange) update({ page: pages - 1 });
  }, [outOfRange, pages, update]);

  const exporter = useFileExport(() => downloadPaymentsCsv(view));
  const onSort = (key: PaymentSortKey) =>
    update({ sort: key, order: nextOrder(view, key, ascendingFirst), page: 0 });

  const empty = list.isError ? (
    <ListEmptyState
      kind="error"
      title={t('payments.admin.errorTitle')}
      description={t('payments.admin.errorHint')}
      actionLabel={t('payments.admin.retry')}
      onAction={() => void list.refetch()}
    />
  ) : filtered ? (
    <ListEmptyState
      kind="filtered"
      title={t('payments.admin.filteredTitle')}
      description={t('payments.admin.filteredHint')}
      actionLabel={t('payments.admin.filters.clear')}
      onAction={() => update({ filters: emptyPaymentFilters, page: 0 })}
    />
  ) : (
    <ListEmptyState
      kind="empty"
      icon={CreditCard}
      title={t('payments.admin.empty')}
      description={t('payments.admin.emptyHint')}
    />
  );

  const first = total === 0 ? 0 : view.page * PAGE_SIZE + 1;
  const last = Math.min(total, (view.page + 1) * PAGE_SIZE);

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={exporter.busy || total === 0}
          onClick={() => void exporter.run()}
        >
          {exporter.busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Download aria-hidden />}
          {exporter.busy ? t('payments.admin.export.busy') : t('payments.admin.export.label')}
        </Button>
      </div>
      {exporter.failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('payments.admin.export.error')}
        </p>
      ) : null}

      <PaymentFilterBar values={view.filters} onChange={(filters) => update({ filters, page: 0 })} />

      <div className="space-y-3">
        <PaymentsTable
          rows={list.isError ? undefined : list.data?.payments}
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
            label={t('payments.admin.pagination.label')}
            summary={t('payments.admin.pagination.summary', {
              from: formatNumber(first, lang),
              to: formatNumber(last, lang),
              total: formatNumber(total, lang),
            })}
            page={t('payments.admin.pagination.page', { page: view.page + 1, pages })}
            previousLabel={t('payments.admin.pagination.previous')}
            nextLabel={t('payments.admin.pagination.next')}
            onPrevious={view.page === 0 ? undefined : () => update({ page: view.page - 1 }, { push: true })}
            onNext={
              view.page + 1 >= pages ? undefined : () => update({ page: view.page + 1 }, { push: true })
            }
          />
        ) : null}
      </div>

      <PaymentDetailSheet id={view.id} onClose={() => update({ id: '' })} />
    </div>
  );
}
