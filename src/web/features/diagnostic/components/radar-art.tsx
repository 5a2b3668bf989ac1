import { dimensionIds } from './dimensions';

const SIZE = 400;
const CENTER = SIZE / 2;
const RADIUS = 150;
/** The shape is artwork: an illustrative profile, not anyone's result. */
const SHAPE = [0.82, 0.56, 0.72, 0.44, 0.66, 0.52];

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

/** A hexagonal radar drawn with the theme's colours; its labels are the dimension numbers 01–06. */
export function RadarArt(props: { label: string; className?: string }) {
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={props.label} className={props.className}>
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
        points={polygon(SHAPE)}
        className="fill-accent/20 stroke-accent"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {SHAPE.map((scale, i) => {
        const [x, y] = point(i, scale);
        return <circle key={i} cx={x.toFixed(1)} cy={y.toFixed(1)} r="4.5" className="fill-accent" />;
      })}
      {dimensionIds.map((id, i) => {
        const [x, y] = point(i, 1.16);
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
