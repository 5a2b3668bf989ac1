import { describe, expect, it } from 'vitest';
import {
  paramsForTab,
  paramsFromPlansView,
  plansApiQuery,
  plansViewFromParams,
  tabFromParams,
} from './plans-url-state';

describe('the /admin/payments tabs and the plans view in the URL', () => {
  it('reads the tab, payments by default', () => {
    expect(tabFromParams(new URLSearchParams('tab=plans'))).toBe('plans');
    expect(tabFromParams(new URLSearchParams('tab=nope&status=paid'))).toBe('payments');
    expect(paramsForTab('plans').toString()).toBe('tab=plans');
    expect(paramsForTab('payments').toString()).toBe('');
    expect(tabFromParams(new URLSearchParams('tab=refunds'))).toBe('refunds');
    expect(paramsForTab('refunds').toString()).toBe('tab=refunds');
  });

  it('reads a valid status and page and drops the rest', () => {
    expect(plansViewFromParams(new URLSearchParams('tab=plans&status=overdue&page=3'))).toEqual({
      status: 'overdue',
      page: 2,
    });
    expect(plansViewFromParams(new URLSearchParams('status=paid&page=-1'))).toEqual({ status: '', page: 0 });
  });

  it('round-trips, leaves defaults out, and asks the API for a page', () => {
    const params = new URLSearchParams('tab=plans&status=cancelled&page=2');
    expect(paramsFromPlansView(plansViewFromParams(params)).toString()).toBe(
      'tab=plans&status=cancelled&page=2',
    );
    expect(paramsFromPlansView({ status: '', page: 0 }).toString()).toBe('tab=plans');
    expect(plansApiQuery({ status: 'overdue', page: 1 })).toBe('status=overdue&limit=50&offset=50');
    expect(plansApiQuery({ status: '', page: 0 })).toBe('limit=50&offset=0');
  });
});
