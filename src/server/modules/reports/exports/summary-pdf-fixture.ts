import { bucketStarts } from '@contracts/report-period';
import { reportSchema, type Report } from '@contracts/reports';

/*
 * Reports built by hand for the summary PDF's test (and for looking at a sample): parsed with the contract's
 * schema, so they stay valid as it changes.
 */

const period = { from: '2026-10-01', to: '2026-10-31', days: 31 };
export const days = bucketStarts(period, 'day');
export const branding = { es: 'Branding e identidad visual', en: 'Branding and visual identity' };

/** October 2026 against September, with figures that add up the way the report defines them. */
export function octoberReport(overrides: Partial<Report> = {}): Report {
  return reportSchema.parse({
    period,
    comparison: { from: '2026-09-01', to: '2026-09-30', days: 30 },
    preset: 'last_month',
    compare: 'previous',
    bucket: 'day',
    currency: 'MXN',
    timeZone: 'America/Mexico_City',
    generatedAt: '2026-11-01T16:05:00.000Z',
    revenue: {
      totals: { paidMinor: 4_523_050, refundedMinor: 350_000, netMinor: 4_173_050, payments: 12, refunds: 2 },
      previous: { paidMinor: 3_800_000, refundedMinor: 0, netMinor: 3_800_000, payments: 10, refunds: 0 },
      byProvider: [
        {
          key: 'stripe',
          paidMinor: 3_000_000,
          refundedMinor: 350_000,
          netMinor: 2_650_000,
          payments: 8,
          refunds: 2,
        },
        {
          key: 'mercadopago',
          paidMinor: 1_523_050,
          refundedMinor: 0,
          netMinor: 1_523_050,
          payments: 4,
          refunds: 0,
        },
      ],
      byPurpose: [
        {
          key: 'appointment',
          paidMinor: 2_523_050,
          refundedMinor: 350_000,
          netMinor: 2_173_050,
          payments: 7,
          refunds: 2,
        },
        { key: 'stay', paidMinor: 1_500_000, refundedMinor: 0, netMinor: 1_500_000, payments: 3, refunds: 0 },
        {
          key: 'plan_instalment',
          paidMinor: 500_000,
          refundedMinor: 0,
          netMinor: 500_000,
          payments: 2,
          refunds: 0,
        },
      ],
      byService: [
        {
          key: 'svc-branding',
          kind: 'service',
          name: branding,
          paidMinor: 3_023_050,
          refundedMinor: 350_000,
          netMinor: 2_673_050,
          payments: 9,
          refunds: 2,
        },
        {
          key: 'stay',
          kind: 'stay',
          name: { es: 'La Mansión', en: 'La Mansión' },
          paidMinor: 1_500_000,
          refundedMinor: 0,
          netMinor: 1_500_000,
          payments: 3,
          refunds: 0,
        },
      ],
      series: days.map((start, i) => {
        const paidMinor = i === 4 ? 1_523_050 : i % 5 === 0 ? 500_000 : 0;
        const refundedMinor = i === 20 ? 350_000 : 0;
        return { start, paidMinor, refundedMinor, netMinor: paidMinor - refundedMinor };
      }),
    },
    appointments: {
      totals: {
        booked: 20,
        confirmed: 5,
        completed: 11,
        cancelled: 3,
        noShow: 1,
        noShowRate: 1 / 12,
        medianLeadTimeHours: 73.5,
      },
      previous: {
        booked: 16,
        confirmed: 2,
        completed: 10,
        cancelled: 2,
        noShow: 2,
        noShowRate: 2 / 12,
        medianLeadTimeHours: 50,
      },
      byService: [
        { key: 'svc-branding', name: branding, booked: 20, completed: 11, cancelled: 3, noShow: 1 },
      ],
      series: days.map((start, i) => ({ start, booked: i % 3 === 0 ? 2 : 0, cancelled: i === 9 ? 1 : 0 })),
      // Booked and not cancelled (17), by Mexico City weekday and hour.
      heatmap: [
        { weekday: 1, hour: 9, count: 2 },
        { weekday: 2, hour: 10, count: 6 },
        { weekday: 3, hour: 11, count: 5 },
        { weekday: 4, hour: 16, count: 3 },
        { weekday: 5, hour: 12, count: 1 },
      ],
    },
    leads: {
      totals: { created: 25, won: 4, conversionRate: 0.16, medianDaysToWin: 6.5 },
      previous: { created: 20, won: 2, conversionRate: 0.1, medianDaysToWin: 9 },
      bySource: [
        { key: 'diagnostic', count: 14 },
        { key: 'contact', count: 9 },
        { key: 'launch-list', count: 2 },
      ],
      byStatus: [
        { key: 'new', count: 8 },
        { key: 'contacted', count: 6 },
        { key: 'qualified', count: 5 },
        { key: 'won', count: 4 },
        { key: 'lost', count: 2 },
      ],
      funnel: [
        { stage: 'new', count: 25, rate: null },
        { stage: 'contacted', count: 17, rate: 0.68 },
        { stage: 'qualified', count: 9, rate: 9 / 17 },
        { stage: 'won', count: 4, rate: 4 / 9 },
      ],
      series: days.map((start, i) => ({ start, created: i % 4 === 0 ? 3 : 0 })),
    },
    diagnostic: {
      totals: { submissions: 14, averageOverall: 61.4, becameBookings: 3 },
      previous: { submissions: 10, averageOverall: 58, becameBookings: 1 },
      distribution: [0, 0, 1, 1, 2, 3, 3, 2, 1, 1].map((count, i) => ({ from: i * 10, count })),
      dimensions: [
        { key: 'visibility', name: { es: 'Visibilidad', en: 'Visibility' }, average: 55.5, count: 14 },
        {
          key: 'reputation',
          name: { es: 'Reputación y red', en: 'Reputation & network' },
          average: 70.2,
          count: 14,
        },
      ],
      levels: [
        { key: 'developing', count: 6 },
        { key: 'established', count: 8 },
      ],
      series: days.map((start, i) => ({ start, submissions: i % 7 === 0 ? 3 : 0 })),
    },
    rental: {
      totals: {
        nightsSold: 18,
        nightsAvailable: 29,
        occupancy: 18 / 29,
        roomRevenueMinor: 4_500_000,
        adrMinor: 250_000,
        revparMinor: 155_172,
        stays: 5,
      },
      previous: {
        nightsSold: 12,
        nightsAvailable: 30,
        occupancy: 0.4,
        roomRevenueMinor: 3_000_000,
        adrMinor: 250_000,
        revparMinor: 100_000,
        stays: 4,
      },
      series: days.map((start, i) => ({
        start,
        nightsSold: i < 18 ? 1 : 0,
        nightsAvailable: i < 29 ? 1 : 0,
      })),
    },
    ...overrides,
  });
}

/** A quiet period with no comparison: zeros everywhere, every ratio null. */
export function emptyReport(): Report {
  const zero = { paidMinor: 0, refundedMinor: 0, netMinor: 0 };
  return octoberReport({
    comparison: null,
    compare: 'none',
    revenue: {
      totals: { ...zero, payments: 0, refunds: 0 },
      previous: null,
      byProvider: [],
      byService: [],
      byPurpose: [],
      series: days.map((start) => ({ start, ...zero })),
    },
    appointments: {
      totals: {
        booked: 0,
        confirmed: 0,
        completed: 0,
        cancelled: 0,
        noShow: 0,
        noShowRate: null,
        medianLeadTimeHours: null,
      },
      previous: null,
      byService: [],
      series: days.map((start) => ({ start, booked: 0, cancelled: 0 })),
      heatmap: [],
    },
    leads: {
      totals: { created: 0, won: 0, conversionRate: null, medianDaysToWin: null },
      previous: null,
      bySource: [],
      byStatus: ['new', 'contacted', 'qualified', 'won', 'lost'].map((key) => ({ key, count: 0 })),
      funnel: (['new', 'contacted', 'qualified', 'won'] as const).map((stage) => ({
        stage,
        count: 0,
        rate: null,
      })),
      series: days.map((start) => ({ start, created: 0 })),
    },
    diagnostic: {
      totals: { submissions: 0, averageOverall: null, becameBookings: 0 },
      previous: null,
      distribution: Array.from({ length: 10 }, (_, i) => ({ from: i * 10, count: 0 })),
      dimensions: [],
      levels: [],
      series: days.map((start) => ({ start, submissions: 0 })),
    },
    rental: {
      totals: {
        nightsSold: 0,
        nightsAvailable: 0,
        occupancy: null,
        roomRevenueMinor: 0,
        adrMinor: null,
        revparMinor: null,
        stays: 0,
      },
      previous: null,
      series: days.map((start) => ({ start, nightsSold: 0, nightsAvailable: 0 })),
    },
  });
}
