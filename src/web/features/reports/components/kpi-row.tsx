import type { Report } from '@contracts/reports';
import { BedDouble, CalendarCheck, ClipboardList, UserPlus, Wallet, type LucideIcon } from 'lucide-react';
import { KpiCard } from '@web/components/ui/admin-kpi-card';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import {
  deltaOf,
  formatDelta,
  formatMxn,
  formatNumber,
  formatRatio,
  type Delta,
} from '@web/components/reports/format';

interface Figure {
  label: MessageKey;
  icon: LucideIcon;
  value: string;
  /** The comparison's value as written, or null without a comparison. */
  previous: string | null;
  delta: Delta | null;
}

/** The five key figures of the period, each with its change against the comparison. */
export function KpiRow(props: { report: Report }) {
  const { t, lang } = useI18n();
  const { revenue, appointments, leads, diagnostic, rental } = props.report;
  const count = (n: number) => formatNumber(n, lang);
  const figures: Figure[] = [
    {
      label: 'reports.kpis.netRevenue',
      icon: Wallet,
      value: formatMxn(revenue.totals.netMinor, lang),
      previous: revenue.previous && formatMxn(revenue.previous.netMinor, lang),
      delta: deltaOf(revenue.totals.netMinor, revenue.previous?.netMinor),
    },
    {
      label: 'reports.kpis.appointments',
      icon: CalendarCheck,
      value: count(appointments.totals.booked),
      previous: appointments.previous && count(appointments.previous.booked),
      delta: deltaOf(appointments.totals.booked, appointments.previous?.booked),
    },
    {
      label: 'reports.kpis.leads',
      icon: UserPlus,
      value: count(leads.totals.created),
      previous: leads.previous && count(leads.previous.created),
      delta: deltaOf(leads.totals.created, leads.previous?.created),
    },
    {
      label: 'reports.kpis.submissions',
      icon: ClipboardList,
      value: count(diagnostic.totals.submissions),
      previous: diagnostic.previous && count(diagnostic.previous.submissions),
      delta: deltaOf(diagnostic.totals.submissions, diagnostic.previous?.submissions),
    },
    {
      label: 'reports.kpis.occupancy',
      icon: BedDouble,
      value: formatRatio(rental.totals.occupancy, lang),
      previous: rental.previous && formatRatio(rental.previous.occupancy, lang),
      delta: deltaOf(rental.totals.occupancy, rental.previous?.occupancy, 'points'),
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-6">
      {figures.map((figure, i) => (
        <KpiCard
          key={figure.label}
          // Money takes two columns: an amount to the centavo is the widest figure of the row.
          className={i === 0 ? 'col-span-2' : undefined}
          icon={figure.icon}
          label={t(figure.label)}
          value={figure.value === '—' ? null : figure.value}
          emptyLabel={t('reports.kpis.noRatio')}
          note={
            figure.previous === null
              ? t('reports.kpis.noComparison')
              : t('reports.kpis.change', {
                  delta: formatDelta(figure.delta, lang),
                  previous: figure.previous,
                })
          }
        />
      ))}
    </div>
  );
}
