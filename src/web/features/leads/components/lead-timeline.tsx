import type { ContactTimelineItem, LeadTimelineEvent } from '@contracts/leads';
import { formatMoney } from '@contracts/money';
import { localeOf } from '@web/lib/format';
import {
  BedDouble,
  CalendarCheck,
  ClipboardCheck,
  CreditCard,
  Flag,
  GitMerge,
  Handshake,
  ListTodo,
  Mail,
  MailCheck,
  Megaphone,
  NotebookPen,
  Tag,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { SourceBadge } from './badges';
import { formatDateTime, statusKey } from './format';

const icons: Record<
  LeadTimelineEvent['details']['type'] | Exclude<ContactTimelineItem['type'], 'lead'>,
  LucideIcon
> = {
  diagnostic: ClipboardCheck,
  contact: Mail,
  launch: Megaphone,
  status: Flag,
  note: NotebookPen,
  other: Tag,
  merge: GitMerge,
  deal: Handshake,
  task: ListTodo,
  appointment: CalendarCheck,
  stay: BedDouble,
  payment: CreditCard,
  refund: Undo2,
  mail: MailCheck,
};

const titles: Record<LeadTimelineEvent['details']['type'], MessageKey> = {
  diagnostic: 'admin.leads.events.diagnosticCompleted',
  contact: 'admin.leads.events.contactMessage',
  launch: 'admin.leads.events.launchSignup',
  status: 'admin.leads.events.leadStatus',
  note: 'admin.leads.events.leadNote',
  merge: 'admin.leads.events.leadMerge',
  deal: 'admin.leads.events.deal',
  task: 'admin.tasks.events.title',
  other: 'admin.leads.events.other',
};

const otherTitles: Record<Exclude<ContactTimelineItem['type'], 'lead'>, MessageKey> = {
  appointment: 'admin.leads.events.booking',
  stay: 'admin.leads.events.stay',
  payment: 'admin.leads.events.payment',
  refund: 'admin.leads.events.refund',
  mail: 'admin.leads.events.mail',
};

/** A code the screen has words for, or the code itself (a state added later still shows). */
const known = (t: (key: MessageKey) => string, prefix: string, code: string, codes: readonly string[]) =>
  codes.includes(code) ? t(`${prefix}.${code}` as MessageKey) : code;

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
    case 'merge':
      return (
        <p className="text-muted-foreground">
          {t('admin.leads.detail.merged', {
            email: d.email,
            by: d.by ? ` · ${t('admin.leads.detail.by', { by: d.by })}` : '',
          })}
        </p>
      );
    case 'deal': {
      const stage = (s: typeof d.from) => (s ? t(statusKey(s)) : '');
      const value =
        d.valueMinor !== null
          ? formatMoney({ amountMinor: d.valueMinor, currency: 'MXN' }, localeOf(lang))
          : '';
      const line =
        d.action === 'created'
          ? t('admin.leads.detail.dealCreated', { title: d.title, stage: stage(d.to), value })
          : d.action === 'stage'
            ? d.to === 'won'
              ? t('admin.leads.detail.dealWon', { title: d.title, from: stage(d.from), value })
              : t('admin.leads.detail.dealMoved', { title: d.title, from: stage(d.from), to: stage(d.to) })
            : d.action === 'payment'
              ? t('admin.leads.detail.dealPayment', { title: d.title })
              : t('admin.leads.detail.dealDeleted', { title: d.title });
      return (
        <p className="text-muted-foreground" data-testid="deal-event">
          {line}
          {d.by ? ` · ${t('admin.leads.detail.by', { by: d.by })}` : ''}
        </p>
      );
    }
    case 'task':
      return (
        <p className="text-muted-foreground" data-testid="task-event">
          {t(`admin.tasks.events.${d.action}`, {
            title: d.title,
            due: d.due ? formatDateTime(d.due, lang) : '',
          })}
          {d.bulk ? ` · ${t('admin.tasks.events.bulk')}` : ''}
          {d.by ? ` · ${t('admin.leads.detail.by', { by: d.by })}` : ''}
        </p>
      );
    case 'other':
      return d.fields.length > 0 ? (
        <p className="text-xs break-words text-muted-foreground">
          {d.fields.map((f) => `${f.key}: ${f.value}`).join(' · ')}
        </p>
      ) : null;
  }
}

/** What another module holds about the person, in words. */
function ModuleBody(props: { item: Exclude<ContactTimelineItem, { type: 'lead' }> }) {
  const { t, lang } = useI18n();
  const locale = localeOf(lang);
  const item = props.item;
  const quiet = 'text-muted-foreground';
  switch (item.type) {
    case 'appointment':
      return (
        <p className={quiet}>
          {t('admin.leads.detail.appointment', {
            service: item.serviceName[lang] || item.serviceName.es,
            date: formatDateTime(item.startsAt, lang),
          })}
          {' · '}
          {known(t, 'admin.leads.detail.appointmentStatus', item.status, appointmentStatuses)}
        </p>
      );
    case 'stay':
      return (
        <p className={quiet}>
          {t('admin.leads.detail.stay', {
            checkIn: formatDateTime(`${item.checkIn}T12:00:00Z`, lang, false),
            checkOut: formatDateTime(`${item.checkOut}T12:00:00Z`, lang, false),
            guests: item.guests,
            total: formatMoney({ amountMinor: item.totalMinor, currency: item.currency }, locale),
          })}
          {' · '}
          {known(t, 'admin.leads.detail.stayStatus', item.status, stayStatuses)}
        </p>
      );
    case 'payment':
      return (
        <p className={quiet}>
          {t('admin.leads.detail.payment', {
            amount: formatMoney(item, locale),
            purpose: known(t, 'admin.leads.detail.purpose', item.purpose, purposes),
          })}
          {' · '}
          {known(t, 'admin.leads.detail.paymentStatus', item.status, paymentStatuses)}
          {item.receiptNumber ? ` · ${t('admin.leads.detail.receipt', { number: item.receiptNumber })}` : ''}
        </p>
      );
    case 'refund':
      return (
        <p className={quiet}>
          {t('admin.leads.detail.refund', {
            amount: formatMoney(item, locale),
            status: known(t, 'admin.leads.detail.refundStatus', item.status, refundStatuses),
          })}
        </p>
      );
    case 'mail':
      return <p className={quiet}>{t('admin.leads.detail.mailSubject', { subject: item.subject })}</p>;
  }
}

const stayStatuses = ['held', 'pending_payment', 'confirmed', 'cancelled', 'expired'];
const purposes = ['appointment', 'stay', 'plan_instalment'];
const paymentStatuses = ['pending', 'paid', 'refunded', 'partially_refunded'];
const refundStatuses = ['pending', 'succeeded', 'failed'];

/** The contact's whole history from every module in one list, newest first (the server orders it). */
export function LeadTimeline(props: { items: ContactTimelineItem[] }) {
  const { t, lang } = useI18n();
  if (props.items.length === 0)
    return <p className="text-sm text-muted-foreground">{t('admin.leads.detail.timelineEmpty')}</p>;
  return (
    <ol className="space-y-4" data-testid="lead-timeline">
      {props.items.map((item) => {
        const Icon = item.type === 'lead' ? icons[item.event.details.type] : icons[item.type];
        const title =
          item.type !== 'lead'
            ? t(otherTitles[item.type])
            : item.event.details.type === 'other'
              ? item.event.kind
              : t(titles[item.event.details.type]);
        return (
          <li
            key={`${item.type}:${item.type === 'lead' ? item.event.id : item.id}`}
            data-kind={item.type}
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
              {item.type === 'lead' ? (
                <>
                  <EventBody event={item.event} />
                  {!['status', 'note', 'merge', 'deal', 'task'].includes(item.event.details.type) ? (
                    <SourceBadge source={item.event.source} />
                  ) : null}
                </>
              ) : (
                <ModuleBody item={item} />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
