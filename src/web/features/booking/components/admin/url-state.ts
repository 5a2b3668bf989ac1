import {
  appointmentStatuses,
  appointmentTabs,
  type AppointmentStatus,
  type AppointmentTab,
} from '@contracts/booking';
import type { ListCodec } from '@web/components/admin-list/url-state';
import { dayParam, oneOf } from '@web/lib/url-state';

export const adminViews = ['list', 'week', 'month'] as const;
export type AdminView = (typeof adminViews)[number];

/** Everything the appointments screen shows, kept in the address so it survives reloads and can be shared. */
export interface AppointmentsView {
  tab: AppointmentTab;
  view: AdminView;
  q: string;
  service: string;
  status: AppointmentStatus | '';
  from: string;
  to: string;
  /** The day the calendar views are anchored on (business zone), '' = today. */
  date: string;
  /** The appointment whose details are open. */
  id: string;
  page: number;
}

export const defaultView: AppointmentsView = {
  tab: 'upcoming',
  view: 'list',
  q: '',
  service: '',
  status: '',
  from: '',
  to: '',
  date: '',
  id: '',
  page: 0,
};

export function parseView(params: URLSearchParams): AppointmentsView {
  const day = (key: string) => dayParam(params.get(key));
  const page = Number(params.get('page') ?? 0);
  return {
    tab: oneOf(appointmentTabs, params.get('tab')) ?? defaultView.tab,
    view: oneOf(adminViews, params.get('view')) ?? defaultView.view,
    q: (params.get('q') ?? '').slice(0, 200),
    service: /^[a-z0-9-]{1,80}$/.test(params.get('service') ?? '') ? params.get('service')! : '',
    status: oneOf(appointmentStatuses, params.get('status')) ?? '',
    from: day('from'),
    to: day('to'),
    date: day('date'),
    id: /^[0-9a-f-]{36}$/i.test(params.get('id') ?? '') ? params.get('id')! : '',
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 0,
  };
}

/** Only what differs from the defaults goes into the address. */
export function serializeView(view: AppointmentsView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaultView) as (keyof AppointmentsView)[]) {
    const value = view[key];
    if (value !== defaultView[key] && value !== '') params.set(key, String(value));
  }
  return params;
}

/** How the screen keeps its view in the URL (the admin-list kit's codec; the page is 0-based here). */
export const appointmentsCodec: ListCodec<AppointmentsView> = { parse: parseView, serialize: serializeView };

/** The filter fields cleared. */
export const noFilters = { q: '', service: '', status: '', from: '', to: '' } as const;

export const hasFilters = (view: AppointmentsView) =>
  view.q !== '' || view.service !== '' || view.status !== '' || view.from !== '' || view.to !== '';

export const PAGE_SIZE = 25;

/** The API query of the list (or of a calendar window, which ignores the tab and paging). */
export function apiQuery(
  view: AppointmentsView,
  options: { kind?: string; window?: { from: string; to: string }; limit?: number } = {},
): string {
  const params = new URLSearchParams();
  if (!options.window) params.set('tab', view.tab);
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.service) params.set('service', view.service);
  if (options.kind) params.set('kind', options.kind);
  if (view.status) params.set('status', view.status);
  const from = options.window ? later(view.from, options.window.from) : view.from;
  const to = options.window ? earlier(view.to, options.window.to) : view.to;
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  params.set('limit', String(options.limit ?? PAGE_SIZE));
  if (!options.window && view.page > 0) params.set('offset', String(view.page * PAGE_SIZE));
  return params.toString();
}

const later = (a: string, b: string) => (a && a > b ? a : b);
const earlier = (a: string, b: string) => (a && a < b ? a : b);
