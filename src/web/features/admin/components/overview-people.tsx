import type { Overview } from '@contracts/overview';
import { ClipboardList, UserPlus } from 'lucide-react';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { useDayWords } from './overview-agenda';
import { CardEmpty, CardSkeleton, ItemList, OverviewCard, StatLinks } from './overview-card';
import { dayOf, formatCount, formatTime, relativeDay } from './overview-format';
import { overviewLinks as links } from './overview-links';

const knownSources = new Set(['diagnostic', 'contact', 'launch-list', 'booking', 'admin']);

/** New leads this week and those still waiting for a first contact. */
export function LeadsCard(props: { data?: Overview }) {
  const { t, lang } = useI18n();
  const words = useDayWords();
  const k = 'admin.overview.leads';
  const data = props.data;
  const card = data?.leads;
  const empty = card !== undefined && card.newThisWeek + card.awaitingContact === 0;
  // A source this version does not name is shown as its id.
  const sourceLabel = (source: string) =>
    knownSources.has(source) ? t(`admin.leads.sources.${source}` as MessageKey) : source;
  return (
    <OverviewCard id="leads" title={t(`${k}.title`)} icon={UserPlus} to={links.leads} busy={!data}>
      {!data || !card ? (
        <CardSkeleton />
      ) : empty ? (
        <CardEmpty
          icon={UserPlus}
          title={t(`${k}.empty`)}
          hint={t(`${k}.emptyHint`)}
          action={{ label: t(`${k}.emptyAction`), to: links.leads }}
        />
      ) : (
        <>
          <StatLinks
            label={t(`${k}.statsLabel`)}
            stats={[
              {
                label: t(`${k}.newThisWeek`),
                value: formatCount(card.newThisWeek, lang),
                note: t(`${k}.newestLink`),
                to: links.newestLeads,
              },
              {
                label: t(`${k}.awaiting`),
                value: formatCount(card.awaitingContact, lang),
                to: links.waitingLeads,
                tone: card.awaitingContact > 0 ? 'warning' : 'default',
              },
            ]}
          />
          <ItemList
            label={t(`${k}.listLabel`)}
            emptyText={t(`${k}.noMore`)}
            items={card.items.map((l) => ({
              key: l.id,
              to: links.lead(l.id),
              lead: relativeDay(dayOf(l.createdAt), data.today, words, lang),
              title: l.name ?? t(`${k}.noName`),
              detail: [l.sources[0] ? sourceLabel(l.sources[0]) : null, l.email].filter(Boolean).join(' · '),
            }))}
          />
        </>
      )}
    </OverviewCard>
  );
}

/** The latest diagnostic results, with this week's count. */
export function DiagnosticCard(props: { data?: Overview }) {
  const { t, lang } = useI18n();
  const words = useDayWords();
  const k = 'admin.overview.diagnostic';
  const data = props.data;
  const card = data?.diagnostic;
  const empty = card !== undefined && card.total === 0;
  return (
    <OverviewCard
      id="diagnostic"
      title={t(`${k}.title`)}
      icon={ClipboardList}
      to={links.diagnostic}
      busy={!data}
    >
      {!data || !card ? (
        <CardSkeleton />
      ) : empty ? (
        <CardEmpty
          icon={ClipboardList}
          title={t(`${k}.empty`)}
          hint={t(`${k}.emptyHint`)}
          action={{ label: t(`${k}.emptyAction`), to: links.diagnosticPage }}
        />
      ) : (
        <>
          <StatLinks
            label={t(`${k}.statsLabel`)}
            stats={[
              {
                label: t(`${k}.thisWeek`),
                value: formatCount(card.thisWeek, lang),
                to: links.diagnosticBetween(data.week.from, data.week.to),
              },
              { label: t(`${k}.total`), value: formatCount(card.total, lang), to: links.diagnostic },
            ]}
          />
          <ItemList
            label={t(`${k}.listLabel`)}
            items={card.items.map((r) => {
              const day = dayOf(r.createdAt);
              return {
                key: r.id,
                to: links.result(r.id),
                lead: (
                  <>
                    <span className="block">{relativeDay(day, data.today, words, lang)}</span>
                    {day === data.today ? (
                      <span className="block">{formatTime(r.createdAt, lang)}</span>
                    ) : null}
                  </>
                ),
                title: r.name,
                detail: [t(`diagnostic.levels.${r.level}`), r.company].filter(Boolean).join(' · '),
                trail: (
                  <span className="font-display text-lg">
                    <span aria-hidden>{formatCount(r.overall, lang)}</span>
                    <span className="sr-only">{t(`${k}.score`, { score: r.overall })}</span>
                  </span>
                ),
              };
            })}
          />
        </>
      )}
    </OverviewCard>
  );
}
