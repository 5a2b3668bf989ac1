import { knownLeadSources, leadStatuses } from '@contracts/leads';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import { DateRangeFields, FilterField, FilterPanel, SearchInput } from '@web/components/ui/filter-field';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { useDebouncedText } from '@web/lib/use-debounced-text';
import { tagsQuery } from '../api/queries';
import { sourceKey, statusKey } from './format';
import { emptyLeadFilters, hasLeadFilters, type LeadFilterValues } from './url-state';

/** Search, source, status and dates of last activity; the screen keeps them in the URL. */
export function FilterBar(props: { values: LeadFilterValues; onChange: (values: LeadFilterValues) => void }) {
  const { t } = useI18n();
  const id = useId();
  const { values, onChange } = props;
  const set = (patch: Partial<LeadFilterValues>) => onChange({ ...values, ...patch });

  // The box answers at once; the URL (and the request) follow after a short pause in typing.
  const search = useDebouncedText(values.q, (q) => onChange({ ...values, q }));

  const tags = useQuery(tagsQuery());
  const sources = [...knownLeadSources] as string[];
  if (values.source && !sources.includes(values.source)) sources.push(values.source);

  return (
    <FilterPanel
      aria-label={t('admin.leads.filtersLabel')}
      className="grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(5,minmax(0,1fr))] lg:items-end"
    >
      <FilterField id={`${id}-q`} label={t('admin.leads.search')} className="col-span-2 lg:col-span-1">
        <SearchInput
          id={`${id}-q`}
          placeholder={t('admin.leads.searchPlaceholder')}
          value={search.text}
          maxLength={120}
          onChange={(event) => search.setText(event.target.value)}
        />
      </FilterField>
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
      {hasLeadFilters(values) ? (
        <div className="col-span-2 lg:col-span-6">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              search.reset();
              onChange(emptyLeadFilters);
            }}
          >
            <X aria-hidden />
            {t('admin.leads.clear')}
          </Button>
        </div>
      ) : null}
    </FilterPanel>
  );
}
