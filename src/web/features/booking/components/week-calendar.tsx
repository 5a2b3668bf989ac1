import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 (local) of the week that holds `date`. */
function startOfWeek(date: Date) {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const weekday = (start.getDay() + 6) % 7;
  start.setDate(start.getDate() - weekday);
  return start;
}

function addDays(date: Date, days: number) {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A week of days, Monday first, for appointments; every day shows as free until there are appointments. */
export function WeekCalendar(props: { emptyLabel: string }) {
  const { lang, t } = useI18n();
  const [today] = useState(() => new Date());
  const [weekStart, setWeekStart] = useState(() => startOfWeek(today));
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)), [weekStart]);
  const lastDay = days[6] ?? weekStart;
  const range = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(
    weekStart,
    lastDay,
  );
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short' });
  const dayNumber = new Intl.DateTimeFormat(lang, { day: 'numeric' });
  const fullDay = new Intl.DateTimeFormat(lang, { dateStyle: 'full' });
  const isCurrentWeek = Math.abs(weekStart.getTime() - startOfWeek(today).getTime()) < DAY_MS;

  return (
    <section
      aria-label={t('booking.admin.calendar.label')}
      className="rounded-2xl border border-border bg-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border p-4">
        <h3 className="font-display text-lg" aria-live="polite">
          {range}
        </h3>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={isCurrentWeek}
            onClick={() => setWeekStart(startOfWeek(today))}
          >
            {t('booking.admin.calendar.today')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('booking.admin.calendar.previous')}
            onClick={() => setWeekStart((start) => addDays(start, -7))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('booking.admin.calendar.next')}
            onClick={() => setWeekStart((start) => addDays(start, 7))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <ol className="grid divide-y divide-border md:grid-cols-7 md:divide-x md:divide-y-0">
        {days.map((day) => {
          const isToday = sameDay(day, today);
          return (
            <li key={day.toISOString()} className="flex gap-4 p-3 md:min-h-48 md:flex-col md:gap-3">
              <p
                className="flex w-14 shrink-0 flex-col items-start md:w-auto"
                aria-label={fullDay.format(day)}
              >
                <span className="text-xs tracking-wide text-muted-foreground uppercase" aria-hidden>
                  {weekday.format(day)}
                </span>
                <span
                  aria-hidden
                  className={cn(
                    'mt-0.5 flex size-8 items-center justify-center rounded-full font-display text-lg tabular-nums',
                    isToday && 'bg-accent-strong text-accent-foreground',
                  )}
                >
                  {dayNumber.format(day)}
                </span>
              </p>
              <p className="self-center text-xs text-muted-foreground md:self-start">
                {t('booking.admin.calendar.emptyDay')}
              </p>
            </li>
          );
        })}
      </ol>
      <p className="border-t border-border px-4 py-3 text-sm text-muted-foreground">{props.emptyLabel}</p>
    </section>
  );
}
