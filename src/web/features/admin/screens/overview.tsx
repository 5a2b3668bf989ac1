import {
  ArrowRight,
  BarChart3,
  CalendarCheck,
  ClipboardList,
  Link2,
  Settings,
  Sparkles,
  UserPlus,
  Users,
  Wallet,
  Activity,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { KpiCard } from '@web/components/ui/admin-kpi-card';
import { Panel } from '@web/components/ui/admin-panel';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';

const shortcuts: { to: string; label: MessageKey; description: MessageKey; icon: LucideIcon }[] = [
  {
    to: '/admin/appointments',
    label: 'common.admin.appointments',
    description: 'admin.overview.shortcuts.appointments',
    icon: CalendarCheck,
  },
  {
    to: '/admin/leads',
    label: 'common.admin.leads',
    description: 'admin.overview.shortcuts.leads',
    icon: Users,
  },
  {
    to: '/admin/analisis-marca',
    label: 'common.admin.brandAnalysis',
    description: 'admin.overview.shortcuts.brandAnalysis',
    icon: Sparkles,
  },
  {
    to: '/admin/reports',
    label: 'common.admin.reports',
    description: 'admin.overview.shortcuts.reports',
    icon: BarChart3,
  },
  {
    to: '/admin/settings',
    label: 'common.admin.settings',
    description: 'admin.overview.shortcuts.settings',
    icon: Settings,
  },
  {
    to: '/admin/connected-accounts',
    label: 'common.admin.connectedAccounts',
    description: 'admin.overview.shortcuts.connectedAccounts',
    icon: Link2,
  },
];

export default function AdminOverviewScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('admin.overview.title'), t('admin.overview.description'));
  const k = 'admin.overview.kpis';

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        size="compact"
        eyebrow={t('common.admin.title')}
        title={t('admin.overview.title')}
        lead={t('admin.overview.description')}
      />

      <section aria-label={t('admin.overview.kpisLabel')}>
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <KpiCard
            icon={CalendarCheck}
            label={t(`${k}.upcoming`)}
            note={t(`${k}.upcomingPeriod`)}
            emptyLabel={t('admin.noData')}
          />
          <KpiCard
            icon={UserPlus}
            label={t(`${k}.leads`)}
            note={t(`${k}.leadsPeriod`)}
            emptyLabel={t('admin.noData')}
          />
          <KpiCard
            icon={Wallet}
            label={t(`${k}.revenue`)}
            note={t(`${k}.revenuePeriod`)}
            emptyLabel={t('admin.noData')}
          />
          <KpiCard
            icon={ClipboardList}
            label={t(`${k}.diagnostics`)}
            note={t(`${k}.diagnosticsPeriod`)}
            emptyLabel={t('admin.noData')}
          />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel headingId="overview-activity" title={t('admin.overview.activity.title')}>
          <EmptyState
            icon={Activity}
            title={t('admin.overview.activity.empty')}
            description={t('admin.overview.activity.emptyHint')}
            className="border-0 py-10"
          />
        </Panel>

        <Panel headingId="overview-shortcuts" title={t('admin.overview.shortcuts.title')}>
          <ul className="-my-2 divide-y divide-border">
            {shortcuts.map(({ to, label, description, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group -mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5 outline-none hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium">{t(label)}</span>
                    <span className="block text-xs text-muted-foreground">{t(description)}</span>
                  </span>
                  <ArrowRight
                    aria-hidden
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}
