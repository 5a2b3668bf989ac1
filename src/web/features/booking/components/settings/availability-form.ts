import { numberFormat } from '@contracts/intl';
import {
  availabilitySettingsInputSchema,
  type AvailabilitySettings,
  type AvailabilitySettingsInput,
  type TimeRangeDto,
} from '@contracts/booking';

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

/** The PUT body; numbers that are not numbers go as NaN, which the contract's check marks on their field. */
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

/** Set on a repeated override date: the server merges them, the form asks for one rule per date. */
export const DUPLICATE_DATE = 'duplicate_date';

/**
 * What the form checks before saving (ADR 057): the contract the server validates with, plus one rule of the
 * form's own — each override date once (on the later one, keyed like the server's errors: overrides.2.date).
 */
export const availabilityFormSchema = availabilitySettingsInputSchema.extend({
  overrides: availabilitySettingsInputSchema.shape.overrides.superRefine((overrides, ctx) => {
    const dates = overrides.map((o) => o.date);
    dates.forEach((date, i) => {
      if (dates.indexOf(date) !== i)
        ctx.addIssue({ code: 'custom', message: DUPLICATE_DATE, path: [i, 'date'] });
    });
  }),
});

/** The form's contract: its values are the draft, checked as the PUT body it becomes. */
export const availabilityFormContract = { schema: availabilityFormSchema, toInput: fromDraft };

/** "1440" → 1 day; "90" → 1 h 30 min — for reminder chips. */
export function describeMinutes(minutes: number, lang: string): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    numberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  return [days ? unit(days, 'day') : '', hours ? unit(hours, 'hour') : '', mins ? unit(mins, 'minute') : '']
    .filter(Boolean)
    .join(' ');
}
