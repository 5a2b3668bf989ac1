import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import { Input, Label } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { levelIds, levelName } from './dimensions';

export interface SubmissionFilterValues {
  search: string;
  level: string;
  from: string;
  to: string;
  scoreMin: string;
  scoreMax: string;
}
export const emptySubmissionFilters: SubmissionFilterValues = {
  search: '',
  level: '',
  from: '',
  to: '',
  scoreMin: '',
  scoreMax: '',
};
export const hasSubmissionFilters = (values: SubmissionFilterValues) =>
  Object.values(values).some((value) => value !== '');

export function SubmissionFilters(props: {
  values: SubmissionFilterValues;
  onChange: (values: SubmissionFilterValues) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const set = (patch: Partial<SubmissionFilterValues>) => props.onChange({ ...props.values, ...patch });
  return (
    <div
      role="group"
      aria-label={t('diagnostic.admin.filters.label')}
      className="grid gap-3 rounded-2xl border border-border bg-muted/30 p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-search`}>{t('diagnostic.admin.filters.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-9"
            placeholder={t('diagnostic.admin.filters.searchPlaceholder')}
            value={props.values.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-level`}>{t('diagnostic.admin.filters.level')}</Label>
        <NativeSelect
          id={`${id}-level`}
          value={props.values.level}
          onChange={(event) => set({ level: event.target.value })}
        >
          <option value="">{t('diagnostic.admin.filters.allLevels')}</option>
          {levelIds.map((level) => (
            <option key={level} value={level}>
              {t(levelName(level))}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="min-w-0">
        <legend className="float-left mb-1.5 w-full text-sm font-medium">
          {t('diagnostic.admin.columns.score')}
        </legend>
        <div className="clear-both flex items-center gap-2">
          <Input
            type="number"
            inputMode="numeric"
            aria-label={t('diagnostic.admin.filters.scoreMin')}
            placeholder="0"
            min={0}
            max={props.values.scoreMax || 100}
            value={props.values.scoreMin}
            onChange={(event) => set({ scoreMin: event.target.value })}
          />
          <span aria-hidden className="text-muted-foreground">
            –
          </span>
          <Input
            type="number"
            inputMode="numeric"
            aria-label={t('diagnostic.admin.filters.scoreMax')}
            placeholder="100"
            min={props.values.scoreMin || 0}
            max={100}
            value={props.values.scoreMax}
            onChange={(event) => set({ scoreMax: event.target.value })}
          />
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-from`}>{t('diagnostic.admin.filters.from')}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={props.values.from}
          max={props.values.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-to`}>{t('diagnostic.admin.filters.to')}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={props.values.to}
          min={props.values.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        className="justify-self-start lg:col-span-2 lg:justify-self-end"
        disabled={!hasSubmissionFilters(props.values)}
        onClick={() => props.onChange(emptySubmissionFilters)}
      >
        <X aria-hidden />
        {t('diagnostic.admin.filters.clear')}
      </Button>
    </div>
  );
}
