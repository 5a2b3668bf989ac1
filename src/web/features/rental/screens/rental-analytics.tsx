import {
  BarChart3,
  BedDouble,
  CalendarClock,
  CalendarDays,
  ExternalLink,
  Percent,
  Receipt,
  Wallet,
} from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { KpiCard } from '@web/components/ui/admin-kpi-card';

const kpis = [
  { key: 'occupancy', icon: Percent },
  { key: 'nights', icon: BedDouble },
  { key: 'revenue', icon: Wallet },
  { key: 'adr', icon: Receipt },
  { key: 'upcoming', icon: CalendarClock },
] as const;

const stayColumns: { key: MessageKey; numeric?: boolean }[] = [
  { key: 'rental.analytics.stays.columns.guest' },
  { key: 'rental.analytics.stays.columns.dates' },
  { key: 'rental.analytics.stays.columns.nights', numeric: true },
  { key: 'rental.analytics.stays.columns.total', numeric: true },
  { key: 'rental.analytics.stays.columns.status' },
];

/** The last twelve months, oldest first, as short names in the current language. */
function useLastTwelveMonths(lang: string) {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(lang, { month: 'short' });
    const now = new Date();
    return Array.from({ length: 12 }, (_, i) => {
      const date = new Date(now.getFullYear(), now.getMonth() - 11 + i, 1);
      return { key: `${date.getFullYear()}-${date.getMonth()}`, label: format.format(date) };
    });
  }, [lang]);
}

export default function RentalAnalyticsScreen() {
  const { lang, t } = useI18n();
  useDocumentMeta(t('rental.analytics.meta.title'), t('rental.analytics.meta.description'));
  const months = useLastTwelveMonths(lang);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('rental.analytics.eyebrow')}
          title={t('rental.analytics.title')}
          lead={t('rental.analytics.lead')}
        />
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/projects/airbnb/citas">
              <CalendarDays aria-hidden />
              {t('rental.analytics.links.appointments')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/airbnb">
              <ExternalLink aria-hidden />
              {t('rental.analytics.links.landing')}
            </Link>
          </Button>
        </div>
      </div>

      <div
        role="group"
        aria-label={t('rental.analytics.kpisLabel')}
        className="grid grid-cols-2 gap-3 lg:grid-cols-5"
      >
        {kpis.map(({ key, icon }) => (
          <KpiCard
            key={key}
            icon={icon}
            label={t(`rental.analytics.kpis.${key}` as MessageKey)}
            value={null}
            emptyLabel={t('rental.analytics.noData')}
          />
        ))}
      </div>

      <Card className="rounded-xl p-4 sm:p-5">
        <section aria-labelledby="rental-chart" className="space-y-4">
          <h2 id="rental-chart" className="text-base font-semibold">
            {t('rental.analytics.chart.heading')}
          </h2>
          <div className="relative">
            <div aria-hidden className="flex h-56 flex-col justify-between">
              {[0, 1, 2, 3, 4].map((line) => (
                <span key={line} className="block border-t border-dashed border-border" />
              ))}
            </div>
            <ol aria-hidden className="mt-2 grid grid-cols-12 text-center text-[11px] text-muted-foreground">
              {months.map((month) => (
                <li key={month.key}>{month.label}</li>
              ))}
            </ol>
            <div className="absolute inset-x-0 top-0 flex h-56 items-center justify-center">
              <EmptyState
                icon={BarChart3}
                title={t('rental.analytics.chart.emptyTitle')}
                description={t('rental.analytics.chart.emptyDescription')}
                className="border-0 bg-card/90 py-6"
              />
            </div>
          </div>
        </section>
      </Card>

      <section aria-labelledby="rental-stays" className="space-y-4">
        <h2 id="rental-stays" className="text-base font-semibold">
          {t('rental.analytics.stays.heading')}
        </h2>
        <Table>
          <TableCaption>{t('rental.analytics.stays.caption')}</TableCaption>
          <TableHeader>
            <TableRow>
              {stayColumns.map((column) => (
                <TableHead key={column.key} className={column.numeric ? 'text-right' : undefined}>
                  {t(column.key)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow>
              <TableCell colSpan={stayColumns.length} className="p-4">
                <EmptyState
                  icon={BedDouble}
                  title={t('rental.analytics.stays.emptyTitle')}
                  description={t('rental.analytics.stays.emptyDescription')}
                  className="border-0"
                />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </section>
    </div>
  );
}
