import { addDays } from '@contracts/report-period';

/*
 * Where each card and row of the overview leads: the owner's lists, with the filter (URL state) of each list
 * set to what the card counted. Kept in one place so the cards and their test agree.
 */

const to = (path: string, params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};

export const overviewLinks = {
  appointments: '/admin/appointments',
  appointmentsToday: (today: string) => to('/admin/appointments', { from: today, to: today }),
  appointmentsNext7: (today: string) =>
    to('/admin/appointments', { from: addDays(today, 1), to: addDays(today, 7) }),
  // The card counts the unpaid bookings of the same 8 days as its rows (today … today + 7).
  awaitingPayment: (today: string) =>
    to('/admin/appointments', { tab: 'unconfirmed', from: today, to: addDays(today, 7) }),
  appointment: (id: string) => to('/admin/appointments', { id }),

  payments: '/admin/payments',
  paymentsWith: (status: 'pending' | 'failed', from: string) => to('/admin/payments', { status, from }),
  payment: (id: string) => to('/admin/payments', { id }),
  overduePlans: to('/admin/payments', { tab: 'plans', status: 'overdue' }),
  manualRefunds: to('/admin/payments', { tab: 'refunds' }),

  leads: '/admin/leads',
  // The leads list can't filter by first-seen day: this opens every lead, newest first (labelled so).
  newestLeads: to('/admin/leads', { sort: 'createdAt' }),
  waitingLeads: to('/admin/leads', { status: 'new' }),
  lead: (id: string) => to('/admin/leads', { status: 'new', id }),
  // A task's contact (the tasks card): the contact sheet over the unfiltered list.
  contact: (id: string) => to('/admin/leads', { id }),

  diagnostic: '/admin/analisis-marca',
  diagnosticBetween: (from: string, until: string) => to('/admin/analisis-marca', { from, to: until }),
  result: (id: string) => to('/admin/analisis-marca', { id }),
  diagnosticPage: '/diagnostico-marca-profesional',

  stays: '/projects/airbnb',
  bookingPage: '/calendar-booking',
  reports: to('/admin/reports', { preset: 'month' }),
};
