import { dimensionIds, type DimensionId } from './dimensions';

const SIZE = 400;
const CENTER = SIZE / 2;
const RADIUS = 140;

function point(index: number, scale: number) {
  const angle = ((-90 + index * 60) * Math.PI) / 180;
  return [CENTER + Math.cos(angle) * RADIUS * scale, CENTER + Math.sin(angle) * RADIUS * scale] as const;
}
const polygon = (scales: number[]) =>
  scales
    .map((scale, i) =>
      point(i, scale)
        .map((n) => n.toFixed(1))
        .join(','),
    )
    .join(' ');

/**
 * The six dimension scores (0–100) as a hexagonal radar. The SVG is one labelled image; screen readers get
 * the same numbers from the list the screens render beside it.
 */
export function RadarChart(props: {
  scores: Partial<Record<DimensionId, number>>;
  label: string;
  className?: string;
}) {
  const scales = dimensionIds.map((id) => Math.max(0.02, (props.scores[id] ?? 0) / 100));
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={props.label}
      data-testid="radar-chart"
      className={props.className}
    >
      <g className="text-border" stroke="currentColor" fill="none" strokeWidth="1">
        {[0.25, 0.5, 0.75, 1].map((ring) => (
          <polygon key={ring} points={polygon(dimensionIds.map(() => ring))} />
        ))}
        {dimensionIds.map((id, i) => {
          const [x, y] = point(i, 1);
          return <line key={id} x1={CENTER} y1={CENTER} x2={x.toFixed(1)} y2={y.toFixed(1)} />;
        })}
      </g>
      <polygon
        points={polygon(scales)}
        className="fill-accent/25 stroke-accent"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {scales.map((scale, i) => {
        const [x, y] = point(i, scale);
        return <circle key={i} cx={x.toFixed(1)} cy={y.toFixed(1)} r="4.5" className="fill-accent" />;
      })}
      {dimensionIds.map((id, i) => {
        const [x, y] = point(i, 1.2);
        return (
          <text
            key={id}
            x={x.toFixed(1)}
            y={y.toFixed(1)}
            textAnchor="middle"
            dominantBaseline="middle"
            className="fill-muted-foreground font-sans text-[13px] font-semibold tracking-widest"
          >
            {String(i + 1).padStart(2, '0')}
          </text>
        );
      })}
    </svg>
  );
}
