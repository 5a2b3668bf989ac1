import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input, Label } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { emptySubmissionFilters, hasSubmissionFilters, type SubmissionFilterValues } from './admin/url-state';
import { dimensionIds, dimensionName, levelIds, levelName } from './dimensions';

export { emptySubmissionFilters, hasSubmissionFilters, type SubmissionFilterValues };

const SEARCH_DELAY_MS = 300;

export function SubmissionFilters(props: {
  values: SubmissionFilterValues;
  onChange: (values: SubmissionFilterValues) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const { values, onChange } = props;
  const set = (patch: Partial<SubmissionFilterValues>) => onChange({ ...values, ...patch });

  // The search box answers at once; the URL (and the request) follow after a short pause in typing.
  const [search, setSearch] = useState(values.search);
  const latest = useRef({ values, onChange });
  useEffect(() => {
    latest.current = { values, onChange };
  });
  // The last search this box committed: a different one comes from outside (clear, back button).
  const committed = useRef(values.search);
  useEffect(() => {
    if (values.search === committed.current) return;
    committed.current = values.search;
    setSearch(values.search);
  }, [values.search]);
  useEffect(() => {
    if (search === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = search;
      latest.current.onChange({ ...latest.current.values, search });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <div
      role="group"
      aria-label={t('admin.diagnostic.filters.label')}
      className="grid gap-3 rounded-xl border border-border bg-muted/30 p-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-search`}>{t('admin.diagnostic.filters.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-9"
            placeholder={t('admin.diagnostic.filters.searchPlaceholder')}
            value={search}
            maxLength={120}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-level`}>{t('admin.diagnostic.filters.level')}</Label>
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
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-from`}>{t('admin.diagnostic.filters.from')}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-to`}>{t('admin.diagnostic.filters.to')}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
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
      <div className="space-y-1.5 sm:col-span-1 lg:col-span-2">
        <Label htmlFor={`${id}-dimension`}>{t('admin.diagnostic.filters.dimension')}</Label>
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
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-dimension-min`}>{t('admin.diagnostic.filters.dimensionMin')}</Label>
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
      </div>
      <Button
        type="button"
        variant="ghost"
        className="justify-self-start lg:col-span-3 lg:justify-self-end"
        disabled={!hasSubmissionFilters(values)}
        onClick={() => {
          setSearch('');
          onChange(emptySubmissionFilters);
        }}
      >
        <X aria-hidden />
        {t('admin.diagnostic.filters.clear')}
      </Button>
    </div>
  );
}
