import { dateTimeFormat } from '@contracts/intl';
import type { CalendarNightKind, RentalCalendar } from '@contracts/rental-analytics';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { formatDay, localeOf, weekdayNames } from '@web/components/reports/format';
import { Panel, PanelError } from '@web/components/ui/admin-panel';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { rentalCalendarQuery } from '../../api/analytics';
import { monthGrid, shiftMonth } from './months';

/* A month grid of who holds each night, colour-coded by channel with the theme's own colours (both themes). */

const kindStyles: Record<CalendarNightKind, string> = {
  direct: 'bg-accent text-accent-foreground',
  reservation: 'bg-foreground text-background',
  imported: 'border border-dashed border-foreground bg-muted text-foreground',
  block:
    'bg-muted text-muted-foreground bg-[repeating-linear-gradient(135deg,transparent_0_4px,var(--border)_4px_8px)]',
};
const kinds = Object.keys(kindStyles) as CalendarNightKind[];

export function CalendarPanel(props: { today: string }) {
  const { t, lang } = useI18n();
  const current = props.today.slice(0, 7);
  const [month, setMonth] = useState(current);
  const calendar = useQuery(rentalCalendarQuery(month));
  const move = (by: number) => setMonth((m) => shiftMonth(m, by));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      move(event.key === 'PageUp' ? -1 : 1);
    }
  };
  const monthName = dateTimeFormat(localeOf(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
  return (
    <Panel
      title={t('rentalAnalytics.calendar.heading')}
      description={t('rentalAnalytics.calendar.description')}
      headingId="rental-calendar"
      onKeyDown={onKeyDown}
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-1">
            <Button type="button" variant="outline" size="icon" onClick={() => move(-1)}>
              <ChevronLeft aria-hidden />
              <span className="sr-only">{t('rentalAnalytics.calendar.previous')}</span>
            </Button>
            <p aria-live="polite" className="min-w-36 text-center text-sm font-semibold capitalize">
              {monthName}
            </p>
            <Button type="button" variant="outline" size="icon" onClick={() => move(1)}>
              <ChevronRight aria-hidden />
              <span className="sr-only">{t('rentalAnalytics.calendar.next')}</span>
            </Button>
          </div>
          {month !== current ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setMonth(current)}>
              {t('rentalAnalytics.calendar.today')}
            </Button>
          ) : null}
        </div>
        {calendar.isError && !calendar.data ? (
          <PanelError
            message={t('rentalAnalytics.calendar.error')}
            retryLabel={t('rentalAnalytics.states.retry')}
            onRetry={() => void calendar.refetch()}
          />
        ) : (
          <MonthTable
            month={month}
            monthName={monthName}
            today={props.today}
            calendar={calendar.data?.month === month ? calendar.data : null}
          />
        )}
        <Legend />
      </div>
    </Panel>
  );
}

function MonthTable(props: {
  month: string;
  monthName: string;
  today: string;
  calendar: RentalCalendar | null;
}) {
  const { t, lang } = useI18n();
  const held = new Map(props.calendar?.nights.map((night) => [night.date, night]));
  const weekdays = weekdayNames(lang);
  const longWeekdays = weekdayNames(lang, 'long');
  return (
    <div aria-busy={!props.calendar || undefined}>
      <table className="w-full table-fixed border-collapse text-xs">
        <caption className="sr-only">
          {t('rentalAnalytics.calendar.caption', { month: props.monthName })}
        </caption>
        <thead>
          <tr>
            {weekdays.map((day, i) => (
              <th key={day} scope="col" className="pb-1 font-medium text-muted-foreground">
                <abbr title={longWeekdays[i]} className="no-underline">
                  {day}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(props.month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} className="h-14 border border-border/50 bg-muted/30 sm:h-16" />;
                const night = held.get(day);
                const date = formatDay(day, lang, 'long');
                const kind = night ? t(`rentalAnalytics.calendar.kinds.${night.kind}`) : null;
                // The name shows where a run starts, and again at each week's start and the month's first day.
                const showLabel = night && (night.starts || d === 0 || day.endsWith('-01')) && night.label;
                return (
                  <td
                    key={d}
                    data-date={day}
                    data-kind={night?.kind ?? 'free'}
                    className={cn(
                      'h-14 border border-border/50 p-0.5 align-top sm:h-16',
                      day === props.today && 'ring-2 ring-ring ring-inset',
                    )}
                  >
                    <span aria-hidden className="block px-0.5 tabular-nums text-muted-foreground">
                      {+day.slice(8)}
                    </span>
                    {night ? (
                      <span
                        aria-hidden
                        className={cn(
                          'mt-0.5 block h-6 truncate rounded px-1 leading-6',
                          kindStyles[night.kind],
                        )}
                      >
                        {showLabel ? night.label : ''}
                      </span>
                    ) : null}
                    <span className="sr-only">
                      {night
                        ? night.label
                          ? t('rentalAnalytics.calendar.nightWithLabel', {
                              date,
                              kind: kind!,
                              label: night.label,
                            })
                          : t('rentalAnalytics.calendar.night', { date, kind: kind! })
                        : t('rentalAnalytics.calendar.night', {
                            date,
                            kind: t('rentalAnalytics.calendar.free'),
                          })}
                      {day === props.today ? ` (${t('rentalAnalytics.calendar.todayMark')})` : ''}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="mt-2 text-xs text-muted-foreground">
        {!props.calendar
          ? t('rentalAnalytics.calendar.loading')
          : props.calendar.nights.length === 0
            ? t('rentalAnalytics.calendar.empty')
            : ''}
      </p>
    </div>
  );
}

function Legend() {
  const { t } = useI18n();
  return (
    <ul aria-label={t('rentalAnalytics.calendar.legend')} className="flex flex-wrap gap-x-4 gap-y-2 text-xs">
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden className={cn('inline-block size-3.5 rounded-sm', kindStyles[kind])} />
          {t(`rentalAnalytics.calendar.kinds.${kind}`)}
        </li>
      ))}
    </ul>
  );
}
