import type { CustomerAppointment } from '@contracts/booking';
import { meetingProviderNames } from '@contracts/meeting';
import { CalendarClock, Clock, Globe2, Video } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';
import { formatRange, zoneLabel } from './dates';
import { formatDuration } from './format';
import { StatusBadge } from './status-badge';
import { timeZoneName } from './time-zone';

/** Service, date and time (in the zone given), duration and status of one appointment. */
export function AppointmentSummary(props: {
  appointment: Pick<CustomerAppointment, 'service' | 'start' | 'end' | 'status'> & {
    meeting?: CustomerAppointment['meeting'];
  };
  timeZone: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { lang, t } = useI18n();
  const { appointment, timeZone } = props;
  const Heading = props.headingLevel ?? 'h2';
  const zoneName = timeZoneName(timeZone, lang, new Date(appointment.start));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="font-display text-xl leading-snug">{appointment.service.name[lang]}</Heading>
        <StatusBadge status={appointment.status} />
      </div>
      <ul className="space-y-2 text-sm">
        <li className="flex gap-2.5">
          <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          <span
            className="font-medium first-letter:uppercase"
            data-testid="appointment-when"
            data-start={appointment.start}
          >
            {formatRange(appointment.start, appointment.end, lang, timeZone)}
          </span>
        </li>
        <li className="flex gap-2.5 text-muted-foreground">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {formatDuration(appointment.service.durationMinutes, lang)}
        </li>
        <li className="flex gap-2.5 text-muted-foreground">
          <Globe2 aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {zoneLabel(timeZone)}
            {zoneName ? ` · ${zoneName}` : ''}
          </span>
        </li>
        {appointment.meeting ? (
          <li className="flex gap-2.5">
            <Video aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
            <a
              href={appointment.meeting.url}
              target="_blank"
              rel="noreferrer noopener"
              className="font-medium break-all underline underline-offset-4"
              data-testid="meeting-link"
              data-provider={appointment.meeting.provider}
            >
              {appointment.meeting.provider === 'other'
                ? t('booking.meeting.join')
                : t('booking.meeting.joinOn', { name: meetingProviderNames[appointment.meeting.provider] })}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
