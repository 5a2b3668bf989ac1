import type { LeadStats, LeadStatus } from '@contracts/leads';
import { useI18n } from '@web/lib/i18n';
import { formatNumber, statusKey } from './format';

export const funnelStages: LeadStatus[] = ['new', 'contacted', 'qualified', 'won'];

const WIDTH = 360;
const ROW = 30;
const LABEL = 84;

/** Horizontal bars, widest first: how many leads ever reached each stage. Numbers are also in the table. */
export function FunnelChart(props: { stats: LeadStats }) {
  const { t, lang } = useI18n();
  const { reached } = props.stats;
  const max = Math.max(1, reached.new);
  const height = funnelStages.length * ROW;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={t('admin.leads.advanced.funnel.svgLabel')}
    >
      {funnelStages.map((stage, i) => {
        const count = reached[stage] ?? 0;
        const share = Math.round((count / max) * 100);
        const barMax = WIDTH - LABEL - 40;
        const w = count === 0 ? 0 : Math.max(3, (count / max) * barMax);
        // Centred bars narrow like a funnel.
        const x = LABEL + (barMax - w) / 2;
        const y = i * ROW + 5;
        const label = t(statusKey(stage));
        return (
          <g key={stage}>
            <title>{t('admin.leads.advanced.funnel.barTitle', { stage: label, count, share })}</title>
            <text x={0} y={y + 13} className="fill-foreground text-[11px]">
              {label}
            </text>
            <rect x={LABEL} y={y} width={barMax} height={ROW - 10} rx={4} className="fill-muted" />
            <rect x={x} y={y} width={w} height={ROW - 10} rx={4} className="fill-accent/70" />
            <text
              x={WIDTH - 4}
              y={y + 13}
              textAnchor="end"
              className="fill-foreground text-[11px] font-medium tabular-nums"
            >
              {formatNumber(count, lang)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
