import {
  AlertTriangle,
  ArrowRight,
  BarChart3,
  CalendarCheck,
  Link2,
  RefreshCw,
  Settings,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Panel, PanelError } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/layout';
import { cn } from '@web/lib/cn';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { useOverview } from '../api/overview';
import { AppointmentsCard, StaysCard } from '../components/overview-agenda';
import { formatTime } from '../components/overview-format';
import { PaymentsCard, RevenueCard } from '../components/overview-money';
import { DiagnosticCard, LeadsCard } from '../components/overview-people';
import { TasksCard } from '../components/overview-tasks';

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

/**
 * /admin — what needs the owner today: one card per area, each linking to its list (contracts/overview.ts),
 * refreshed every minute and when the window regains focus; then the shortcuts to every admin screen.
 */
export default function AdminOverviewScreen() {
  const { t, lang } = useI18n();
  useDocumentMeta(t('admin.overview.title'), t('admin.overview.description'));
  const query = useOverview();
  const data = query.data;
  const updated = data ? formatTime(new Date(query.dataUpdatedAt).toISOString(), lang) : null;
  const retry = () => void query.refetch();

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('common.admin.title')}
          title={t('admin.overview.title')}
          lead={t('admin.overview.description')}
        />
        <div className="flex shrink-0 items-center gap-3">
          {updated ? (
            <p className="text-xs text-muted-foreground" title={t('admin.overview.autoRefresh')}>
              {t('admin.overview.updated', { time: updated })}
            </p>
          ) : null}
          <Button type="button" variant="outline" size="sm" onClick={retry} disabled={query.isFetching}>
            <RefreshCw
              aria-hidden
              className={cn(query.isFetching && 'animate-spin motion-reduce:animate-none')}
            />
            {t('admin.overview.refresh')}
          </Button>
        </div>
      </div>

      {query.isError && !data ? (
        <EmptyState
          icon={AlertTriangle}
          title={t('admin.overview.error.title')}
          description={t('admin.overview.error.hint')}
          className="bg-card"
          action={
            <Button type="button" variant="outline" size="sm" onClick={retry}>
              {t('admin.overview.error.retry')}
            </Button>
          }
        />
      ) : (
        <>
          {query.isError && updated ? (
            <div className="rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3">
              <PanelError
                message={t('admin.overview.error.stale', { time: updated })}
                retryLabel={t('admin.overview.error.retry')}
                onRetry={retry}
              />
            </div>
          ) : null}
          <section
            aria-label={t('admin.overview.cardsLabel')}
            aria-busy={query.isPending || undefined}
            className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          >
            <AppointmentsCard data={data} />
            <PaymentsCard data={data} />
            <TasksCard />
            <LeadsCard data={data} />
            <RevenueCard data={data} />
            <StaysCard data={data} />
            <DiagnosticCard data={data} />
          </section>
        </>
      )}

      <Panel headingId="overview-shortcuts" title={t('admin.overview.shortcuts.title')}>
        <ul className="-my-1 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
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
  );
}
