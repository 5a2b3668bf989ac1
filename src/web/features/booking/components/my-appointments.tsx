import { useQuery } from '@tanstack/react-query';
import type { CustomerAppointment } from '@contracts/booking';
import { AlertCircle, CalendarDays, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Notice } from '@web/components/ui/form-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { cancelQuoteMine, myAppointmentsQuery, useCancelMine, useRescheduleMine } from '../api/me';
import { AppointmentManager } from './appointment-manager';
import { formatRange } from './dates';
import { StatusBadge } from './status-badge';
import { useVisitorTimeZone } from './time-zone';

/** The dashboard's "Your appointments": upcoming ones with reschedule and cancel, then the past ones. */
export function MyAppointmentsSection() {
  const { lang, t } = useI18n();
  const mine = useQuery(myAppointmentsQuery());
  const detected = useVisitorTimeZone();
  const [showAllPast, setShowAllPast] = useState(false);
  const d = 'booking.dashboard';

  let body;
  if (mine.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-44 rounded-2xl" />
        ))}
      </div>
    );
  } else if (mine.isError) {
    body = (
      <Notice tone="error" icon={AlertCircle} title={t(`${d}.errorTitle`)}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void mine.refetch()}
        >
          {t('booking.service.retry')}
        </Button>
      </Notice>
    );
  } else {
    const { upcoming, past } = mine.data;
    const pastShown = showAllPast ? past : past.slice(0, 5);
    body = (
      <div className="space-y-8">
        {upcoming.length === 0 ? (
          <EmptyState
            icon={CalendarDays}
            title={t(`${d}.emptyTitle`)}
            description={t(`${d}.emptyHint`)}
            action={
              <Button asChild variant="outline" size="sm">
                <Link to="/calendar-booking">{t(`${d}.book`)}</Link>
              </Button>
            }
            className="py-10"
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" data-testid="my-upcoming">
            {upcoming.map((appointment) => (
              <li key={appointment.id}>
                <Card className="h-full">
                  <CardContent className="p-5">
                    <UpcomingAppointment appointment={appointment} />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {past.length > 0 ? (
          <section aria-labelledby="my-past" className="space-y-3">
            <h3 id="my-past" className="text-sm font-semibold">
              {t(`${d}.past`)}
            </h3>
            <ul className="divide-y divide-border rounded-2xl border border-border">
              {pastShown.map((appointment) => (
                <li
                  key={appointment.id}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
                >
                  <span className="min-w-0">
                    <span className="font-medium">{appointment.service.name[lang]}</span>
                    <span className="block text-muted-foreground first-letter:uppercase">
                      {formatRange(
                        appointment.start,
                        appointment.end,
                        lang,
                        detected ?? appointment.timeZone,
                      )}
                    </span>
                  </span>
                  <StatusBadge status={appointment.status} />
                </li>
              ))}
            </ul>
            {past.length > pastShown.length ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setShowAllPast(true)}>
                {t(`${d}.showAll`, { count: past.length })}
              </Button>
            ) : null}
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="dashboard-appointments" className="space-y-5" data-testid="my-appointments">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id="dashboard-appointments" className="font-display text-2xl">
            {t(`${d}.title`)}
          </h2>
          <p className="text-sm text-muted-foreground">{t(`${d}.lead`)}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/calendar-booking">
            <CalendarPlus aria-hidden />
            {t(`${d}.book`)}
          </Link>
        </Button>
      </div>
      {body}
    </section>
  );
}

/** One upcoming appointment, with the person's own writes on it (api/me.ts). */
function UpcomingAppointment({ appointment }: { appointment: CustomerAppointment }) {
  const reschedule = useRescheduleMine(appointment.id);
  const cancel = useCancelMine(appointment.id);
  return (
    <AppointmentManager
      appointment={appointment}
      headingLevel="h3"
      reschedule={reschedule}
      cancel={cancel}
      quote={() => cancelQuoteMine(appointment.id)}
    />
  );
}
