import { CalendarX2, FileDown } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Panel, PanelError } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useUrlView } from '@web/lib/url-state';
import { useReport } from '../api/report';
import { AppointmentsSection } from '../components/appointments-section';
import { DiagnosticSection } from '../components/diagnostic-section';
import { KpiRow } from '../components/kpi-row';
import { LeadsSection } from '../components/leads-section';
import { PeriodPicker, periodErrorsOf } from '@web/components/reports/period-picker';
import {
  paramsFromPeriod,
  periodFromParams,
  reportToday,
  resolveView,
} from '@web/components/reports/period-state';
import { RentalSection } from '../components/rental-section';
import { RevenueSection } from '../components/revenue-section';

/** What the screen shows while the first report of a period loads. */
function ReportSkeleton() {
  return (
    <div className="space-y-6" aria-hidden>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-6">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className={i === 0 ? 'col-span-2 h-28' : 'h-28'} />
        ))}
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="space-y-4">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-16" />
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-72" />
            <Skeleton className="h-72" />
          </div>
        </div>
      ))}
    </div>
  );
}

export default function ReportsScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('reports.title'), t('reports.description'));
  const { view, update } = useUrlView(periodFromParams, paramsFromPeriod);
  // Today in Mexico City, once per visit: the presets end on it, as they do on the server.
  const today = useMemo(() => reportToday(), []);
  const resolution = resolveView(view, today);
  const report = useReport(view, resolution.ok);
  // A 400 is the server refusing the period: its field errors show on the picker like the browser's own.
  const rejection = report.error instanceof ApiError && report.error.status === 400 ? report.error : null;
  const rejected = rejection !== null;
  const errors = resolution.ok ? (rejection ? periodErrorsOf(rejection.fields) : {}) : resolution.fields;
  const data = rejected ? undefined : report.data;
  // Once loaded, the days the server counted (its today may have passed midnight since the page opened).
  const shown = !resolution.ok
    ? null
    : data && !report.isPlaceholderData
      ? { period: data.period, comparison: data.comparison, bucket: data.bucket }
      : resolution.value;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('common.admin.title')}
          title={t('reports.title')}
          lead={t('reports.description')}
        />
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to="/admin/reports/export">
            <FileDown aria-hidden />
            {t('reports.exportLink')}
          </Link>
        </Button>
      </div>

      <PeriodPicker
        view={view}
        today={today}
        resolved={shown}
        errors={errors}
        // A new period is a new entry in the history, so Back returns to the previous report.
        onChange={(patch) => update(patch, { push: true })}
      />

      <div aria-busy={report.isFetching} data-testid="report-body" className="space-y-10">
        {!resolution.ok || rejected ? (
          <EmptyState
            icon={CalendarX2}
            title={t('reports.period.fixTitle')}
            description={t('reports.period.fixRange')}
          />
        ) : data ? (
          <>
            {report.isError ? (
              <Panel title={t('reports.states.staleTitle')}>
                <PanelError
                  message={t('reports.states.stale')}
                  retryLabel={t('reports.states.retry')}
                  onRetry={() => void report.refetch()}
                />
              </Panel>
            ) : null}
            <p role="status" className="sr-only">
              {report.isPlaceholderData ? t('reports.states.updating') : ''}
            </p>
            <div
              className={report.isPlaceholderData ? 'space-y-10 opacity-60 transition-opacity' : 'space-y-10'}
            >
              <KpiRow report={data} />
              <RevenueSection report={data} />
              <AppointmentsSection report={data} />
              <LeadsSection report={data} />
              <DiagnosticSection report={data} />
              <RentalSection report={data} />
            </div>
          </>
        ) : report.isError ? (
          <Panel title={t('reports.states.errorTitle')}>
            <PanelError
              message={t('reports.states.error')}
              retryLabel={t('reports.states.retry')}
              onRetry={() => void report.refetch()}
            />
          </Panel>
        ) : (
          <>
            <p role="status" className="sr-only">
              {t('reports.states.loading')}
            </p>
            <ReportSkeleton />
          </>
        )}
      </div>
    </div>
  );
}
