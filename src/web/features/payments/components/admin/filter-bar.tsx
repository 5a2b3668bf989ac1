import { paymentMethods, paymentProviders, paymentStatuses } from '@contracts/payments';
import { useId } from 'react';
import { ListFilterBar } from '@web/components/admin-list/list-filter-bar';
import { DateRangeFields, FilterField } from '@web/components/ui/filter-field';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { methodKey, providerKey, statusKey } from '../labels';
import { emptyPaymentFilters, hasPaymentFilters, type PaymentFilterValues } from './url-state';

/** Search, status, provider, method and dates; the screen keeps them in the URL. */
export function PaymentFilterBar(props: {
  values: PaymentFilterValues;
  onChange: (values: PaymentFilterValues) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const { values, onChange } = props;
  const set = (patch: Partial<PaymentFilterValues>) => onChange({ ...values, ...patch });
  return (
    <ListFilterBar
      label={t('payments.admin.filters.label')}
      className="grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(5,minmax(0,1fr))] lg:items-end"
      search={{
        id: `${id}-q`,
        label: t('payments.admin.filters.search'),
        placeholder: t('payments.admin.filters.searchPlaceholder'),
        value: values.q,
        onCommit: (q) => onChange({ ...values, q }),
        maxLength: 120,
        className: 'col-span-2 lg:col-span-1',
      }}
      filtered={hasPaymentFilters(values)}
      clearLabel={t('payments.admin.filters.clear')}
      onClear={() => onChange(emptyPaymentFilters)}
    >
      <FilterField id={`${id}-status`} label={t('payments.admin.filters.status')}>
        <NativeSelect
          id={`${id}-status`}
          value={values.status}
          onChange={(event) => set({ status: event.target.value })}
        >
          <option value="">{t('payments.admin.filters.allStatuses')}</option>
          {paymentStatuses.map((status) => (
            <option key={status} value={status}>
              {t(statusKey(status))}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-provider`} label={t('payments.admin.filters.provider')}>
        <NativeSelect
          id={`${id}-provider`}
          value={values.provider}
          onChange={(event) => set({ provider: event.target.value })}
        >
          <option value="">{t('payments.admin.filters.allProviders')}</option>
          {paymentProviders.map((provider) => (
            <option key={provider} value={provider}>
              {t(providerKey(provider))}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-method`} label={t('payments.admin.filters.method')}>
        <NativeSelect
          id={`${id}-method`}
          value={values.method}
          onChange={(event) => set({ method: event.target.value })}
        >
          <option value="">{t('payments.admin.filters.allMethods')}</option>
          {paymentMethods.map((method) => (
            <option key={method} value={method}>
              {t(methodKey(method))}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <DateRangeFields
        id={id}
        from={values.from}
        to={values.to}
        fromLabel={t('payments.admin.filters.from')}
        toLabel={t('payments.admin.filters.to')}
        onFrom={(from) => set({ from })}
        onTo={(to) => set({ to })}
      />
    </ListFilterBar>
  );
}
