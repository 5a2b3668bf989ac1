import type { AvailabilitySettings, AvailabilitySettingsInput, TimeRangeDto } from '@contracts/booking';

export const isoWeekdays = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type IsoWeekday = (typeof isoWeekdays)[number];

/** The form's state: every weekday present (closed = no ranges), numbers as typed. */
export interface AvailabilityDraft {
  weekly: Record<IsoWeekday, TimeRangeDto[]>;
  overrides: { date: string; ranges: TimeRangeDto[] }[];
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  minNoticeMinutes: string;
  horizonDays: string;
  slotStepMinutes: string;
  dailyLimit: string;
  holdMinutes: string;
  cancelCutoffHours: string;
  reminderOffsetsMinutes: number[];
}

export function toDraft(settings: AvailabilitySettings): AvailabilityDraft {
  const weekly = Object.fromEntries(
    isoWeekdays.map((day) => [day, [...(settings.weekly[day] ?? [])]]),
  ) as Record<IsoWeekday, TimeRangeDto[]>;
  return {
    weekly,
    overrides: [...settings.overrides].sort((a, b) => a.date.localeCompare(b.date)),
    bufferBeforeMinutes: String(settings.bufferBeforeMinutes),
    bufferAfterMinutes: String(settings.bufferAfterMinutes),
    minNoticeMinutes: String(settings.minNoticeMinutes),
    horizonDays: String(settings.horizonDays),
    slotStepMinutes: String(settings.slotStepMinutes),
    dailyLimit: settings.dailyLimit === null ? '' : String(settings.dailyLimit),
    holdMinutes: String(settings.holdMinutes),
    cancelCutoffHours: String(settings.cancelCutoffHours),
    reminderOffsetsMinutes: [...settings.reminderOffsetsMinutes].sort((a, b) => b - a),
  };
}

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The PUT body; numbers that are not numbers go as NaN → the server answers with the field's error. */
export function fromDraft(draft: AvailabilityDraft): AvailabilitySettingsInput {
  return {
    weekly: Object.fromEntries(isoWeekdays.map((day) => [day, draft.weekly[day]])),
    overrides: draft.overrides,
    bufferBeforeMinutes: number(draft.bufferBeforeMinutes),
    bufferAfterMinutes: number(draft.bufferAfterMinutes),
    minNoticeMinutes: number(draft.minNoticeMinutes),
    horizonDays: number(draft.horizonDays),
    slotStepMinutes: number(draft.slotStepMinutes),
    dailyLimit: draft.dailyLimit.trim() === '' ? null : number(draft.dailyLimit),
    holdMinutes: number(draft.holdMinutes),
    cancelCutoffHours: number(draft.cancelCutoffHours),
    reminderOffsetsMinutes: draft.reminderOffsetsMinutes,
  };
}

/** Checks the server would make too, keyed by the same paths (weekly.1.0.end, overrides.2.date…). */
export function checkDraft(draft: AvailabilityDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const ranges = (prefix: string, list: TimeRangeDto[]) =>
    list.forEach((range, i) => {
      if (!range.start) errors[`${prefix}.${i}.start`] = 'invalid_time';
      if (!range.end) errors[`${prefix}.${i}.end`] = 'invalid_time';
      else if (range.start && range.start >= range.end) errors[`${prefix}.${i}.end`] = 'end_before_start';
    });
  for (const day of isoWeekdays) ranges(`weekly.${day}`, draft.weekly[day]);
  draft.overrides.forEach((override, i) => {
    if (!override.date) errors[`overrides.${i}.date`] = 'invalid_date';
    ranges(`overrides.${i}.ranges`, override.ranges);
  });
  const dates = draft.overrides.map((o) => o.date);
  dates.forEach((date, i) => {
    if (date && dates.indexOf(date) !== i) errors[`overrides.${i}.date`] = 'duplicate_date';
  });
  return errors;
}

/** "1440" → 1 day; "90" → 1 h 30 min — for reminder chips. */
export function describeMinutes(minutes: number, lang: string): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  return [days ? unit(days, 'day') : '', hours ? unit(hours, 'hour') : '', mins ? unit(mins, 'minute') : '']
    .filter(Boolean)
    .join(' ');
}
