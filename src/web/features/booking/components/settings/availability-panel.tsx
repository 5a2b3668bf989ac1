import {
  BOOKING_BUSINESS_TIME_ZONE,
  type AvailabilitySettings,
  type AvailabilitySettingsInput,
  type TimeRangeDto,
} from '@contracts/booking';
import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import { CalendarOff, Loader2, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useZodForm, type ZodForm } from '@web/components/forms/use-zod-form';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { availabilityQuery, useSaveAvailability } from '../../api/admin';
import { addDays, formatDay, todayIn, zoneLabel } from '../dates';
import { errorText, fieldErrorText } from '../messages';
import {
  availabilityFormContract,
  describeMinutes,
  DUPLICATE_DATE,
  isoWeekdays,
  toDraft,
  type AvailabilityDraft,
  type IsoWeekday,
} from './availability-form';

const a = 'booking.settings.availability';
/** 2026-03-02 is a Monday: the weekday names come from Intl. */
const weekdayDate = (day: IsoWeekday) => addDays('2026-03-02', Number(day) - 1);

type SaveAvailability = UseMutationResult<AvailabilitySettings, Error, AvailabilitySettingsInput>;
type AvailabilityForm = ZodForm<AvailabilityDraft, AvailabilitySettingsInput>;
/** The draft's numbers typed as text: the booking rules' fields. */
type RuleField = {
  [K in keyof AvailabilityDraft]: AvailabilityDraft[K] extends string ? K : never;
}[keyof AvailabilityDraft];

/** /admin/settings → Availability: weekly hours, date overrides and the booking rules. */
export function AvailabilityPanel() {
  const { t } = useI18n();
  const settings = useQuery(availabilityQuery());
  // Here, not in the editor: "saved" is the panel's, whatever the editor shows.
  const save = useSaveAvailability();
  if (settings.isPending)
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  // A failed background refetch keeps the data (and the editor, with what is typed in it).
  if (settings.data === undefined)
    return (
      <Notice tone="error">
        <p>{errorText(t, settings.error)}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void settings.refetch()}
        >
          {t('booking.service.retry')}
        </Button>
      </Notice>
    );
  return <AvailabilityEditor settings={settings.data} save={save} />;
}

function AvailabilityEditor(props: { settings: AvailabilitySettings; save: SaveAvailability }) {
  const { lang, t } = useI18n();
  const { save } = props;
  const alertId = useId();
  const form = useZodForm<AvailabilityDraft, AvailabilitySettingsInput>({
    ...availabilityFormContract,
    defaultValues: toDraft(props.settings),
    errorText: (code) => (code === DUPLICATE_DATE ? t(`${a}.duplicateDate`) : fieldErrorText(t, code)),
    alertId,
  });
  // Settings read again in the background (a refetch on window focus) become the form's values only while
  // nothing is typed: a dirty form keeps its edits, and its baseline, until they are saved or undone.
  const shown = useRef(props.settings);
  const { reset } = form;
  const { isDirty } = form.formState;
  useEffect(() => {
    if (shown.current === props.settings || isDirty) return;
    shown.current = props.settings;
    reset(toDraft(props.settings));
  }, [props.settings, isDirty, reset]);
  const draft = form.values;
  /** Every edit goes through here: the last save's outcome no longer describes the form. */
  const change: AvailabilityForm['change'] = (path, value) => {
    save.reset();
    form.change(path, value);
  };
  const submit = form.onSubmit(async (input) => {
    try {
      // The saved settings are the new baseline (the query holds them too: the effect above resets to the same).
      reset(toDraft(await save.mutateAsync(input)));
    } catch (error) {
      if (error instanceof ApiError && error.fields) form.showServerErrors(error.fields);
    }
  });
  const hasErrors = Object.keys(form.errorTexts).length > 0;
  const rule = (name: RuleField) => ({
    value: draft[name],
    error: form.errorOf(name),
    onChange: (value: string) => change(name, value),
  });

  return (
    <form ref={form.formRef} noValidate className="space-y-8" onSubmit={submit}>
      <p className="text-sm text-muted-foreground">
        {t(`${a}.zone`, { zone: zoneLabel(props.settings.timeZone) })}
      </p>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold">{t(`${a}.weekly`)}</legend>
        <ul className="divide-y divide-border rounded-xl border border-border">
          {isoWeekdays.map((day) => {
            const ranges = draft.weekly[day];
            const name = formatDay(weekdayDate(day), lang, { weekday: 'long' });
            return (
              <li
                key={day}
                className="grid gap-3 p-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:items-start"
                data-weekday={day}
              >
                <label className="flex items-center gap-2 pt-2 text-sm font-medium capitalize">
                  <input
                    type="checkbox"
                    className="size-4 accent-accent"
                    checked={ranges.length > 0}
                    onChange={(event) =>
                      change(`weekly.${day}`, event.target.checked ? [{ start: '09:00', end: '17:00' }] : [])
                    }
                  />
                  {name}
                </label>
                {ranges.length === 0 ? (
                  <p className="pt-2 text-sm text-muted-foreground">{t(`${a}.closed`)}</p>
                ) : (
                  <RangeList
                    ranges={ranges}
                    label={name}
                    pathPrefix={`weekly.${day}`}
                    errorOf={form.errorOf}
                    onChange={(next) => change(`weekly.${day}`, next)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <Overrides
        overrides={draft.overrides}
        errorOf={form.errorOf}
        onChange={(overrides) => change('overrides', overrides)}
      />

      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold">{t(`${a}.rules`)}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <NumberField label={t(`${a}.bufferBefore`)} unit="min" {...rule('bufferBeforeMinutes')} />
          <NumberField label={t(`${a}.bufferAfter`)} unit="min" {...rule('bufferAfterMinutes')} />
          <NumberField
            label={t(`${a}.minNotice`)}
            unit="min"
            hint={describeMinutes(Number(draft.minNoticeMinutes) || 0, lang)}
            {...rule('minNoticeMinutes')}
          />
          <NumberField label={t(`${a}.horizon`)} unit={t(`${a}.days`)} {...rule('horizonDays')} />
          <NumberField label={t(`${a}.step`)} unit="min" {...rule('slotStepMinutes')} />
          <NumberField label={t(`${a}.dailyLimit`)} hint={t(`${a}.dailyLimitHint`)} {...rule('dailyLimit')} />
          <NumberField label={t(`${a}.hold`)} unit="min" {...rule('holdMinutes')} />
          <NumberField label={t(`${a}.cutoff`)} unit="h" {...rule('cancelCutoffHours')} />
        </div>
      </fieldset>

      <Reminders
        offsets={draft.reminderOffsetsMinutes}
        error={form.errorOf('reminderOffsetsMinutes', true)}
        onChange={(reminderOffsetsMinutes) => change('reminderOffsetsMinutes', reminderOffsetsMinutes)}
      />

      {hasErrors ? (
        <Notice id={alertId} tabIndex={-1} tone="error" role="alert">
          <p>{t(`${a}.fixErrors`)}</p>
        </Notice>
      ) : save.error ? (
        <Notice tone="error" role="alert">
          <p>{errorText(t, save.error)}</p>
        </Notice>
      ) : null}
      <div className="sticky bottom-0 -mx-4 flex items-center gap-3 border-t border-border bg-card/95 px-4 py-3 backdrop-blur">
        <Button type="submit" disabled={form.pending || !form.dirty}>
          {form.pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {t(`${a}.save`)}
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {save.isSuccess ? t(`${a}.saved`) : form.dirty ? t(`${a}.unsaved`) : ''}
        </span>
      </div>
    </form>
  );
}

function RangeList(props: {
  ranges: TimeRangeDto[];
  label: string;
  pathPrefix: string;
  errorOf: AvailabilityForm['errorOf'];
  onChange: (ranges: TimeRangeDto[]) => void;
}) {
  const { t } = useI18n();
  const update = (i: number, patch: Partial<TimeRangeDto>) =>
    props.onChange(props.ranges.map((range, j) => (j === i ? { ...range, ...patch } : range)));
  return (
    <div className="space-y-2">
      {props.ranges.map((range, i) => {
        const error =
          props.errorOf(`${props.pathPrefix}.${i}.start`) ?? props.errorOf(`${props.pathPrefix}.${i}.end`);
        return (
          <div key={i}>
            <div className="flex flex-wrap items-center gap-2">
              <Input
                type="time"
                step={300}
                aria-label={`${props.label}: ${t(`${a}.from`)} ${i + 1}`}
                className="w-32"
                value={range.start}
                aria-invalid={error ? true : undefined}
                onChange={(event) => update(i, { start: event.target.value })}
              />
              <span aria-hidden className="text-muted-foreground">
                –
              </span>
              <Input
                type="time"
                step={300}
                aria-label={`${props.label}: ${t(`${a}.to`)} ${i + 1}`}
                className="w-32"
                value={range.end === '24:00' ? '23:59' : range.end}
                aria-invalid={error ? true : undefined}
                onChange={(event) =>
                  update(i, { end: event.target.value === '23:59' ? '24:00' : event.target.value })
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={t(`${a}.removeRange`)}
                onClick={() => props.onChange(props.ranges.filter((_, j) => j !== i))}
              >
                <X aria-hidden />
              </Button>
            </div>
            {error ? <FieldError className="mt-1">{error}</FieldError> : null}
          </div>
        );
      })}
      {props.ranges.length < 8 ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            const last = props.ranges.at(-1);
            const start = last && last.end < '23:00' ? last.end : '09:00';
            const end = `${String(Math.min(Number(start.slice(0, 2)) + 1, 23)).padStart(2, '0')}${start.slice(2)}`;
            props.onChange([...props.ranges, { start, end: end > start ? end : '24:00' }]);
          }}
        >
          <Plus aria-hidden />
          {t(`${a}.addRange`)}
        </Button>
      ) : null}
    </div>
  );
}

function Overrides(props: {
  overrides: AvailabilityDraft['overrides'];
  errorOf: AvailabilityForm['errorOf'];
  onChange: (overrides: AvailabilityDraft['overrides']) => void;
}) {
  const { lang, t } = useI18n();
  const id = useId();
  const [date, setDate] = useState('');
  const today = todayIn(BOOKING_BUSINESS_TIME_ZONE);
  const list = props.overrides;
  const add = (dayOff: boolean) => {
    if (!date) return;
    props.onChange(
      [
        ...list.filter((o) => o.date !== date),
        { date, ranges: dayOff ? [] : [{ start: '10:00', end: '14:00' }] },
      ].sort((x, y) => x.date.localeCompare(y.date)),
    );
    setDate('');
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold">{t(`${a}.overrides`)}</legend>
      <p className="text-sm text-muted-foreground">{t(`${a}.overridesHint`)}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>{t(`${a}.overrideDate`)}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={today}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className="w-44"
          />
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mb-1"
          disabled={!date}
          onClick={() => add(true)}
        >
          <CalendarOff aria-hidden />
          {t(`${a}.addDayOff`)}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mb-1"
          disabled={!date}
          onClick={() => add(false)}
        >
          <Plus aria-hidden />
          {t(`${a}.addSpecial`)}
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`${a}.noOverrides`)}</p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {list.map((override, i) => {
            const label = override.date ? formatDay(override.date, lang, { dateStyle: 'full' }) : '—';
            return (
              <li
                key={override.date || i}
                className="grid gap-2 p-3 sm:grid-cols-[14rem_minmax(0,1fr)_auto] sm:items-start"
              >
                <div className="pt-2 text-sm">
                  <span
                    className={cn(
                      'font-medium first-letter:uppercase',
                      override.date < today && 'text-muted-foreground',
                    )}
                  >
                    {label}
                  </span>
                  {props.errorOf(`overrides.${i}.date`) ? (
                    <FieldError>{props.errorOf(`overrides.${i}.date`)}</FieldError>
                  ) : null}
                </div>
                {override.ranges.length === 0 ? (
                  <p className="pt-2 text-sm text-muted-foreground">{t(`${a}.dayOff`)}</p>
                ) : (
                  <RangeList
                    ranges={override.ranges}
                    label={label}
                    pathPrefix={`overrides.${i}.ranges`}
                    errorOf={props.errorOf}
                    onChange={(ranges) =>
                      props.onChange(list.map((o, j) => (j === i ? { ...o, ranges } : o)))
                    }
                  />
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={`${t(`${a}.removeOverride`)}: ${label}`}
                  onClick={() => props.onChange(list.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

function Reminders(props: { offsets: number[]; error?: string; onChange: (offsets: number[]) => void }) {
  const { lang, t } = useI18n();
  const id = useId();
  const [value, setValue] = useState('');
  const [unit, setUnit] = useState<'60' | '1440' | '1'>('60');
  const add = () => {
    const minutes = Math.round(Number(value) * Number(unit));
    if (!Number.isFinite(minutes) || minutes < 5 || props.offsets.includes(minutes)) return;
    props.onChange([...props.offsets, minutes].sort((x, y) => y - x));
    setValue('');
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold">{t(`${a}.reminders`)}</legend>
      <p className="text-sm text-muted-foreground">{t(`${a}.remindersHint`)}</p>
      <ul className="flex flex-wrap gap-2">
        {props.offsets.map((minutes) => (
          <li
            key={minutes}
            className="inline-flex items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-sm"
          >
            {t(`${a}.before`, { time: describeMinutes(minutes, lang) })}
            <button
              type="button"
              className="rounded-full p-1 outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`${t(`${a}.removeReminder`)}: ${describeMinutes(minutes, lang)}`}
              onClick={() => props.onChange(props.offsets.filter((m) => m !== minutes))}
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        ))}
        {props.offsets.length === 0 ? (
          <li className="text-sm text-muted-foreground">{t(`${a}.noReminders`)}</li>
        ) : null}
      </ul>
      {props.offsets.length < 5 ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-value`}>{t(`${a}.addReminder`)}</Label>
            <Input
              id={`${id}-value`}
              type="number"
              min={1}
              inputMode="numeric"
              className="w-24"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </div>
          <select
            aria-label={t(`${a}.unit`)}
            className="mb-0.5 h-10 rounded-xl border border-input bg-background px-3 text-sm"
            value={unit}
            onChange={(e) => setUnit(e.target.value as typeof unit)}
          >
            <option value="1">min</option>
            <option value="60">h</option>
            <option value="1440">{t(`${a}.days`)}</option>
          </select>
          <Button type="button" variant="outline" size="sm" className="mb-1" disabled={!value} onClick={add}>
            <Plus aria-hidden />
            {t(`${a}.add`)}
          </Button>
        </div>
      ) : null}
      {props.error ? <FieldError>{props.error}</FieldError> : null}
    </fieldset>
  );
}

/** A booking rule's number, with its unit beside it. */
function NumberField(props: {
  label: string;
  unit?: string;
  hint?: ReactNode;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={props.label} hint={props.hint} error={props.error} className="space-y-1.5">
      {(control) => (
        <div className="flex items-center gap-2">
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            className="w-28"
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
          {props.unit ? <span className="text-sm text-muted-foreground">{props.unit}</span> : null}
        </div>
      )}
    </FormField>
  );
}
