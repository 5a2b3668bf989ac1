import type { DayRange, Report } from '@contracts/reports';

/** A report whose figures the summary writers copy: only the shape and a few values matter here. */
export function fixedReport(range: DayRange): Report {
  const zeros = { paidMinor: 0, refundedMinor: 0, netMinor: 0, payments: 0, refunds: 0 };
  return {
    period: range,
    comparison: null,
    preset: 'custom',
    compare: 'none',
    bucket: 'day',
    currency: 'MXN',
    timeZone: 'America/Mexico_City',
    generatedAt: new Date().toISOString(),
    revenue: {
      totals: { paidMinor: 150_000, refundedMinor: 20_000, netMinor: 130_000, payments: 2, refunds: 1 },
      previous: null,
      byProvider: [{ key: 'mercadopago', ...zeros, paidMinor: 150_000 }],
      byService: [],
      byPurpose: [],
      series: [{ start: range.from, paidMinor: 150_000, refundedMinor: 20_000, netMinor: 130_000 }],
    },
    appointments: {
      totals: {
        booked: 3,
        confirmed: 1,
        completed: 1,
        cancelled: 1,
        noShow: 0,
        noShowRate: 0,
        medianLeadTimeHours: 12,
      },
      previous: null,
      byService: [],
      series: [],
      heatmap: [],
    },
    leads: {
      totals: { created: 0, won: 0, conversionRate: null, medianDaysToWin: null },
      previous: null,
      bySource: [{ key: 'launch-list', count: 2 }],
      byStatus: [],
      funnel: [],
      series: [],
    },
    diagnostic: {
      totals: { submissions: 0, averageOverall: null, becameBookings: 0 },
      previous: null,
      distribution: [],
      dimensions: [],
      levels: [],
      series: [],
    },
    rental: {
      totals: {
        nightsSold: 0,
        nightsAvailable: 3,
        occupancy: 0,
        roomRevenueMinor: 0,
        adrMinor: null,
        revparMinor: 0,
        stays: 0,
      },
      previous: null,
      series: [],
    },
  };
}
