import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { addDays, formatDay, monthGrid, weekDays, startOfWeek, weekStartFor } from './dates';

/**
 * A month of days; the `available` ones are buttons, the others are shown but inert. Arrow keys move
 * between available days (left/right one day, up/down one week), like a date picker.
 */
export function MonthCalendar(props: {
  month: string;
  available: Set<string>;
  selected: string | null;
  today: string;
  loading?: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonthChange: (delta: number) => void;
  onSelect: (day: string) => void;
}) {
  const { lang, t } = useI18n();
  const weekStartsOn = weekStartFor(lang);
  const weeks = monthGrid(props.month, weekStartsOn);
  const heading = formatDay(`${props.month}-01`, lang, { month: 'long', year: 'numeric' });
  const weekdayNames = weekDays(startOfWeek('2026-03-04', weekStartsOn)).map((day) => ({
    short: formatDay(day, lang, { weekday: 'narrow' }),
    long: formatDay(day, lang, { weekday: 'long' }),
  }));
  const grid = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    // The next available day in that direction within this month.
    for (let next = addDays(day, step), i = 0; i < 62; next = addDays(next, step > 0 ? 1 : -1), i++) {
      const target = grid.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`);
      if (!next.startsWith(props.month)) return;
      if (target && !target.disabled) {
        target.focus();
        return;
      }
    }
  };

  return (
    <div className="min-w-0">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="font-display text-lg first-letter:uppercase" aria-live="polite">
          {heading}
        </h3>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t('booking.calendar.previousMonth')}
            disabled={!props.canGoBack}
            onClick={() => props.onMonthChange(-1)}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t('booking.calendar.nextMonth')}
            disabled={!props.canGoForward}
            onClick={() => props.onMonthChange(1)}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <div
        ref={grid}
        role="grid"
        aria-label={heading}
        aria-busy={props.loading || undefined}
        className={cn('space-y-1 transition-opacity', props.loading && 'opacity-60')}
      >
        <div role="row" className="grid grid-cols-7 gap-1">
          {weekdayNames.map((name) => (
            <span
              key={name.long}
              role="columnheader"
              aria-label={name.long}
              className="py-1 text-center text-xs font-medium text-muted-foreground uppercase"
            >
              {name.short}
            </span>
          ))}
        </div>
        {weeks.map((week, w) => (
          <div role="row" key={w} className="grid grid-cols-7 gap-1">
            {week.map((day, d) => {
              if (!day) return <span role="gridcell" key={`blank-${d}`} />;
              const available = props.available.has(day);
              const selected = props.selected === day;
              const isToday = day === props.today;
              return (
                <span role="gridcell" key={day} aria-selected={selected}>
                  <button
                    type="button"
                    data-day={day}
                    data-available={available || undefined}
                    disabled={!available}
                    aria-pressed={selected}
                    aria-label={`${formatDay(day, lang, { dateStyle: 'full' })}${available ? '' : ` · ${t('booking.calendar.unavailable')}`}`}
                    onKeyDown={(event) => move(event, day)}
                    onClick={() => props.onSelect(day)}
                    className={cn(
                      'relative mx-auto flex aspect-square w-full max-w-12 items-center justify-center rounded-full text-sm tabular-nums outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                      available
                        ? 'bg-accent/10 font-semibold text-accent-strong hover:bg-accent/20'
                        : 'text-muted-foreground/60',
                      selected && 'bg-foreground text-background hover:bg-foreground',
                    )}
                  >
                    {Number(day.slice(8))}
                    {isToday ? (
                      <span
                        aria-hidden
                        className={cn(
                          'absolute bottom-1 size-1 rounded-full',
                          selected ? 'bg-background' : 'bg-current',
                        )}
                      />
                    ) : null}
                  </button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
