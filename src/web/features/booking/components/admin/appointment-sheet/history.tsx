import { BOOKING_BUSINESS_TIME_ZONE, type AdminAppointmentDetail } from '@contracts/booking';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { formatDateTime } from '../../dates';

const zone = BOOKING_BUSINESS_TIME_ZONE;
const d = 'booking.admin.detail';
const eventKinds = new Set([
  'created',
  'confirmed',
  'rescheduled',
  'cancelled',
  'completed',
  'no_show',
  'expired',
  'notes',
  'payment_started',
]);

/** The appointment's events, newest first: what happened, when, by whom, and the reason given. */
export function AppointmentHistory({ events }: { events: AdminAppointmentDetail['events'] }) {
  const { lang, t } = useI18n();
  return (
    <section aria-labelledby="appointment-history" className="space-y-3">
      <h3
        id="appointment-history"
        className="text-xs font-medium tracking-wide text-muted-foreground uppercase"
      >
        {t(`${d}.history`)}
      </h3>
      <ol className="space-y-3 border-l border-border pl-4">
        {[...events].reverse().map((event) => (
          <li key={event.id} className="relative">
            <span aria-hidden className="absolute top-1.5 -left-[1.28rem] size-2 rounded-full bg-accent" />
            <p className="font-medium">
              {eventKinds.has(event.kind)
                ? t(`booking.admin.events.${event.kind}` as MessageKey)
                : event.kind}
              {event.kind === 'rescheduled' && typeof event.data.from === 'string' ? (
                <span className="font-normal text-muted-foreground">
                  {' '}
                  · {t(`${d}.from`, { time: formatDateTime(event.data.from, lang, zone) })}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-muted-foreground">
              {formatDateTime(event.createdAt, lang, zone)} · {actorLabel(t, event.actor)}
            </p>
            {typeof event.data.reason === 'string' && event.data.reason ? (
              <p className="mt-0.5 text-xs">“{event.data.reason}”</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function actorLabel(t: (key: MessageKey) => string, actor: string) {
  if (actor.startsWith('admin:')) return actor.slice('admin:'.length);
  if (actor === 'visitor' || actor === 'customer' || actor === 'system')
    return t(`booking.admin.actors.${actor}`);
  return actor;
}
