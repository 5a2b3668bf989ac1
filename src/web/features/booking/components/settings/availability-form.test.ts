import { describe, expect, it } from 'vitest';
import type { AvailabilitySettings } from '@contracts/booking';
import { checkWithContract } from '@web/components/forms/contract-resolver';
import {
  availabilityFormContract,
  describeMinutes,
  DUPLICATE_DATE,
  fromDraft,
  toDraft,
} from './availability-form';

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

  it('checks the draft with the contract: times, dates and numbers, keyed like the server’s errors', async () => {
    const draft = toDraft(settings);
    draft.weekly['3'] = [{ start: '12:00', end: '10:00' }];
    draft.overrides.push({ date: '', ranges: [{ start: '10:00', end: '' }] });
    draft.slotStepMinutes = 'x';
    draft.holdMinutes = '2';
    expect(await checkWithContract(availabilityFormContract, draft)).toEqual({
      ok: false,
      errors: {
        'weekly.3.0.end': 'end_before_start',
        'overrides.1.date': 'invalid_date',
        'overrides.1.ranges.0.end': 'invalid_time',
        slotStepMinutes: expect.any(String),
        holdMinutes: expect.any(String),
      },
    });
    expect(await checkWithContract(availabilityFormContract, toDraft(settings))).toEqual({
      ok: true,
      data: fromDraft(toDraft(settings)),
    });
  });

  it('asks for one rule per override date (the form’s own rule; the server would merge them)', async () => {
    const draft = toDraft(settings);
    draft.overrides.push({ date: '2026-12-25', ranges: [{ start: '10:00', end: '12:00' }] });
    expect(await checkWithContract(availabilityFormContract, draft)).toEqual({
      ok: false,
      errors: { 'overrides.1.date': DUPLICATE_DATE },
    });
  });

  it('describes reminder offsets', () => {
    expect(describeMinutes(1440, 'en')).toBe('1 day');
    expect(describeMinutes(90, 'en')).toBe('1 hr 30 min');
  });
});
