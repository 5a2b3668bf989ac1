import {
  CalendarCheck,
  ChartColumn,
  ChartLine,
  ChartPie,
  FileDown,
  Percent,
  UserPlus,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ChartFrame } from '@web/components/ui/admin-chart-frame';
import { KpiCard } from '@web/components/ui/admin-kpi-card';
import { Panel } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';

type ChartName = 'revenue' | 'appointments' | 'leadsBySource' | 'scores';

const charts: { name: ChartName; icon: LucideIcon }[] = [
  { name: 'revenue', icon: ChartLine },
  { name: 'appointments', icon: ChartColumn },
  { name: 'leadsBySource', icon: ChartPie },
  { name: 'scores', icon: ChartColumn },
];

export default function ReportsScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('admin.reports.title'), t('admin.reports.description'));
  const noData = t('admin.noData');

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('common.admin.title')}
          title={t('admin.reports.title')}
          lead={t('admin.reports.description')}
        />
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to="/admin/reports/export">
            <FileDown aria-hidden />
            {t('admin.reports.exportLink')}
          </Link>
        </Button>
      </div>

      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <KpiCard icon={Wallet} label={t('admin.reports.kpis.revenue')} emptyLabel={noData} />
        <KpiCard icon={CalendarCheck} label={t('admin.reports.kpis.appointments')} emptyLabel={noData} />
        <KpiCard icon={UserPlus} label={t('admin.reports.kpis.leads')} emptyLabel={noData} />
        <KpiCard icon={Percent} label={t('admin.reports.kpis.conversion')} emptyLabel={noData} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        {charts.map(({ name, icon }) => (
          <Panel
            key={name}
            headingId={`report-${name}`}
            title={t(`admin.reports.charts.${name}.title`)}
            description={t(`admin.reports.charts.${name}.description`)}
          >
            <ChartFrame
              icon={icon}
              emptyTitle={noData}
              emptyDescription={t('admin.reports.chartEmptyHint')}
            />
          </Panel>
        ))}
      </div>
    </div>
  );
}
