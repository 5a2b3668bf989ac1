import type { LeadAppointment, LeadTimelineEvent } from '@contracts/leads';
import {
  CalendarCheck,
  ClipboardCheck,
  Flag,
  Mail,
  Megaphone,
  NotebookPen,
  Tag,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { SourceBadge } from './badges';
import { formatDateTime, statusKey } from './format';

type Item =
  | { type: 'event'; at: string; event: LeadTimelineEvent }
  | { type: 'booking'; at: string; appointment: LeadAppointment };

const icons: Record<LeadTimelineEvent['details']['type'] | 'booking', LucideIcon> = {
  diagnostic: ClipboardCheck,
  contact: Mail,
  launch: Megaphone,
  status: Flag,
  note: NotebookPen,
  other: Tag,
  booking: CalendarCheck,
};

const titles: Record<LeadTimelineEvent['details']['type'], MessageKey> = {
  diagnostic: 'admin.leads.events.diagnosticCompleted',
  contact: 'admin.leads.events.contactMessage',
  launch: 'admin.leads.events.launchSignup',
  status: 'admin.leads.events.leadStatus',
  note: 'admin.leads.events.leadNote',
  other: 'admin.leads.events.other',
};

const levelKey = (level: string) => `diagnostic.levels.${level}` as MessageKey;
const knownLevels = ['emerging', 'developing', 'established', 'leading'];
const appointmentStatuses = [
  'held',
  'pending_payment',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
  'expired',
];

function EventBody(props: { event: LeadTimelineEvent }) {
  const { t, lang } = useI18n();
  const d = props.event.details;
  switch (d.type) {
    case 'diagnostic':
      return (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {d.overall !== null ? (
            <span className="font-medium tabular-nums">
              {t('admin.leads.detail.score', { score: d.overall })}
            </span>
          ) : null}
          {d.level ? (
            <span className="text-muted-foreground">
              {knownLevels.includes(d.level) ? t(levelKey(d.level)) : d.level}
            </span>
          ) : null}
          {d.resultId ? (
            <Link
              className="text-accent-strong underline-offset-4 hover:underline"
              to={`/admin/analisis-marca?id=${encodeURIComponent(d.resultId)}`}
            >
              {t('admin.leads.detail.viewResult')}
            </Link>
          ) : null}
        </div>
      );
    case 'contact':
      return (
        <div className="space-y-1">
          {d.topic ? (
            <p className="text-xs text-muted-foreground">
              {t('admin.leads.detail.topic', {
                topic:
                  d.topic === 'other'
                    ? t('admin.leads.detail.topicOther')
                    : (d.topicName?.[lang] ?? t('admin.leads.detail.topicRemoved')),
              })}
            </p>
          ) : null}
          <p
            data-testid="lead-message"
            className="rounded-lg border border-border bg-muted/40 px-3 py-2 whitespace-pre-wrap break-words"
          >
            {d.message}
          </p>
        </div>
      );
    case 'launch':
      return d.area ? (
        <p className="text-muted-foreground">{t('admin.leads.detail.area', { area: d.area })}</p>
      ) : null;
    case 'status':
      return (
        <p className="text-muted-foreground">
          {d.from
            ? t('admin.leads.detail.statusChange', { from: t(statusKey(d.from)), to: t(statusKey(d.to)) })
            : t('admin.leads.detail.statusSet', { to: t(statusKey(d.to)) })}
          {d.by ? ` · ${t('admin.leads.detail.by', { by: d.by })}` : ''}
        </p>
      );
    case 'note':
      return d.notes ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-2 whitespace-pre-wrap break-words text-muted-foreground">
          {d.notes}
        </p>
      ) : (
        <p className="text-muted-foreground">{t('admin.leads.detail.notesCleared')}</p>
      );
    case 'other':
      return d.fields.length > 0 ? (
        <p className="text-xs break-words text-muted-foreground">
          {d.fields.map((f) => `${f.key}: ${f.value}`).join(' · ')}
        </p>
      ) : null;
  }
}

/** The lead's history and bookings in one list, newest first. */
export function LeadTimeline(props: { events: LeadTimelineEvent[]; appointments: LeadAppointment[] }) {
  const { t, lang } = useI18n();
  const items: Item[] = [
    ...props.events.map((event) => ({ type: 'event' as const, at: event.createdAt, event })),
    ...props.appointments.map((appointment) => ({
      type: 'booking' as const,
      at: appointment.createdAt,
      appointment,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">{t('admin.leads.detail.timelineEmpty')}</p>;
  return (
    <ol className="space-y-4" data-testid="lead-timeline">
      {items.map((item) => {
        const Icon = item.type === 'booking' ? icons.booking : icons[item.event.details.type];
        const title =
          item.type === 'booking'
            ? t('admin.leads.events.booking')
            : item.event.details.type === 'other'
              ? item.event.kind
              : t(titles[item.event.details.type]);
        return (
          <li
            key={item.type === 'booking' ? item.appointment.id : item.event.id}
            className="flex gap-3 text-sm"
          >
            <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full border border-border bg-card">
              <Icon aria-hidden className="size-3.5 text-muted-foreground" />
            </span>
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-medium">{title}</span>
                <time dateTime={item.at} className="text-xs text-muted-foreground tabular-nums">
                  {formatDateTime(item.at, lang)}
                </time>
              </p>
              {item.type === 'booking' ? (
                <p className="text-muted-foreground">
                  {t('admin.leads.detail.appointment', {
                    service: item.appointment.serviceName[lang] || item.appointment.serviceName.es,
                    date: formatDateTime(item.appointment.startsAt, lang),
                  })}
                  {' · '}
                  {appointmentStatuses.includes(item.appointment.status)
                    ? t(`admin.leads.detail.appointmentStatus.${item.appointment.status}` as MessageKey)
                    : item.appointment.status}
                </p>
              ) : (
                <>
                  <EventBody event={item.event} />
                  {item.event.details.type !== 'status' && item.event.details.type !== 'note' ? (
                    <SourceBadge source={item.event.source} />
                  ) : null}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
