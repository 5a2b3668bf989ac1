import { useQuery } from '@tanstack/react-query';
import { CreditCard, Download, LoaderCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListPager } from '@web/components/admin-list/list-states';
import { useClampedPage } from '@web/components/admin-list/url-state';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/kit-tabs';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';
import { useFileExport } from '@web/lib/use-file-export';
import { nextOrder } from '@web/lib/url-state';
import { adminPaymentKeys, adminPaymentsQuery, downloadPaymentsCsv } from '../api/admin';
import { manualRefundKeys, usePendingRefundCount } from '../api/manual-refunds';
import { useOverduePlanCount } from '../api/admin-plans';
import { adminPlanKeys } from '../api/plans';
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
  const { view, update, open, close, setPage } = usePaymentsView();
  const list = useQuery(adminPaymentsQuery(view));
  const total = list.data?.total ?? 0;
  useClampedPage({
    page: view.page,
    total,
    pageSize: PAGE_SIZE,
    settled: list.data !== undefined && !list.isPlaceholderData,
    onPage: setPage,
  });

  const exporter = useFileExport(() => downloadPaymentsCsv(view));
  const onSort = (key: PaymentSortKey) =>
    update({ sort: key, order: nextOrder(view, key, ascendingFirst), page: 0 });

  const empty = (
    <ListEmpty
      error={list.isError}
      filtered={hasPaymentFilters(view.filters)}
      icon={CreditCard}
      texts={{
        errorTitle: t('payments.admin.errorTitle'),
        errorHint: t('payments.admin.errorHint'),
        retry: t('payments.admin.retry'),
        filteredTitle: t('payments.admin.filteredTitle'),
        filteredHint: t('payments.admin.filteredHint'),
        clear: t('payments.admin.filters.clear'),
        emptyTitle: t('payments.admin.empty'),
        emptyHint: t('payments.admin.emptyHint'),
      }}
      onRetry={() => void list.refetch()}
      onClear={() => update({ filters: emptyPaymentFilters, page: 0 })}
    />
  );

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
          onOpen={open}
          empty={empty}
        />
        <ListPager
          page={view.page}
          pageSize={PAGE_SIZE}
          total={total}
          label={t('payments.admin.pagination.label')}
          summary={(range) =>
            t('payments.admin.pagination.summary', {
              from: formatNumber(range.from, lang),
              to: formatNumber(range.to, lang),
              total: formatNumber(range.total, lang),
            })
          }
          pageText={(at) => t('payments.admin.pagination.page', at)}
          previousLabel={t('payments.admin.pagination.previous')}
          nextLabel={t('payments.admin.pagination.next')}
          onPage={setPage}
        />
      </div>

      <PaymentDetailSheet id={view.id} onClose={close} />
    </div>
  );
}
