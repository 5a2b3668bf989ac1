import { planStatuses } from '@contracts/payment-plans';
import { CalendarRange, X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { TablePager } from '@web/components/ui/admin-table';
import { Button } from '@web/components/ui/button';
import { ListEmptyState } from '@web/components/ui/empty-state';
import { FilterField, FilterPanel } from '@web/components/ui/filter-field';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { oneOf, useUrlView } from '@web/lib/url-state';
import { useAdminPlans } from '../../api/admin-plans';
import { formatNumber } from '../format';
import { paramsFromPlansView, plansViewFromParams, PLANS_PAGE_SIZE } from '../plan/plans-url-state';
import { PlansTable } from './plans-table';

/** The "Plans" view of /admin/payments: a status filter and pages in the URL, the table, an empty state. */
export function PlansPanel() {
  const { t, lang } = useI18n();
  const id = useId();
  const { view, update } = useUrlView(plansViewFromParams, paramsFromPlansView);
  const list = useAdminPlans(view);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PLANS_PAGE_SIZE));
  const outOfRange =
    list.data !== undefined && !list.isPlaceholderData && view.page >= pages && view.page > 0;
  useEffect(() => {
    if (outOfRange) update({ page: pages - 1 });
  }, [outOfRange, pages, update]);

  const empty = list.isError ? (
    <ListEmptyState
      kind="error"
      title={t('payments.admin.plans.errorTitle')}
      description={t('payments.admin.errorHint')}
      actionLabel={t('payments.admin.retry')}
      onAction={() => void list.refetch()}
    />
  ) : view.status ? (
    <ListEmptyState
      kind="filtered"
      title={t('payments.admin.plans.filteredTitle')}
      description={t('payments.admin.plans.filteredHint')}
      actionLabel={t('payments.admin.plans.filters.clear')}
      onAction={() => update({ status: '', page: 0 })}
    />
  ) : (
    <ListEmptyState
      kind="empty"
      icon={CalendarRange}
      title={t('payments.admin.plans.empty')}
      description={t('payments.admin.plans.emptyHint')}
    />
  );

  const first = total === 0 ? 0 : view.page * PLANS_PAGE_SIZE + 1;
  const last = Math.min(total, (view.page + 1) * PLANS_PAGE_SIZE);

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('payments.admin.plans.description')}</p>
      <FilterPanel
        aria-label={t('payments.admin.plans.filters.label')}
        className="grid-cols-1 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end sm:justify-start"
      >
        <FilterField id={`${id}-status`} label={t('payments.admin.plans.filters.status')}>
          <NativeSelect
            id={`${id}-status`}
            value={view.status}
            onChange={(event) => update({ status: oneOf(planStatuses, event.target.value) ?? '', page: 0 })}
          >
            <option value="">{t('payments.admin.plans.filters.allStatuses')}</option>
            {planStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`payments.common.planStatuses.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        {view.status ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => update({ status: '', page: 0 })}>
            <X aria-hidden />
            {t('payments.admin.plans.filters.clear')}
          </Button>
        ) : null}
      </FilterPanel>

      <div className="space-y-3">
        <PlansTable
          rows={list.isError ? undefined : list.data?.plans}
          loading={list.isPending}
          dimmed={list.isPlaceholderData}
          empty={empty}
        />
        {total > 0 ? (
          <TablePager
            label={t('payments.admin.plans.pagination.label')}
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
    </div>
  );
}
