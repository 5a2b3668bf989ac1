import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import { DateRangeFields, FilterField, FilterPanel, SearchInput } from '@web/components/ui/filter-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { useDebouncedText } from '@web/lib/use-debounced-text';
import { emptySubmissionFilters, hasSubmissionFilters, type SubmissionFilterValues } from './admin/url-state';
import { dimensionIds, dimensionName, levelIds, levelName } from './dimensions';

export { emptySubmissionFilters, hasSubmissionFilters, type SubmissionFilterValues };

export function SubmissionFilters(props: {
  values: SubmissionFilterValues;
  onChange: (values: SubmissionFilterValues) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const { values, onChange } = props;
  const set = (patch: Partial<SubmissionFilterValues>) => onChange({ ...values, ...patch });

  // The search box answers at once; the URL (and the request) follow after a short pause in typing.
  const search = useDebouncedText(values.search, (text) => onChange({ ...values, search: text }));

  return (
    <FilterPanel
      aria-label={t('admin.diagnostic.filters.label')}
      className="sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <FilterField id={`${id}-search`} label={t('admin.diagnostic.filters.search')} className="sm:col-span-2">
        <SearchInput
          id={`${id}-search`}
          placeholder={t('admin.diagnostic.filters.searchPlaceholder')}
          value={search.text}
          maxLength={120}
          onChange={(event) => search.setText(event.target.value)}
        />
      </FilterField>
      <FilterField id={`${id}-level`} label={t('admin.diagnostic.filters.level')}>
        <NativeSelect
          id={`${id}-level`}
          value={values.level}
          onChange={(event) => set({ level: event.target.value })}
        >
          <option value="">{t('admin.diagnostic.filters.allLevels')}</option>
          {levelIds.map((level) => (
            <option key={level} value={level}>
              {t(levelName(level))}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <DateRangeFields
        id={id}
        from={values.from}
        to={values.to}
        fromLabel={t('admin.diagnostic.filters.from')}
        toLabel={t('admin.diagnostic.filters.to')}
        onFrom={(from) => set({ from })}
        onTo={(to) => set({ to })}
      />
      <fieldset className="min-w-0">
        <legend className="float-left mb-1.5 w-full text-sm font-medium">
          {t('admin.diagnostic.filters.score')}
        </legend>
        <div className="clear-both flex items-center gap-2">
          <Input
            type="number"
            inputMode="numeric"
            aria-label={t('admin.diagnostic.filters.scoreMin')}
            placeholder="0"
            min={0}
            max={values.scoreMax || 100}
            value={values.scoreMin}
            onChange={(event) => set({ scoreMin: event.target.value })}
          />
          <span aria-hidden className="text-muted-foreground">
            –
          </span>
          <Input
            type="number"
            inputMode="numeric"
            aria-label={t('admin.diagnostic.filters.scoreMax')}
            placeholder="100"
            min={values.scoreMin || 0}
            max={100}
            value={values.scoreMax}
            onChange={(event) => set({ scoreMax: event.target.value })}
          />
        </div>
      </fieldset>
      <FilterField
        id={`${id}-dimension`}
        label={t('admin.diagnostic.filters.dimension')}
        className="sm:col-span-1 lg:col-span-2"
      >
        <NativeSelect
          id={`${id}-dimension`}
          value={values.dimension}
          onChange={(event) =>
            set({
              dimension: event.target.value,
              dimensionMin: event.target.value ? values.dimensionMin : '',
            })
          }
        >
          <option value="">{t('admin.diagnostic.filters.anyDimension')}</option>
          {dimensionIds.map((dimension) => (
            <option key={dimension} value={dimension}>
              {t(dimensionName(dimension))}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-dimension-min`} label={t('admin.diagnostic.filters.dimensionMin')}>
        <Input
          id={`${id}-dimension-min`}
          type="number"
          inputMode="numeric"
          placeholder="0"
          min={0}
          max={100}
          disabled={!values.dimension}
          value={values.dimensionMin}
          onChange={(event) => set({ dimensionMin: event.target.value })}
        />
      </FilterField>
      <Button
        type="button"
        variant="ghost"
        className="justify-self-start lg:col-span-3 lg:justify-self-end"
        disabled={!hasSubmissionFilters(values)}
        onClick={() => {
          search.reset();
          onChange(emptySubmissionFilters);
        }}
      >
        <X aria-hidden />
        {t('admin.diagnostic.filters.clear')}
      </Button>
    </FilterPanel>
  );
}
