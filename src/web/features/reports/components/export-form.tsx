import {
  exportDatasets,
  exportFormats,
  formatsOf,
  type ExportDataset,
  type ExportFormat,
} from '@contracts/exports';
import { resolvePeriod, type PeriodFieldErrors } from '@contracts/report-period';
import { reportPresets, type ReportPreset } from '@contracts/reports';
import {
  BedDouble,
  CalendarCheck,
  ClipboardList,
  CreditCard,
  FileBarChart,
  FileSpreadsheet,
  FileText,
  Repeat,
  FileBadge,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Panel } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { useRequestExport } from '../api/exports';
import { rejectionOf, RejectionNotice, type Rejection } from './export-rejection';
import { formatDay } from '@web/components/reports/format';
import { reportToday } from '@web/components/reports/period-state';

const datasetIcons: Record<ExportDataset, LucideIcon> = {
  appointments: CalendarCheck,
  payments: CreditCard,
  instalments: Repeat,
  leads: Users,
  diagnostic: ClipboardList,
  stays: BedDouble,
  summary: FileBarChart,
};
const formatIcons: Record<ExportFormat, LucideIcon> = {
  csv: FileText,
  xlsx: FileSpreadsheet,
  pdf: FileBadge,
};

/** Data set cards, with a hint of their columns (a radio group: arrow keys move between them). */
function DatasetPicker(props: { value: ExportDataset; onChange: (dataset: ExportDataset) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <Panel headingId={`${id}-title`} title={t('exports.dataset.title')}>
      <fieldset>
        <legend className="sr-only">{t('exports.dataset.title')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {exportDatasets.map((name) => {
            const Icon = datasetIcons[name];
            const checked = props.value === name;
            return (
              <label
                key={name}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  checked ? 'border-accent bg-accent/10' : 'border-border hover:bg-muted/50',
                  name === 'summary' && 'sm:col-span-2',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-dataset`}
                  value={name}
                  checked={checked}
                  onChange={() => props.onChange(name)}
                  aria-labelledby={`${id}-${name}-name`}
                  aria-describedby={`${id}-${name}-hint`}
                  className="mt-1 size-4 shrink-0 accent-accent outline-none"
                />
                <span className="min-w-0">
                  <span id={`${id}-${name}-name`} className="flex items-center gap-2 text-sm font-medium">
                    <Icon aria-hidden className="size-4 text-muted-foreground" />
                    {t(`exports.dataset.${name}`)}
                  </span>
                  <span id={`${id}-${name}-hint`} className="mt-0.5 block text-xs text-muted-foreground">
                    {t(`exports.dataset.${name}Hint`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </Panel>
  );
}

/** The file format: CSV, Excel, or PDF (the summary only; otherwise shown disabled with the reason). */
function FormatPicker(props: {
  dataset: ExportDataset;
  value: ExportFormat;
  onChange: (format: ExportFormat) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const allowed = formatsOf(props.dataset);
  return (
    <Panel headingId={`${id}-title`} title={t('exports.format.title')}>
      <fieldset>
        <legend className="sr-only">{t('exports.format.label')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {exportFormats.map((format) => {
            const Icon = formatIcons[format];
            const enabled = allowed.includes(format);
            const checked = props.value === format;
            return (
              <label
                key={format}
                className={cn(
                  'flex items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  enabled ? 'cursor-pointer' : 'cursor-not-allowed opacity-60',
                  checked ? 'border-accent bg-accent/10' : 'border-border',
                  enabled && !checked && 'hover:bg-muted/50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={format}
                  checked={checked}
                  disabled={!enabled}
                  onChange={() => props.onChange(format)}
                  aria-labelledby={`${id}-${format}-name`}
                  aria-describedby={`${id}-${format}-hint`}
                  className="mt-1 size-4 shrink-0 accent-accent outline-none"
                />
                <span className="min-w-0">
                  <span id={`${id}-${format}-name`} className="flex items-center gap-2 text-sm font-medium">
                    <Icon aria-hidden className="size-4 text-muted-foreground" />
                    {t(`exports.format.${format}`)}
                  </span>
                  <span id={`${id}-${format}-hint`} className="mt-0.5 block text-xs text-muted-foreground">
                    {enabled ? t(`exports.format.${format}Hint`) : t('exports.format.pdfOnlySummary')}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </Panel>
  );
}

/** Asks for an export: data set, period (presets or custom days), format. */
export function ExportForm(props: { onRequested?: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const request = useRequestExport();
  const [dataset, setDataset] = useState<ExportDataset>('appointments');
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [preset, setPreset] = useState<ReportPreset>('last_month');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [serverErrors, setServerErrors] = useState<PeriodFieldErrors>({});
  // A 400's errors the form has no field on screen for; cleared by any change to the request.
  const [unshown, setUnshown] = useState<Rejection['other']>([]);
  const clearServerErrors = () => {
    setServerErrors({});
    setUnshown([]);
  };
  const today = reportToday();
  const resolved = resolvePeriod(
    { preset, compare: 'none', from: custom.from || undefined, to: custom.to || undefined },
    today,
  );
  const [checked, setChecked] = useState(false);
  const errors: PeriodFieldErrors = resolved.ok ? serverErrors : checked ? resolved.fields : {};

  const chooseDataset = (next: ExportDataset) => {
    setDataset(next);
    setUnshown([]);
    if (!formatsOf(next).includes(format)) setFormat('xlsx');
  };
  const choosePreset = (next: ReportPreset) => {
    // A custom range starts from the days the preset showed, so it only needs adjusting.
    if (next === 'custom' && resolved.ok)
      setCustom({ from: resolved.value.period.from, to: resolved.value.period.to });
    setPreset(next);
    clearServerErrors();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!resolved.ok) return;
    const { from, to } = resolved.value.period;
    request.mutate(
      { dataset, format, from, to, lang },
      {
        onSuccess: () => {
          clearServerErrors();
          props.onRequested?.();
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 400)) return;
          const rejection = rejectionOf(error.fields, preset === 'custom');
          setServerErrors(rejection.period);
          setUnshown(rejection.other);
        },
      },
    );
  };

  const dateField = (name: 'from' | 'to') => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>{t(`exports.period.${name}`)}</Label>
        <Input
          id={inputId}
          type="date"
          value={custom[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setCustom((current) => ({ ...current, [name]: event.target.value }));
            clearServerErrors();
          }}
        />
        {error ? (
          <FieldError id={`${inputId}-error`}>{t(`exports.period.errors.${error}`)}</FieldError>
        ) : null}
      </div>
    );
  };

  const failed = request.isError && !(request.error instanceof ApiError && request.error.status === 400);
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <DatasetPicker value={dataset} onChange={chooseDataset} />
      <Panel
        headingId={`${id}-period`}
        title={t('exports.period.title')}
        description={t('exports.period.description')}
      >
        <div className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-preset`}>{t('exports.period.label')}</Label>
              <NativeSelect
                id={`${id}-preset`}
                value={preset}
                onChange={(event) => choosePreset(event.target.value as ReportPreset)}
              >
                {reportPresets.map((name) => (
                  <option key={name} value={name}>
                    {t(`exports.period.presets.${name}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {preset === 'custom' ? (
              <>
                {dateField('from')}
                {dateField('to')}
              </>
            ) : null}
          </div>
          {resolved.ok ? (
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {t('exports.period.showing', {
                from: formatDay(resolved.value.period.from, lang, 'long'),
                to: formatDay(resolved.value.period.to, lang, 'long'),
                count: resolved.value.period.days,
              })}
            </p>
          ) : null}
        </div>
      </Panel>
      <FormatPicker
        dataset={dataset}
        value={format}
        onChange={(next) => {
          setFormat(next);
          setUnshown([]);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t('exports.submitting') : t('exports.submit')}
        </Button>
        {failed ? (
          <Notice tone="error" role="alert" className="min-w-64 flex-1">
            {t('exports.submitError')}
          </Notice>
        ) : null}
        {unshown.length > 0 ? <RejectionNotice errors={unshown} /> : null}
      </div>
    </form>
  );
}
