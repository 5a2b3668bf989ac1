import { useId } from 'react';
import { ListFilterBar } from '@web/components/admin-list/list-filter-bar';
import { DateRangeFields, FilterField } from '@web/components/ui/filter-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
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

  return (
    <ListFilterBar
      label={t('admin.diagnostic.filters.label')}
      className="sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      search={{
        id: `${id}-search`,
        label: t('admin.diagnostic.filters.search'),
        placeholder: t('admin.diagnostic.filters.searchPlaceholder'),
        value: values.search,
        onCommit: (search) => onChange({ ...values, search }),
        maxLength: 120,
        className: 'sm:col-span-2',
      }}
      filtered={hasSubmissionFilters(values)}
      clearLabel={t('admin.diagnostic.filters.clear')}
      onClear={() => onChange(emptySubmissionFilters)}
    >
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
    </ListFilterBar>
  );
}
