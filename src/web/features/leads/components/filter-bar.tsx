import { knownLeadSources, leadStatuses } from '@contracts/leads';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ListFilterBar } from '@web/components/admin-list/list-filter-bar';
import { DateRangeFields, FilterField } from '@web/components/ui/filter-field';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { tagsQuery } from '../api/queries';
import { sourceKey, statusKey } from './format';
import { emptyLeadFilters, hasLeadFilters, type LeadFilterValues } from './url-state';

/** Search, source, status, tag and dates of last activity (the admin-list kit's bar); kept in the URL. */
export function FilterBar(props: { values: LeadFilterValues; onChange: (values: LeadFilterValues) => void }) {
  const { t } = useI18n();
  const id = useId();
  const { values, onChange } = props;
  const set = (patch: Partial<LeadFilterValues>) => onChange({ ...values, ...patch });

  const tags = useQuery(tagsQuery());
  const sources = [...knownLeadSources] as string[];
  if (values.source && !sources.includes(values.source)) sources.push(values.source);

  return (
    <ListFilterBar
      label={t('admin.leads.filtersLabel')}
      className="grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(5,minmax(0,1fr))] lg:items-end"
      search={{
        id: `${id}-q`,
        label: t('admin.leads.search'),
        placeholder: t('admin.leads.searchPlaceholder'),
        value: values.q,
        onCommit: (q) => onChange({ ...values, q }),
        maxLength: 120,
        className: 'col-span-2 lg:col-span-1',
      }}
      filtered={hasLeadFilters(values)}
      clearLabel={t('admin.leads.clear')}
      onClear={() => onChange(emptyLeadFilters)}
    >
      <FilterField id={`${id}-source`} label={t('admin.leads.source')}>
        <NativeSelect
          id={`${id}-source`}
          value={values.source}
          onChange={(event) => set({ source: event.target.value })}
        >
          <option value="">{t('admin.leads.allSources')}</option>
          {sources.map((source) => {
            const key = sourceKey(source);
            return (
              <option key={source} value={source}>
                {key ? t(key) : source}
              </option>
            );
          })}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-status`} label={t('admin.leads.status')}>
        <NativeSelect
          id={`${id}-status`}
          value={values.status}
          onChange={(event) => set({ status: event.target.value })}
        >
          <option value="">{t('admin.leads.allStatuses')}</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {t(statusKey(status))}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-tag`} label={t('admin.leads.tag')}>
        <NativeSelect
          id={`${id}-tag`}
          value={values.tag}
          onChange={(event) => set({ tag: event.target.value })}
        >
          <option value="">{t('admin.leads.allTags')}</option>
          {(tags.data?.tags ?? []).map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <DateRangeFields
        id={id}
        from={values.from}
        to={values.to}
        fromLabel={t('admin.leads.from')}
        toLabel={t('admin.leads.to')}
        onFrom={(from) => set({ from })}
        onTo={(to) => set({ to })}
      />
    </ListFilterBar>
  );
}
