import type { Overview } from '@contracts/overview';
import { BedDouble, CalendarCheck } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';
import { CardEmpty, CardSkeleton, ItemList, OverviewCard, StatLinks, Tag } from './overview-card';
import { dayOf, formatCount, formatTime, relativeDay } from './overview-format';
import { overviewLinks as links } from './overview-links';

/** The words for today, tomorrow and yesterday, for the rows' day column. */
export function useDayWords() {
  const { t } = useI18n();
  return {
    today: t('admin.overview.today'),
    tomorrow: t('admin.overview.tomorrow'),
    yesterday: t('admin.overview.yesterday'),
  };
}

/** Today's and the next 7 days' appointments, and bookings still awaiting payment. */
export function AppointmentsCard(props: { data?: Overview }) {
  const { t, lang } = useI18n();
  const words = useDayWords();
  const k = 'admin.overview.appointments';
  const data = props.data;
  const card = data?.appointments;
  const empty =
    card !== undefined && card.today + card.next7Days + card.awaitingPayment + card.items.length === 0;
  return (
    <OverviewCard
      id="appointments"
      title={t(`${k}.title`)}
      icon={CalendarCheck}
      to={links.appointments}
      busy={!data}
    >
      {!data || !card ? (
        <CardSkeleton stats={3} />
      ) : empty ? (
        <CardEmpty
          icon={CalendarCheck}
          title={t(`${k}.empty`)}
          hint={t(`${k}.emptyHint`)}
          action={{ label: t(`${k}.emptyAction`), to: links.bookingPage }}
        />
      ) : (
        <>
          <StatLinks
            label={t(`${k}.statsLabel`)}
            stats={[
              {
                label: t(`${k}.today`),
                value: formatCount(card.today, lang),
                to: links.appointmentsToday(data.today),
              },
              {
                label: t(`${k}.next7`),
                value: formatCount(card.next7Days, lang),
                to: links.appointmentsNext7(data.today),
              },
              {
                label: t(`${k}.awaiting`),
                value: formatCount(card.awaitingPayment, lang),
                to: links.awaitingPayment(data.today),
                tone: card.awaitingPayment > 0 ? 'warning' : 'default',
              },
            ]}
          />
          <ItemList
            label={t(`${k}.listLabel`)}
            emptyText={t(`${k}.noMore`)}
            items={card.items.map((a) => ({
              key: a.id,
              to: links.appointment(a.id),
              lead: (
                <>
                  <span className="block">{relativeDay(dayOf(a.startsAt), data.today, words, lang)}</span>
                  <span className="block font-medium text-foreground">{formatTime(a.startsAt, lang)}</span>
                </>
              ),
              title: a.customerName,
              detail: a.service[lang],
              trail: a.status === 'confirmed' ? undefined : <Tag tone="warning">{t(`${k}.awaitingTag`)}</Tag>,
            }))}
          />
        </>
      )}
    </OverviewCard>
  );
}

/** Confirmed stays arriving and leaving this week. */
export function StaysCard(props: { data?: Overview }) {
  const { t, lang } = useI18n();
  const words = useDayWords();
  const k = 'admin.overview.stays';
  const data = props.data;
  const card = data?.stays;
  const empty = card !== undefined && card.arriving + card.leaving === 0;
  return (
    <OverviewCard id="stays" title={t(`${k}.title`)} icon={BedDouble} to={links.stays} busy={!data}>
      {!data || !card ? (
        <CardSkeleton />
      ) : empty ? (
        <CardEmpty
          icon={BedDouble}
          title={t(`${k}.empty`)}
          hint={t(`${k}.emptyHint`)}
          action={{ label: t(`${k}.emptyAction`), to: links.stays }}
        />
      ) : (
        <>
          <StatLinks
            label={t(`${k}.statsLabel`)}
            stats={[
              { label: t(`${k}.arriving`), value: formatCount(card.arriving, lang), to: links.stays },
              { label: t(`${k}.leaving`), value: formatCount(card.leaving, lang), to: links.stays },
            ]}
          />
          <ItemList
            label={t(`${k}.listLabel`)}
            items={card.items.map((s) => ({
              key: `${s.id}-${s.movement}`,
              to: links.stays,
              lead: relativeDay(s.day, data.today, words, lang),
              title: s.customerName,
              detail: t(`${k}.detail`, { guests: s.guests, nights: s.nights }),
              trail: (
                <Tag tone={s.movement === 'arriving' ? 'accent' : 'default'}>
                  {t(s.movement === 'arriving' ? `${k}.arrivingTag` : `${k}.leavingTag`)}
                </Tag>
              ),
            }))}
          />
        </>
      )}
    </OverviewCard>
  );
}
