import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/* The report's charts over recharts (admin chunks only), drawn with the theme's CSS variables. */

export type Tone = 'accent' | 'ink' | 'muted' | 'danger';

const colours: Record<Tone, string> = {
  accent: 'var(--accent)',
  ink: 'var(--foreground)',
  muted: 'var(--muted-foreground)',
  danger: 'var(--destructive)',
};

export interface SeriesDef<Key extends string> {
  key: Key;
  name: string;
  tone: Tone;
  kind: 'bar' | 'line';
}

const tick = { fill: 'var(--muted-foreground)', fontSize: 11 };

/**
 * Bars and lines over a category axis (a series' buckets, a score's bins). `format` writes a value in the
 * tooltip, `formatAxis` on the value axis (shorter, e.g. compact money).
 */
export function SeriesChart<Key extends string, Row extends { [K in Key]: number }>(props: {
  label: string;
  data: (Row & { x: string })[];
  series: SeriesDef<Key>[];
  format: (value: number) => string;
  formatAxis?: (value: number) => string;
}) {
  return (
    <figure aria-label={props.label} className="h-60 w-full text-xs">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={props.data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 3" />
          <XAxis
            dataKey="x"
            tick={tick}
            tickLine={false}
            axisLine={{ stroke: 'var(--border)' }}
            // Recharts measures the labels and drops the ones that would overlap (phones, long periods).
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis
            tick={tick}
            tickLine={false}
            axisLine={false}
            width={56}
            allowDecimals={false}
            tickFormatter={(value: number) => (props.formatAxis ?? props.format)(value)}
          />
          <Tooltip
            cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--popover-foreground)',
              fontSize: 12,
            }}
            labelStyle={{ color: 'var(--foreground)', fontWeight: 600 }}
            formatter={(value) => props.format(Number(value))}
          />
          {props.series.length > 1 ? (
            <Legend
              iconType="circle"
              iconSize={8}
              wrapperStyle={{ fontSize: 12, color: 'var(--muted-foreground)' }}
            />
          ) : null}
          {props.series.map((s) =>
            s.kind === 'bar' ? (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                fill={colours[s.tone]}
                fillOpacity={s.tone === 'accent' ? 0.85 : 0.7}
                radius={[3, 3, 0, 0]}
                maxBarSize={36}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.name}
                type="monotone"
                stroke={colours[s.tone]}
                strokeWidth={2}
                dot={props.data.length <= 14 ? { r: 2.5, fill: colours[s.tone] } : false}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}

/**
 * A ranked list of categories as horizontal bars (long names wrap instead of being cut, phones included). A
 * negative value (a net that gave back more than it took) is drawn in the danger colour from the other end,
 * its figure too, so it never reads as income; the figure keeps its minus sign.
 */
export function BarList(props: {
  label: string;
  items: { key: string; name: string; value: number; display: string }[];
  tone?: Tone;
  /** The full bar's value (100 for scores); by default the largest item's size. */
  max?: number;
}) {
  const max = props.max ?? Math.max(1, ...props.items.map((item) => Math.abs(item.value)));
  return (
    <ul aria-label={props.label} className="space-y-2.5">
      {props.items.map((item) => {
        const negative = item.value < 0;
        return (
          <li key={item.key} className="space-y-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words">{item.name}</span>
              <span className={`shrink-0 font-medium tabular-nums${negative ? ' text-destructive' : ''}`}>
                {item.display}
              </span>
            </div>
            <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
              <div
                className={`h-full rounded-full${negative ? ' ml-auto' : ''}`}
                style={{
                  width: `${Math.max(item.value !== 0 ? 2 : 0, (Math.abs(item.value) / max) * 100)}%`,
                  background: colours[negative ? 'danger' : (props.tone ?? 'accent')],
                  opacity: 0.8,
                }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
