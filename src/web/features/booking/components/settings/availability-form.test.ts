import { describe, expect, it } from 'vitest';
import type { AvailabilitySettings } from '@contracts/booking';
import { checkDraft, describeMinutes, fromDraft, toDraft } from './availability-form';

const settings: AvailabilitySettings = {
  timeZone: 'America/Mexico_City',
  weekly: {
    '1': [
      { start: '09:00', end: '13:00' },
      { start: '15:00', end: '18:00' },
    ],
  },
  overrides: [{ date: '2026-12-25', ranges: [] }],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 120,
  horizonDays: 60,
  slotStepMinutes: 30,
  dailyLimit: null,
  holdMinutes: 15,
  cancelCutoffHours: 12,
  reminderOffsetsMinutes: [60, 1440],
};

describe('availability form', () => {
  it('round-trips the settings, with closed days as empty lists', () => {
    const draft = toDraft(settings);
    expect(draft.weekly['2']).toEqual([]);
    expect(draft.reminderOffsetsMinutes).toEqual([1440, 60]);
    const input = fromDraft(draft);
    expect(input.weekly['1']).toHaveLength(2);
    expect(input.dailyLimit).toBeNull();
    expect(input.bufferAfterMinutes).toBe(15);
  });

  it('finds ranges that end before they start and repeated override dates', () => {
    const draft = toDraft(settings);
    draft.weekly['3'] = [{ start: '12:00', end: '10:00' }];
    draft.overrides.push({ date: '2026-12-25', ranges: [{ start: '10:00', end: '' }] });
    expect(checkDraft(draft)).toEqual({
      'weekly.3.0.end': 'end_before_start',
      'overrides.1.date': 'duplicate_date',
      'overrides.1.ranges.0.end': 'invalid_time',
    });
  });

  it('describes reminder offsets', () => {
    expect(describeMinutes(1440, 'en')).toBe('1 day');
    expect(describeMinutes(90, 'en')).toBe('1 hr 30 min');
  });
});
