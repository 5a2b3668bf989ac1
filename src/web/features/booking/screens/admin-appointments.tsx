import { useQuery } from '@tanstack/react-query';
import {
  CalendarCheck,
  CalendarDays,
  CalendarSearch,
  Clock,
  List,
  SearchX,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/layout';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/admin-table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/kit-tabs';
import { ToggleGroup } from '@web/components/ui/kit-toggle-group';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { servicesQuery } from '@web/lib/content-queries';
import {
  AppointmentFilters,
  emptyAppointmentFilters,
  hasAppointmentFilters,
  type AppointmentFilterValues,
} from '../components/appointment-filters';
import { WeekCalendar } from '../components/week-calendar';

const tabs = ['upcoming', 'unconfirmed', 'past', 'cancelled'] as const;
type Tab = (typeof tabs)[number];

const tabCopy: Record<
  Tab,
  { label: MessageKey; title: MessageKey; description: MessageKey; icon: LucideIcon }
> = {
  upcoming: {
    label: 'booking.admin.tabs.upcoming',
    title: 'booking.admin.empty.upcomingTitle',
    description: 'booking.admin.empty.upcomingDescription',
    icon: CalendarCheck,
  },
  unconfirmed: {
    label: 'booking.admin.tabs.unconfirmed',
    title: 'booking.admin.empty.unconfirmedTitle',
    description: 'booking.admin.empty.unconfirmedDescription',
    icon: Clock,
  },
  past: {
    label: 'booking.admin.tabs.past',
    title: 'booking.admin.empty.pastTitle',
    description: 'booking.admin.empty.pastDescription',
    icon: CalendarDays,
  },
  cancelled: {
    label: 'booking.admin.tabs.cancelled',
    title: 'booking.admin.empty.cancelledTitle',
    description: 'booking.admin.empty.cancelledDescription',
    icon: XCircle,
  },
};

function AppointmentList(props: { tab: Tab; filtered: boolean; onClear: () => void }) {
  const { t } = useI18n();
  const copy = tabCopy[props.tab];
  return (
    <Table>
      <TableCaption>{t(copy.label)}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('booking.admin.columns.client')}</TableHead>
          <TableHead>{t('booking.admin.columns.service')}</TableHead>
          <TableHead>{t('booking.admin.columns.when')}</TableHead>
          <TableHead>{t('booking.admin.columns.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell colSpan={4} className="p-4">
            {props.filtered ? (
              <EmptyState
                icon={SearchX}
                title={t('booking.admin.empty.filteredTitle')}
                description={t('booking.admin.empty.filteredDescription')}
                className="border-0"
                action={
                  <Button type="button" variant="outline" size="sm" onClick={props.onClear}>
                    {t('booking.admin.filters.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={copy.icon}
                title={t(copy.title)}
                description={t(copy.description)}
                className="border-0"
              />
            )}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

export default function AdminAppointmentsScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('booking.admin.meta.title'), t('booking.admin.meta.description'));
  const services = useQuery(servicesQuery());
  const [tab, setTab] = useState<Tab>('upcoming');
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [filters, setFilters] = useState<AppointmentFilterValues>(emptyAppointmentFilters);
  const filtered = hasAppointmentFilters(filters);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          size="compact"
          eyebrow={t('booking.admin.eyebrow')}
          title={t('booking.admin.title')}
          lead={t('booking.admin.lead')}
        />
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to="/calendar-test">
            <CalendarSearch aria-hidden />
            {t('booking.admin.testerLink')}
          </Link>
        </Button>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <TabsList label={t('booking.admin.tabsLabel')} className="sm:flex-1">
            {tabs.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(tabCopy[value].label)}
              </TabsTrigger>
            ))}
          </TabsList>
          <ToggleGroup
            label={t('booking.admin.view.label')}
            value={view}
            onValueChange={setView}
            options={[
              { value: 'list', label: t('booking.admin.view.list'), icon: List },
              { value: 'calendar', label: t('booking.admin.view.calendar'), icon: CalendarDays },
            ]}
            className="self-start sm:self-auto"
          />
        </div>
        <AppointmentFilters values={filters} onChange={setFilters} services={services.data ?? []} />
        {tabs.map((value) => (
          <TabsContent key={value} value={value}>
            {view === 'list' ? (
              <AppointmentList
                tab={value}
                filtered={filtered}
                onClear={() => setFilters(emptyAppointmentFilters)}
              />
            ) : (
              <WeekCalendar
                emptyLabel={
                  filtered ? t('booking.admin.empty.filteredTitle') : t('booking.admin.calendar.emptyWeek')
                }
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
