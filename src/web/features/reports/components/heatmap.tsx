import type { Report } from '@contracts/reports';
import { useI18n } from '@web/lib/i18n';
import { formatNumber, hourLabel, weekdayNames } from '@web/components/reports/format';
import type { DataTableProps } from '@web/components/reports/data-table';

type Cell = Report['appointments']['heatmap'][number];

/** The hours to draw: the working day at least, widened to any hour that has appointments. */
export function heatmapHours(cells: Cell[]): number[] {
  const hours = cells.map((cell) => cell.hour);
  const first = Math.min(8, ...hours);
  const last = Math.max(20, ...hours);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Weekday (Monday first) × hour of the start, shaded by count. The numbers are in its table. */
export function Heatmap(props: { cells: Cell[]; label: string }) {
  const { lang } = useI18n();
  const hours = heatmapHours(props.cells);
  const days = weekdayNames(lang);
  const max = Math.max(1, ...props.cells.map((cell) => cell.count));
  const countAt = (weekday: number, hour: number) =>
    props.cells.find((cell) => cell.weekday === weekday && cell.hour === hour)?.count ?? 0;
  return (
    <figure aria-label={props.label}>
      {/* The columns share the width, so a phone shows every hour without scrolling. */}
      <div
        aria-hidden
        className="grid gap-0.5 text-[10px] sm:text-[11px]"
        style={{ gridTemplateColumns: `2.25rem repeat(${hours.length}, minmax(0, 1fr))` }}
      >
        <span />
        {/* Every other hour labelled on wide screens, every fourth on phones, so labels never collide. */}
        {hours.map((hour) => (
          <span key={hour} className="pb-1 text-center whitespace-nowrap text-muted-foreground tabular-nums">
            {hour % 4 === 0 ? hourLabel(hour, lang) : ''}
            {hour % 4 === 2 ? <span className="hidden sm:inline">{hourLabel(hour, lang)}</span> : null}
          </span>
        ))}
        {days.map((day, i) => (
          <div key={day} className="contents">
            <span className="flex items-center pr-1 text-muted-foreground capitalize">{day}</span>
            {hours.map((hour) => {
              const count = countAt(i + 1, hour);
              return (
                <span
                  key={hour}
                  className="flex h-7 items-center justify-center rounded-sm bg-muted tabular-nums"
                  style={
                    count > 0
                      ? {
                          background: `color-mix(in oklab, var(--accent) ${Math.round(20 + (count / max) * 80)}%, var(--muted))`,
                          color: count / max > 0.5 ? 'var(--accent-foreground)' : 'var(--foreground)',
                        }
                      : undefined
                  }
                >
                  {count > 0 ? formatNumber(count, lang) : ''}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </figure>
  );
}

/** The heatmap's table: a row per weekday, a column per drawn hour. */
export function heatmapTable(
  cells: Cell[],
  caption: string,
  weekdayColumn: string,
  lang: 'es' | 'en',
): DataTableProps {
  const hours = heatmapHours(cells);
  const days = weekdayNames(lang, 'long');
  return {
    caption,
    columns: [weekdayColumn, ...hours.map((hour) => hourLabel(hour, lang))],
    rows: days.map((day, i) => ({
      key: day,
      cells: [
        day,
        ...hours.map((hour) =>
          formatNumber(cells.find((cell) => cell.weekday === i + 1 && cell.hour === hour)?.count ?? 0, lang),
        ),
      ],
    })),
  };
}
