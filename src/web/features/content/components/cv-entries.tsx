import { dateTimeFormat } from '@contracts/intl';
import type { CvEducationItem, CvExperienceItem } from '@contracts/content';
import { pickList, pickText } from '@contracts/localized';
import type { Language } from '@contracts/i18n';
import { useI18n } from '@web/lib/i18n';

/** "mar 2021" / "Mar 2021" for a YYYY-MM month, the year alone for YYYY. */
function formatDate(value: string, lang: Language): string {
  if (/^\d{4}$/.test(value)) return value;
  const [year, month] = value.split('-').map(Number);
  return dateTimeFormat(lang === 'es' ? 'es-MX' : 'en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, 1)));
}

function Period(props: { start: string | null; end: string | null }) {
  const { lang, t } = useI18n();
  if (!props.start && !props.end) return null;
  const single = !props.start || props.start === props.end;
  return (
    <p className="text-sm text-muted-foreground tabular-nums sm:pt-1">
      {single ? (
        <time dateTime={(props.start ?? props.end)!} className="whitespace-nowrap">
          {formatDate((props.start ?? props.end)!, lang)}
        </time>
      ) : (
        <>
          <time dateTime={props.start!} className="whitespace-nowrap">
            {formatDate(props.start!, lang)}
          </time>
          {' – '}
          {props.end ? (
            <time dateTime={props.end}>{formatDate(props.end, lang)}</time>
          ) : (
            t('about.cv.present')
          )}
        </>
      )}
    </p>
  );
}

const entryClass = 'grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-6';

export function CvExperienceList({ items }: { items: CvExperienceItem[] }) {
  const { lang, t } = useI18n();
  return (
    <ol className="space-y-8">
      {items.map((item) => {
        const highlights = pickList(item.highlights, lang);
        const where = [pickText(item.organisation, lang), pickText(item.place, lang)].filter(Boolean);
        return (
          <li key={item.id} className={entryClass}>
            <Period start={item.start} end={item.end} />
            <div className="space-y-2">
              <div>
                <h3 className="text-lg leading-snug font-semibold text-balance">
                  {pickText(item.role, lang)}
                </h3>
                {where.length ? <p className="text-sm text-accent-strong">{where.join(' · ')}</p> : null}
              </div>
              {pickText(item.summary, lang) ? (
                <p className="text-pretty text-foreground/85">{pickText(item.summary, lang)}</p>
              ) : null}
              {highlights.length ? (
                <ul
                  aria-label={t('about.cv.highlightsLabel')}
                  className="space-y-1.5 text-sm text-foreground/85"
                >
                  {highlights.map((highlight) => (
                    <li key={highlight} className="flex gap-3">
                      <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                      <span className="text-pretty">{highlight}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export function CvEducationList({ items }: { items: CvEducationItem[] }) {
  const { lang } = useI18n();
  return (
    <ol className="space-y-6">
      {items.map((item) => {
        const where = [pickText(item.institution, lang), pickText(item.place, lang)].filter(Boolean);
        const note = pickText(item.note, lang);
        return (
          <li key={item.id} className={entryClass}>
            <Period start={item.start} end={item.end} />
            <div className="space-y-1">
              <h3 className="text-lg leading-snug font-semibold text-balance">
                {pickText(item.degree, lang)}
              </h3>
              {where.length ? <p className="text-sm text-accent-strong">{where.join(' · ')}</p> : null}
              {note ? <p className="text-sm text-muted-foreground text-pretty">{note}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
