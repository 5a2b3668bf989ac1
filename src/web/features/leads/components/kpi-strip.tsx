import type { LeadStats } from '@contracts/leads';
import { Inbox, Sparkles, UserRound } from 'lucide-react';
import { KpiCard } from '@web/components/ui/admin-kpi-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { SourceBadge } from './badges';
import { formatNumber } from './format';

/** Total, new this week, open leads and the split by source (all leads, whatever the filters). */
export function KpiStrip(props: { stats: LeadStats | undefined; loading: boolean }) {
  const { t, lang } = useI18n();
  const s = props.stats;
  const value = (n: number | undefined) => (n === undefined ? null : formatNumber(n, lang));
  const open = s ? s.byStatus.new + s.byStatus.contacted + s.byStatus.qualified : undefined;
  const sources = s ? Object.entries(s.bySource).sort((a, b) => b[1] - a[1]) : [];
  return (
    <section aria-label={t('admin.leads.kpi.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <KpiCard
        label={t('admin.leads.kpi.total')}
        value={value(s?.total)}
        note={t('admin.leads.kpi.totalNote')}
        emptyLabel={props.loading ? t('admin.leads.loading') : t('admin.leads.kpi.none')}
        icon={UserRound}
      />
      <KpiCard
        label={t('admin.leads.kpi.newThisWeek')}
        value={value(s?.newThisWeek)}
        note={t('admin.leads.kpi.newThisWeekNote')}
        emptyLabel={props.loading ? t('admin.leads.loading') : t('admin.leads.kpi.none')}
        icon={Sparkles}
      />
      <KpiCard
        label={t('admin.leads.kpi.open')}
        value={value(open)}
        note={t('admin.leads.kpi.openNote')}
        emptyLabel={props.loading ? t('admin.leads.loading') : t('admin.leads.kpi.none')}
        icon={Inbox}
      />
      <div className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-3.5 sm:p-4">
        <p className="text-sm text-muted-foreground">{t('admin.leads.kpi.bySource')}</p>
        {props.loading && !s ? (
          <Skeleton className="h-16" />
        ) : sources.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.leads.kpi.none')}</p>
        ) : (
          <ul className="mt-auto space-y-1.5">
            {sources.map(([source, count]) => (
              <li key={source} className="flex items-center justify-between gap-2 text-sm">
                <SourceBadge source={source} />
                <span className="tabular-nums">{formatNumber(count, lang)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
