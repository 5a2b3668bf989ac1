import { useQuery } from '@tanstack/react-query';
import type { Slot } from '@contracts/booking';
import { AlertCircle, CalendarX2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { slotsQuery } from '../api/public';
import { MonthCalendar } from './month-calendar';
import { addMonths, formatDay, formatTime, monthBounds, monthOf, todayIn } from './dates';

/** How many empty months the picker skips by itself to reach the first one with free times. */
const AUTO_ADVANCE_MONTHS = 3;

/**
 * A month calendar of the days with free times (GET /api/booking/slots, month by month, in `timeZone`)
 * and the times of the chosen day. Used to book, to reschedule (visitor, client and owner).
 */
export function SlotPicker(props: {
  service: string;
  timeZone: string;
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
  /** A time not to offer (the appointment being moved). */
  exclude?: string;
  horizonDays?: number;
}) {
  const { lang, t } = useI18n();
  const today = todayIn(props.timeZone);
  const [month, setMonth] = useState(() => monthOf(today));
  const [touched, setTouched] = useState(false);
  const [advanced, setAdvanced] = useState(0);
  const [day, setDay] = useState<string | null>(null);
  const { from, to } = monthBounds(month);
  const slots = useQuery(slotsQuery(props.service, from < today ? today : from, to, props.timeZone));
  const current = slots.data && slots.data.from === (from < today ? today : from) && !slots.isPlaceholderData;

  const days = useMemo(
    () =>
      (current ? slots.data.days : []).map((d) => ({
        date: d.date,
        slots: d.slots.filter((slot) => slot.start !== props.exclude),
      })),
    [current, slots.data, props.exclude],
  );
  const available = useMemo(() => new Set(days.filter((d) => d.slots.length > 0).map((d) => d.date)), [days]);
  const lastMonth = monthOf(
    new Date(Date.now() + (props.horizonDays ?? 365) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
  );

  // The first month with free times opens by itself; after that the visitor drives.
  useEffect(() => {
    if (!current || touched) return;
    if (available.size === 0 && advanced < AUTO_ADVANCE_MONTHS && month < lastMonth) {
      setAdvanced((n) => n + 1);
      setMonth((m) => addMonths(m, 1));
    } else if (!day && available.size > 0) {
      setDay([...available][0] ?? null);
    }
  }, [current, touched, available, advanced, month, lastMonth, day]);

  // A day no longer offered (zone changed, slot taken) is unselected.
  useEffect(() => {
    if (current && day && day.startsWith(month) && !available.has(day)) setDay(null);
  }, [current, day, month, available]);

  const times = days.find((d) => d.date === day)?.slots ?? [];
  const changeMonth = (delta: number) => {
    setTouched(true);
    setDay(null);
    setMonth((m) => addMonths(m, delta));
  };

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,14rem)] md:gap-8">
      <div className="min-w-0">
        {slots.isError ? (
          <Notice tone="error" title={t('booking.calendar.errorTitle')} icon={AlertCircle}>
            <p>{t('booking.calendar.errorDescription')}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => void slots.refetch()}
            >
              {t('booking.service.retry')}
            </Button>
          </Notice>
        ) : (
          <MonthCalendar
            month={month}
            available={available}
            selected={day}
            today={today}
            loading={!current}
            canGoBack={month > monthOf(today)}
            canGoForward={month < lastMonth}
            onMonthChange={changeMonth}
            onSelect={(next) => {
              setTouched(true);
              setDay(next);
            }}
          />
        )}
        {current && available.size === 0 ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <CalendarX2 aria-hidden className="size-4 shrink-0" />
            {t('booking.calendar.noDaysThisMonth')}
          </p>
        ) : null}
      </div>
      <section aria-live="polite" aria-label={t('booking.calendar.timesLabel')} className="min-w-0">
        <h3 className="mb-3 text-sm font-semibold first-letter:uppercase" data-testid="times-heading">
          {day
            ? formatDay(day, lang, { weekday: 'long', day: 'numeric', month: 'long' })
            : t('booking.calendar.pickDay')}
        </h3>
        {!current ? (
          <div className="grid grid-cols-2 gap-2 md:grid-cols-1">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-11 rounded-xl" />
            ))}
          </div>
        ) : day ? (
          <ul
            className="grid max-h-96 grid-cols-2 gap-2 overflow-y-auto pr-1 md:grid-cols-1"
            data-testid="times"
          >
            {times.map((slot) => {
              const selected = props.selected?.start === slot.start;
              return (
                <li key={slot.start}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => props.onSelect(slot)}
                    className={cn(
                      'h-11 w-full rounded-xl border text-sm font-medium tabular-nums outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                      selected
                        ? 'border-foreground bg-foreground text-background'
                        : 'border-border bg-card hover:border-accent hover:text-accent-strong',
                    )}
                  >
                    {formatTime(slot.start, lang, props.timeZone)}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('booking.calendar.pickDayHint')}</p>
        )}
      </section>
    </div>
  );
}
