import { BOOKING_BUSINESS_TIME_ZONE, type AdminAppointmentDetail } from '@contracts/booking';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '@web/lib/i18n';
import { formatDateTime, formatRange, zoneLabel } from '../../dates';
import { StatusBadge } from '../../status-badge';

const zone = BOOKING_BUSINESS_TIME_ZONE;
const d = 'booking.admin.detail';

/** The appointment's status, service and time (in the business's zone, and the client's when it differs). */
export function AppointmentWhen({ appointment }: { appointment: AdminAppointmentDetail }) {
  const { lang, t } = useI18n();
  const clientZone = appointment.timeZone !== zone ? appointment.timeZone : null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={appointment.status} />
        <span className="text-muted-foreground">{appointment.service.name[lang]}</span>
      </div>
      <p
        className="font-medium first-letter:uppercase"
        data-testid="detail-when"
        data-start={appointment.start}
      >
        {formatRange(appointment.start, appointment.end, lang, zone)}
      </p>
      <p className="text-xs text-muted-foreground">
        {t(`${d}.businessZone`)}
        {clientZone
          ? ` · ${t(`${d}.clientTime`, { time: formatRange(appointment.start, appointment.end, lang, clientZone), zone: zoneLabel(clientZone) })}`
          : ''}
      </p>
    </div>
  );
}

/** Who booked (contact, language, account) and the appointment's notes, cancel reason and hold. */
export function AppointmentFields(props: { appointment: AdminAppointmentDetail; unconfirmed: boolean }) {
  const { appointment } = props;
  const { lang, t } = useI18n();
  return (
    <dl className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-2">
      <Field term={t(`${d}.email`)}>
        <a
          href={`mailto:${appointment.email}`}
          className="inline-flex items-center gap-1.5 break-all underline-offset-4 hover:underline"
        >
          <Mail aria-hidden className="size-3.5 shrink-0" />
          {appointment.email}
        </a>
      </Field>
      <Field term={t(`${d}.phone`)}>
        {appointment.phone ? (
          <a
            href={`tel:${appointment.phone}`}
            className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden className="size-3.5 shrink-0" />
            {appointment.phone}
          </a>
        ) : (
          '—'
        )}
      </Field>
      <Field term={t(`${d}.language`)}>{appointment.language === 'es' ? 'Español' : 'English'}</Field>
      <Field term={t(`${d}.account`)}>{appointment.userId ? t(`${d}.signedIn`) : t(`${d}.guest`)}</Field>
      {appointment.notes ? (
        <Field term={t(`${d}.notes`)} wide>
          <span className="whitespace-pre-wrap">{appointment.notes}</span>
        </Field>
      ) : null}
      {appointment.cancelReason ? (
        <Field term={t(`${d}.cancelReason`)} wide>
          {appointment.cancelReason}
        </Field>
      ) : null}
      {appointment.holdExpiresAt && props.unconfirmed ? (
        <Field term={t(`${d}.holdUntil`)} wide>
          {formatDateTime(appointment.holdExpiresAt, lang, zone)}
        </Field>
      ) : null}
    </dl>
  );
}

function Field(props: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={props.wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs text-muted-foreground">{props.term}</dt>
      <dd className="mt-0.5">{props.children}</dd>
    </div>
  );
}
