import type { LeadStats } from '@contracts/leads';
import { useI18n } from '@web/lib/i18n';
import { formatDay, sourceKey } from './format';

const WIDTH = 520;
const HEIGHT = 160;
const GAP = 4;

/** One tone per source, told apart in both themes; the legend and the table carry the names. */
const tones = ['fill-accent/80', 'fill-foreground/55', 'fill-accent/35', 'fill-muted-foreground/40'];
const swatches = ['bg-accent/80', 'bg-foreground/55', 'bg-accent/35', 'bg-muted-foreground/40'];

export function activitySources(stats: LeadStats): string[] {
  const totals = new Map<string, number>();
  for (const period of stats.activity.periods)
    for (const [source, count] of Object.entries(period.counts))
      totals.set(source, (totals.get(source) ?? 0) + count);
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([source]) => source);
}

export function periodLabel(start: string, unit: 'week' | 'month', lang: 'es' | 'en') {
  return formatDay(start, lang, unit === 'month' ? 'month' : 'short');
}

/** Stacked bars per week or month, one colour per source. */
export function ActivityChart(props: { stats: LeadStats }) {
  const { t, lang } = useI18n();
  const { periods, unit } = props.stats.activity;
  const sources = activitySources(props.stats);
  const totals = periods.map((p) => Object.values(p.counts).reduce((a, b) => a + b, 0));
  const max = Math.max(1, ...totals);
  const width = WIDTH / Math.max(1, periods.length);
  // Label every nth period so the labels never overlap.
  const every = Math.max(1, Math.ceil(periods.length / 6));
  const toneOf = (source: string) => tones[Math.min(sources.indexOf(source), tones.length - 1)]!;
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        className="h-auto max-h-64 w-full"
        role="img"
        aria-label={t('admin.leads.advanced.activity.svgLabel')}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" strokeWidth={1} />
        {periods.map((period, i) => {
          const x = i * width + GAP / 2;
          let y = HEIGHT;
          const label = periodLabel(period.start, unit, lang);
          return (
            <g key={period.start}>
              <title>
                {t('admin.leads.advanced.activity.barTitle', { period: label, count: totals[i]! })}
              </title>
              {sources.map((source) => {
                const count = period.counts[source] ?? 0;
                if (count === 0) return null;
                const h = Math.max(2, (count / max) * (HEIGHT - 10));
                y -= h;
                return (
                  <rect
                    key={source}
                    x={x}
                    y={y}
                    width={Math.max(1, width - GAP)}
                    height={h}
                    className={toneOf(source)}
                  />
                );
              })}
              {i % every === 0 ? (
                <text
                  x={x + (width - GAP) / 2}
                  y={HEIGHT + 15}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[12px]"
                >
                  {label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {sources.map((source, i) => {
            const key = sourceKey(source);
            return (
              <li key={source} className="inline-flex items-center gap-1.5">
                <span
                  aria-hidden
                  className={`inline-block size-2.5 rounded-sm ${swatches[Math.min(i, swatches.length - 1)]}`}
                />
                {key ? t(key) : source}
              </li>
            );
          })}
        </ul>
      </figcaption>
    </figure>
  );
}
