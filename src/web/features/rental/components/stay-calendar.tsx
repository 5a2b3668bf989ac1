import { numberFormat } from '@contracts/intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { addDays, addMonths, formatDate, localeOf, monthGrid, monthOf } from './dates';

export interface StayRange {
  checkIn: string | null;
  checkOut: string | null;
}

/** What a day can be for the range being picked. */
export type DayRole = 'check-in' | 'check-out' | 'none';

export interface CalendarRules {
  today: string;
  lastCheckOut: string;
  minNights: number;
  unavailable: Set<string>;
  /** A check-in's minimum stay on each night (seasons, ADR 044); `minNights` where absent. */
  minNightsAt?: Map<string, number>;
  /** Each night's price in centavos (seasons, weekends), shown under the day. */
  prices?: Map<string, number>;
}

/** The minimum stay of a check-in on `day`. */
export const minNightsOn = (day: string, rules: CalendarRules) =>
  rules.minNightsAt?.get(day) ?? rules.minNights;

/** A night's price in whole pesos for the day cell ("2,500"; the legend names the currency). */
const pesos = (minor: number, locale: string) =>
  numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(minor / 100));

/** The first taken night at or after `from` (the latest check-out a stay starting at `from` can have). */
function firstTakenFrom(from: string, rules: CalendarRules): string | null {
  let first: string | null = null;
  for (const night of rules.unavailable)
    if (night >= from && (first === null || night < first)) first = night;
  return first;
}

/** Why a day can't be picked now (a message key suffix), or null when it can. */
export function dayProblem(
  day: string,
  range: StayRange,
  rules: CalendarRules,
): 'past' | 'beyond' | 'taken' | 'minNights' | 'crossesTaken' | null {
  if (day < rules.today) return 'past';
  if (day > rules.lastCheckOut) return 'beyond';
  const choosingCheckOut = range.checkIn !== null && range.checkOut === null && day > range.checkIn;
  if (choosingCheckOut) {
    const taken = firstTakenFrom(range.checkIn!, rules);
    if (taken !== null && day > taken) return rules.unavailable.has(day) ? 'taken' : 'crossesTaken';
    if (day < addDays(range.checkIn!, minNightsOn(range.checkIn!, rules))) return 'minNights';
    return null;
  }
  if (rules.unavailable.has(day) || day >= rules.lastCheckOut) return 'taken';
  return null;
}

/**
 * Two months side by side on wide screens, one on a phone. Pick the check-in night, then the check-out day;
 * unavailable nights are struck through. Arrow keys move between days (a week with up/down), Home/End to the
 * week's ends, PageUp/PageDown by month; Enter or Space picks.
 */
export function StayCalendar(props: {
  range: StayRange;
  rules: CalendarRules;
  loading?: boolean;
  onPick: (day: string) => void;
}) {
  const { lang, t } = useI18n();
  const { range, rules } = props;
  const [month, setMonth] = useState(() => monthOf(range.checkIn ?? rules.today));
  const [focusDay, setFocusDay] = useState(range.checkIn ?? rules.today);
  const root = useRef<HTMLDivElement>(null);
  const wantsFocus = useRef(false);
  const firstMonth = monthOf(rules.today);
  const lastMonth = monthOf(rules.lastCheckOut);
  const weekStartsOn = lang === 'en' ? 7 : 1;

  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    root.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, month]);

  const moveFocus = (day: string) => {
    const clamped = day < rules.today ? rules.today : day > rules.lastCheckOut ? rules.lastCheckOut : day;
    const m = monthOf(clamped);
    // Keep the focused day on screen: it may sit in the second month shown on wide screens.
    const wide = typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches;
    const lastShown = wide ? addMonths(month, 1) : month;
    if (m < month) setMonth(m);
    else if (m > lastShown) setMonth(wide ? addMonths(m, -1) : m);
    wantsFocus.current = true;
    setFocusDay(clamped);
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() - (weekStartsOn === 1 ? 1 : 0) + 7) % 7;
    let target: string | null = null;
    if (event.key in steps) target = addDays(day, steps[event.key]!);
    else if (event.key === 'Home') target = addDays(day, -weekday);
    else if (event.key === 'End') target = addDays(day, 6 - weekday);
    else if (event.key === 'PageUp') target = `${addMonths(monthOf(day), -1)}-${day.slice(8)}`;
    else if (event.key === 'PageDown') target = `${addMonths(monthOf(day), 1)}-${day.slice(8)}`;
    if (!target) return;
    event.preventDefault();
    // PageUp/PageDown on the 31st of a shorter month lands on that month's last day.
    while (
      Number.isNaN(new Date(`${target}T00:00:00Z`).getTime()) ||
      !new Date(`${target}T00:00:00Z`).toISOString().startsWith(target)
    )
      target = `${target.slice(0, 8)}${String(Number(target.slice(8)) - 1).padStart(2, '0')}`;
    moveFocus(target);
  };

  const months = [month, addMonths(month, 1)];
  const inRange = (day: string) =>
    range.checkIn !== null && range.checkOut !== null && day > range.checkIn && day < range.checkOut;

  return (
    <div ref={root} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('rental.payment.calendar.previousMonth')}
          disabled={month <= firstMonth}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {range.checkIn === null || range.checkOut !== null
            ? t('rental.payment.calendar.pickCheckIn')
            : t('rental.payment.calendar.pickCheckOut', { n: minNightsOn(range.checkIn, rules) })}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('rental.payment.calendar.nextMonth')}
          disabled={addMonths(month, 1) >= lastMonth}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div
        className={cn('grid gap-8 transition-opacity lg:grid-cols-2', props.loading && 'opacity-60')}
        aria-busy={props.loading || undefined}
      >
        {months.map((m, index) => {
          const heading = formatDate(`${m}-01`, lang, { month: 'long', year: 'numeric' });
          return (
            <div key={m} className={cn('min-w-0', index === 1 && 'hidden lg:block')}>
              <h3 className="mb-2 text-center font-display text-lg first-letter:uppercase">{heading}</h3>
              <div role="grid" aria-label={heading} className="space-y-1">
                <div role="row" className="grid grid-cols-7 gap-1">
                  {monthGrid(m, weekStartsOn)[0]!.map((_, d) => {
                    const sample = addDays(weekStartsOn === 1 ? '2027-03-01' : '2027-02-28', d);
                    return (
                      <span
                        key={sample}
                        role="columnheader"
                        aria-label={formatDate(sample, lang, { weekday: 'long' })}
                        className="py-1 text-center text-xs font-medium text-muted-foreground uppercase"
                      >
                        {formatDate(sample, lang, { weekday: 'narrow' })}
                      </span>
                    );
                  })}
                </div>
                {monthGrid(m, weekStartsOn).map((week, w) => (
                  <div role="row" key={w} className="grid grid-cols-7 gap-1">
                    {week.map((day, d) => {
                      if (!day) return <span role="gridcell" key={`blank-${d}`} />;
                      const problem = dayProblem(day, range, rules);
                      const taken = rules.unavailable.has(day);
                      const isEnd = day === range.checkIn || day === range.checkOut;
                      const price = taken ? undefined : rules.prices?.get(day);
                      const minNights = minNightsOn(range.checkIn ?? day, rules);
                      const label = [
                        formatDate(day, lang, { dateStyle: 'full' }),
                        price !== undefined
                          ? t('rental.payment.calendar.nightPrice', { price: pesos(price, localeOf(lang)) })
                          : null,
                        day === range.checkIn ? t('rental.payment.calendar.checkInMark') : null,
                        day === range.checkOut ? t('rental.payment.calendar.checkOutMark') : null,
                        problem ? t(`rental.payment.calendar.problems.${problem}`, { n: minNights }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ');
                      return (
                        <span role="gridcell" key={day} aria-selected={isEnd || inRange(day)}>
                          <button
                            type="button"
                            data-day={day}
                            data-taken={taken || undefined}
                            data-pickable={problem === null || undefined}
                            aria-disabled={problem !== null || undefined}
                            aria-label={label}
                            title={
                              problem
                                ? t(`rental.payment.calendar.problems.${problem}`, { n: minNights })
                                : undefined
                            }
                            tabIndex={day === focusDay ? 0 : -1}
                            onKeyDown={(event) => onKey(event, day)}
                            onFocus={() => setFocusDay(day)}
                            onClick={() => {
                              if (problem === null) props.onPick(day);
                            }}
                            className={cn(
                              'relative mx-auto flex aspect-square w-full max-w-12 items-center justify-center rounded-full text-sm tabular-nums outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                              problem === null
                                ? 'font-semibold text-foreground hover:bg-accent/20'
                                : 'cursor-not-allowed text-muted-foreground',
                              taken && 'line-through decoration-2',
                              inRange(day) && 'rounded-none bg-accent/15 text-foreground',
                              isEnd && 'bg-foreground text-background hover:bg-foreground',
                            )}
                          >
                            <span className="flex flex-col items-center leading-none">
                              {Number(day.slice(8))}
                              {price !== undefined && problem !== 'past' && problem !== 'beyond' ? (
                                <span
                                  aria-hidden
                                  data-price={price}
                                  className="mt-0.5 text-[0.6rem] font-normal tabular-nums opacity-75"
                                >
                                  {pesos(price, localeOf(lang))}
                                </span>
                              ) : null}
                            </span>
                            {day === rules.today ? (
                              <span
                                aria-hidden
                                className={cn(
                                  'absolute size-1 rounded-full bg-current',
                                  price !== undefined ? 'top-1' : 'bottom-1',
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
        })}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-2">
          <span aria-hidden className="line-through decoration-2">
            14
          </span>
          {t('rental.payment.calendar.legendTaken')}
        </span>
        {rules.prices?.size ? <span>{t('rental.payment.calendar.legendPrice')}</span> : null}
      </p>
    </div>
  );
}
