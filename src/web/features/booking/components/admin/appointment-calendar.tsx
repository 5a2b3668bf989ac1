import { dateTimeFormat } from '@contracts/intl';
import type { AdminAppointment } from '@contracts/booking';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import {
  addDays,
  addMonths,
  formatDay,
  formatTime,
  groupByDay,
  monthBounds,
  monthGrid,
  monthOf,
  startOfWeek,
  weekDays,
  weekStartFor,
} from '../dates';

/** The days a calendar view covers, for the API window. */
export function calendarWindow(view: 'week' | 'month', anchor: string, lang: string) {
  const weekStartsOn = weekStartFor(lang);
  if (view === 'week') {
    const from = startOfWeek(anchor, weekStartsOn);
    return { from, to: addDays(from, 6) };
  }
  return monthBounds(monthOf(anchor));
}

const muted = new Set(['cancelled', 'expired']);

function Chip(props: {
  appointment: AdminAppointment;
  zone: string;
  onOpen: (id: string) => void;
  compact?: boolean;
}) {
  const { lang } = useI18n();
  const { appointment } = props;
  return (
    <button
      type="button"
      data-testid="calendar-appointment"
      data-id={appointment.id}
      onClick={() => props.onOpen(appointment.id)}
      className={cn(
        'block w-full min-w-0 rounded-lg border-l-2 px-2 py-1 text-left text-xs outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
        muted.has(appointment.status)
          ? 'border-border bg-muted/40 text-muted-foreground line-through'
          : appointment.status === 'confirmed' || appointment.status === 'completed'
            ? 'border-accent bg-accent/10 hover:bg-accent/20'
            : 'border-amber-500 bg-amber-500/10 hover:bg-amber-500/20',
      )}
    >
      <span className="font-semibold tabular-nums">{formatTime(appointment.start, lang, props.zone)}</span>{' '}
      <span className="truncate">{appointment.name}</span>
      {props.compact ? null : (
        <span className="block truncate text-muted-foreground">{appointment.service.name[lang]}</span>
      )}
    </button>
  );
}

/** Week or month of appointments in the business zone; a click opens an appointment. */
export function AppointmentCalendar(props: {
  view: 'week' | 'month';
  anchor: string;
  today: string;
  zone: string;
  appointments: AdminAppointment[];
  loading: boolean;
  onNavigate: (anchor: string) => void;
  onOpen: (id: string) => void;
  /** Opens the week of a day (from the month view). */
  onShowDay: (day: string) => void;
}) {
  const { lang, t } = useI18n();
  const weekStartsOn = weekStartFor(lang);
  const byDay = groupByDay(props.appointments, (a) => a.start, props.zone);
  const c = 'booking.admin.calendar';
  const window = calendarWindow(props.view, props.anchor, lang);
  const title =
    props.view === 'week'
      ? dateTimeFormat(lang, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).formatRange(new Date(`${window.from}T12:00:00Z`), new Date(`${window.to}T12:00:00Z`))
      : formatDay(window.from, lang, { month: 'long', year: 'numeric' });
  const step = (delta: number) =>
    props.onNavigate(
      props.view === 'week'
        ? addDays(window.from, 7 * delta)
        : `${addMonths(monthOf(props.anchor), delta)}-01`,
    );
  const inWindow = props.today >= window.from && props.today <= window.to;

  return (
    <section
      aria-label={t(props.view === 'week' ? `${c}.label` : `${c}.monthLabel`)}
      aria-busy={props.loading || undefined}
      className="rounded-2xl border border-border bg-card"
      data-testid={`calendar-${props.view}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border p-4">
        <h3 className="font-display text-lg first-letter:uppercase" aria-live="polite">
          {title}
        </h3>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={inWindow}
            onClick={() => props.onNavigate(props.today)}
          >
            {t(props.view === 'week' ? `${c}.today` : `${c}.thisMonth`)}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t(props.view === 'week' ? `${c}.previous` : `${c}.previousMonth`)}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t(props.view === 'week' ? `${c}.next` : `${c}.nextMonth`)}
            onClick={() => step(1)}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      {props.view === 'week' ? (
        <ol
          className={cn(
            'grid divide-y divide-border md:grid-cols-7 md:divide-x md:divide-y-0',
            props.loading && 'opacity-60',
          )}
        >
          {weekDays(window.from).map((day) => {
            const items = byDay.get(day) ?? [];
            return (
              <li
                key={day}
                className="flex min-w-0 gap-4 p-3 md:min-h-56 md:flex-col md:gap-2"
                data-day={day}
              >
                <p
                  className="flex w-14 shrink-0 flex-col items-start md:w-auto"
                  aria-label={formatDay(day, lang, { dateStyle: 'full' })}
                >
                  <span className="text-xs tracking-wide text-muted-foreground uppercase" aria-hidden>
                    {formatDay(day, lang, { weekday: 'short' })}
                  </span>
                  <span
                    aria-hidden
                    className={cn(
                      'mt-0.5 flex size-8 items-center justify-center rounded-full font-display text-lg tabular-nums',
                      day === props.today && 'bg-accent-strong text-accent-foreground',
                    )}
                  >
                    {Number(day.slice(8))}
                  </span>
                </p>
                {items.length === 0 ? (
                  <p className="self-center text-xs text-muted-foreground md:self-start">
                    {t(`${c}.emptyDay`)}
                  </p>
                ) : (
                  <ul className="min-w-0 flex-1 space-y-1.5">
                    {items.map((appointment) => (
                      <li key={appointment.id}>
                        <Chip appointment={appointment} zone={props.zone} onOpen={props.onOpen} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <div className={cn('p-2 sm:p-3', props.loading && 'opacity-60')}>
          <div className="grid grid-cols-7 gap-1 pb-1" aria-hidden>
            {weekDays(startOfWeek('2026-03-04', weekStartsOn)).map((day) => (
              <span key={day} className="text-center text-xs font-medium text-muted-foreground uppercase">
                {formatDay(day, lang, { weekday: 'short' })}
              </span>
            ))}
          </div>
          <ol className="grid grid-cols-7 gap-1">
            {monthGrid(monthOf(props.anchor), weekStartsOn)
              .flat()
              .map((day, i) => {
                if (!day) return <li key={`blank-${i}`} aria-hidden className="min-h-16 sm:min-h-24" />;
                const items = byDay.get(day) ?? [];
                return (
                  <li
                    key={day}
                    data-day={day}
                    aria-label={formatDay(day, lang, { dateStyle: 'full' })}
                    className="min-h-16 min-w-0 rounded-lg border border-border/60 p-1 sm:min-h-24 sm:p-1.5"
                  >
                    <span
                      className={cn(
                        'flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
                        day === props.today && 'bg-accent-strong text-accent-foreground',
                      )}
                    >
                      {Number(day.slice(8))}
                    </span>
                    <ul className="mt-1 hidden space-y-1 sm:block">
                      {items.slice(0, 3).map((appointment) => (
                        <li key={appointment.id}>
                          <Chip appointment={appointment} zone={props.zone} onOpen={props.onOpen} compact />
                        </li>
                      ))}
                      {items.length > 3 ? (
                        <li>
                          <button
                            type="button"
                            className="px-1 text-xs text-muted-foreground hover:text-foreground"
                            onClick={() => props.onShowDay(day)}
                          >
                            {t(`${c}.more`, { count: items.length - 3 })}
                          </button>
                        </li>
                      ) : null}
                    </ul>
                    {items.length > 0 ? (
                      <button
                        type="button"
                        onClick={() =>
                          items.length === 1 ? props.onOpen(items[0]!.id) : props.onShowDay(day)
                        }
                        className="mt-1 block w-full rounded bg-accent/15 px-1 text-[11px] font-semibold text-accent-strong sm:hidden"
                      >
                        {items.length}
                      </button>
                    ) : null}
                  </li>
                );
              })}
          </ol>
        </div>
      )}
      {props.appointments.length === 0 && !props.loading ? (
        <p className="border-t border-border px-4 py-3 text-sm text-muted-foreground">
          {t(props.view === 'week' ? `${c}.emptyWeek` : `${c}.emptyMonth`)}
        </p>
      ) : null}
    </section>
  );
}
