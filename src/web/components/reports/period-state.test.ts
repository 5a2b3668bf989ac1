import { describe, expect, it } from 'vitest';
import {
  defaultPeriodView,
  paramsFromPeriod,
  periodFromParams,
  reportApiQuery,
  reportToday,
  resolveView,
} from './period-state';

describe('report period in the URL', () => {
  it('reads a clean URL as the last 30 days against the previous period, and writes it back empty', () => {
    const view = periodFromParams(new URLSearchParams());
    expect(view).toEqual(defaultPeriodView);
    expect(paramsFromPeriod(view).toString()).toBe('');
    expect(reportApiQuery(view)).toBe('preset=30d&compare=previous');
  });

  it('round-trips a custom range with its comparison', () => {
    const params = new URLSearchParams('preset=custom&from=2026-01-01&to=2026-03-31&compare=last_year');
    const view = periodFromParams(params);
    expect(view).toEqual({ preset: 'custom', compare: 'last_year', from: '2026-01-01', to: '2026-03-31' });
    expect(paramsFromPeriod(view).toString()).toBe(params.toString());
    expect(reportApiQuery(view)).toBe('preset=custom&from=2026-01-01&to=2026-03-31&compare=last_year');
  });

  it('drops hand-edited nonsense but keeps a wrong calendar day so it reads as invalid', () => {
    expect(periodFromParams(new URLSearchParams('preset=decade&compare=forever&from=2026-01-01'))).toEqual(
      defaultPeriodView,
    );
    const view = periodFromParams(new URLSearchParams('preset=custom&from=yesterday&to=2026-02-30'));
    expect(view).toMatchObject({ from: '', to: '2026-02-30' });
    expect(resolveView(view, '2026-11-26')).toEqual({
      ok: false,
      fields: { from: 'required', to: 'invalid_date' },
    });
  });

  it('leaves from and to out of the URL and the API for a preset', () => {
    const view = { ...defaultPeriodView, preset: 'month' as const, from: '2026-01-01', to: '2026-01-31' };
    expect(paramsFromPeriod(view).toString()).toBe('preset=month');
    expect(reportApiQuery(view)).toBe('preset=month&compare=previous');
  });

  it('resolves presets from the Mexico City day and flags inverted and over-long custom ranges', () => {
    // 03:00 UTC on 1 December is still 30 November in Mexico City.
    const today = reportToday(new Date('2026-12-01T03:00:00Z'));
    expect(today).toBe('2026-11-30');
    const month = resolveView({ ...defaultPeriodView, preset: 'month' }, today);
    expect(month).toEqual({
      ok: true,
      value: {
        period: { from: '2026-11-01', to: '2026-11-30', days: 30 },
        comparison: { from: '2026-10-02', to: '2026-10-31', days: 30 },
        bucket: 'day',
      },
    });
    const custom = (from: string, to: string) =>
      resolveView({ preset: 'custom', compare: 'none', from, to }, today);
    expect(custom('2026-03-02', '2026-03-01')).toEqual({ ok: false, fields: { to: 'inverted_range' } });
    expect(custom('2020-01-01', '2026-01-01')).toEqual({ ok: false, fields: { to: 'range_too_long' } });
    expect(custom('2026-03-01', '2026-03-01')).toMatchObject({ ok: true, value: { comparison: null } });
  });
});
