import { appointmentTabs, BOOKING_BUSINESS_TIME_ZONE, type AppointmentTab } from '@contracts/booking';
import { useQuery } from '@tanstack/react-query';
import {
  AlertCircle,
  CalendarCheck,
  CalendarDays,
  CalendarRange,
  CalendarSearch,
  Clock,
  Download,
  List,
  Plus,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { ListEmpty, ListPager } from '@web/components/admin-list/list-states';
import { useClampedPage, useListUrlState } from '@web/components/admin-list/url-state';
import { Notice } from '@web/components/ui/form-notice';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/kit-tabs';
import { ToggleGroup } from '@web/components/ui/kit-toggle-group';
import { PageHeader } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { useRealtimeInvalidate } from '@web/lib/realtime/hooks';
import { useFileExport } from '@web/lib/use-file-export';
import {
  adminAppointmentsQuery,
  adminServicesQuery,
  bookingAdminKeys,
  downloadAppointmentsCsv,
} from '../../api/admin';
import { todayIn, zoneLabel } from '../dates';
import { errorText } from '../messages';
import { AppointmentCalendar, calendarWindow } from './appointment-calendar';
import { AppointmentFilters } from './appointment-filters';
import { AppointmentSheet } from './appointment-sheet';
import { AppointmentTable } from './appointment-table';
import { CreateAppointmentSheet } from './create-appointment';
import { PAGE_SIZE, apiQuery, appointmentsCodec, hasFilters, noFilters, type AdminView } from './url-state';

const zone = BOOKING_BUSINESS_TIME_ZONE;

// What a booking anywhere changes here: the lists, an open sheet, the feed and the free times.
const liveKeys = [
  [...bookingAdminKeys.all, 'appointments'],
  [...bookingAdminKeys.all, 'appointment'],
  bookingAdminKeys.feed(),
  bookingAdminKeys.availability(),
];

const tabCopy: Record<
  AppointmentTab,
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

/** Appointments for the owner: tabs, filters, list or calendar, details; `kind` narrows to one service kind. */
export function AppointmentsAdmin(props: {
  kind?: 'rental';
  eyebrow: string;
  title: string;
  lead: string;
  aside?: ReactNode;
}) {
  const { lang, t } = useI18n();
  useRealtimeInvalidate(['admin:appointments'], liveKeys);
  const { view, update, open, close, setPage } = useListUrlState(appointmentsCodec);
  const services = useQuery(adminServicesQuery());
  const [creating, setCreating] = useState(false);
  const today = todayIn(zone);
  const anchor = view.date || today;
  const calendar = view.view !== 'list';
  const range = calendar ? calendarWindow(view.view as 'week' | 'month', anchor, lang) : undefined;
  const query = apiQuery(view, { kind: props.kind, window: range, limit: calendar ? 500 : PAGE_SIZE });
  const list = useQuery(adminAppointmentsQuery(query));
  useClampedPage({
    page: view.page,
    total: list.data?.total ?? 0,
    pageSize: PAGE_SIZE,
    settled: !calendar && list.data !== undefined && !list.isPlaceholderData,
    onPage: setPage,
  });
  const serviceChoices = (services.data ?? []).filter((s) => !props.kind || s.kind === props.kind);

  // Keyboard: "/" searches, "n" books by hand, "l" / "w" / "m" switch views (not while typing).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (document.querySelector('[role="dialog"]')) return;
      const views: Record<string, AdminView> = { l: 'list', w: 'week', m: 'month' };
      if (event.key === '/') {
        event.preventDefault();
        document.querySelector<HTMLInputElement>('[data-shortcut="search"]')?.focus();
      } else if (event.key === 'n') {
        event.preventDefault();
        setCreating(true);
      } else if (views[event.key]) {
        update({ view: views[event.key] });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [update]);

  const exporter = useFileExport(() =>
    downloadAppointmentsCsv(apiQuery(view, { kind: props.kind, limit: 500 }).replace(/&?offset=\d+/, '')),
  );

  const copy = tabCopy[view.tab];
  let body: ReactNode;
  if (!calendar) {
    const appointments = list.isError ? undefined : list.data?.appointments;
    body = (
      <div className="space-y-3">
        <AppointmentTable
          caption={t(copy.label)}
          appointments={appointments}
          loading={list.isPending}
          dimmed={list.isPlaceholderData}
          onOpen={open}
          empty={
            <ListEmpty
              error={list.isError}
              filtered={hasFilters(view)}
              icon={copy.icon}
              texts={{
                errorTitle: t('booking.admin.loadFailed'),
                errorHint: list.isError ? errorText(t, list.error) : '',
                retry: t('booking.service.retry'),
                filteredTitle: t('booking.admin.empty.filteredTitle'),
                filteredHint: t('booking.admin.empty.filteredDescription'),
                clear: t('booking.admin.filters.clear'),
                emptyTitle: t(copy.title),
                emptyHint: t(copy.description),
              }}
              onRetry={() => void list.refetch()}
              onClear={() => update({ ...noFilters, page: 0 })}
            />
          }
        />
        <ListPager
          page={view.page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          shown={appointments?.length}
          label={t('booking.admin.pager.label')}
          summary={(range) => t('booking.admin.pager.showing', range)}
          pageText={(at) => t('booking.admin.pager.page', at)}
          previousLabel={t('booking.admin.pager.previous')}
          nextLabel={t('booking.admin.pager.next')}
          onPage={setPage}
        />
      </div>
    );
  } else if (list.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="space-y-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 w-full rounded-lg" />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <Notice tone="error" icon={AlertCircle} title={t('booking.admin.loadFailed')}>
        <p>{errorText(t, list.error)}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void list.refetch()}
        >
          {t('booking.service.retry')}
        </Button>
      </Notice>
    );
  } else {
    body = (
      <AppointmentCalendar
        view={view.view as 'week' | 'month'}
        anchor={anchor}
        today={today}
        zone={zone}
        appointments={list.data.appointments.filter(
          (a) => view.status !== '' || (a.status !== 'cancelled' && a.status !== 'expired'),
        )}
        loading={list.isPlaceholderData}
        onNavigate={(date) => update({ date: date === today ? '' : date })}
        onShowDay={(date) => update({ view: 'week', date })}
        onOpen={open}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader size="compact" eyebrow={props.eyebrow} title={props.title} lead={props.lead} />
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <Button type="button" size="sm" onClick={() => setCreating(true)} aria-keyshortcuts="n">
            <Plus aria-hidden />
            {t('booking.admin.create.open')}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={exporter.busy}
            onClick={() => void exporter.run()}
          >
            <Download aria-hidden />
            {t('booking.admin.export')}
          </Button>
          {props.aside ?? (
            <Button asChild variant="ghost" size="sm">
              <Link to="/calendar-test">
                <CalendarSearch aria-hidden />
                {t('booking.admin.testerLink')}
              </Link>
            </Button>
          )}
        </div>
      </div>
      {exporter.failed ? (
        <Notice tone="error" role="alert">
          <p>{t('booking.admin.exportFailed')}</p>
        </Notice>
      ) : null}

      <Tabs
        value={view.tab}
        onValueChange={(value) => update({ tab: value as AppointmentTab, page: 0 })}
        className="space-y-5"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          {calendar ? (
            <p className="text-sm text-muted-foreground sm:flex-1">
              {t('booking.admin.calendar.allStatuses')}
            </p>
          ) : (
            <TabsList label={t('booking.admin.tabsLabel')} className="sm:flex-1">
              {appointmentTabs.map((value) => (
                <TabsTrigger key={value} value={value}>
                  {t(tabCopy[value].label)}
                </TabsTrigger>
              ))}
            </TabsList>
          )}
          <ToggleGroup
            label={t('booking.admin.view.label')}
            value={view.view}
            onValueChange={(next) => update({ view: next })}
            options={[
              { value: 'list', label: t('booking.admin.view.list'), icon: List },
              { value: 'week', label: t('booking.admin.view.week'), icon: CalendarRange },
              { value: 'month', label: t('booking.admin.view.month'), icon: CalendarDays },
            ]}
            className="self-start sm:self-auto"
          />
        </div>
        <AppointmentFilters view={view} onChange={update} services={serviceChoices} />
        <p className="text-xs text-muted-foreground">
          {t('booking.admin.zoneNote', { zone: zoneLabel(zone) })}
        </p>
        {calendar ? body : <TabsContent value={view.tab}>{body}</TabsContent>}
      </Tabs>

      <AppointmentSheet id={view.id} onClose={close} />
      <CreateAppointmentSheet open={creating} onOpenChange={setCreating} kind={props.kind} onCreated={open} />
    </div>
  );
}
