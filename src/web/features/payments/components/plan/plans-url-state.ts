import { planStatuses, type PlanStatus } from '@contracts/payment-plans';
import { oneOf } from '@web/lib/url-state';

/*
 * /admin/payments has three views: the payments (the default), the payment plans (`?tab=plans`) and the
 * refunds to return by hand (`?tab=refunds`). Each view keeps its own filters and page in the URL; switching
 * views starts the other one clean.
 */

export const paymentsTabs = ['payments', 'plans', 'refunds'] as const;
export type PaymentsTab = (typeof paymentsTabs)[number];

export const tabFromParams = (params: URLSearchParams): PaymentsTab =>
  oneOf(paymentsTabs, params.get('tab')) ?? 'payments';

/** The URL of a view opened fresh (no filters, first page). */
export const paramsForTab = (tab: PaymentsTab): URLSearchParams =>
  new URLSearchParams(tab === 'payments' ? {} : { tab });

export const PLANS_PAGE_SIZE = 50;

export interface PlansView {
  status: PlanStatus | '';
  /** 0-based (1-based in the URL). */
  page: number;
}

/** Reads the plans view, dropping anything invalid (a hand-edited URL never breaks the screen). */
export function plansViewFromParams(params: URLSearchParams): PlansView {
  const page = Number(params.get('page') ?? '1');
  return {
    status: oneOf(planStatuses, params.get('status')) ?? '',
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  };
}

/** Writes the plans view back: always `tab=plans`, defaults left out. */
export function paramsFromPlansView(view: PlansView): URLSearchParams {
  const params = paramsForTab('plans');
  if (view.status) params.set('status', view.status);
  if (view.page > 0) params.set('page', String(view.page + 1));
  return params;
}

/** The API query of a page of plans. */
export function plansApiQuery(view: PlansView): string {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  params.set('limit', String(PLANS_PAGE_SIZE));
  params.set('offset', String(view.page * PLANS_PAGE_SIZE));
  return params.toString();
}
