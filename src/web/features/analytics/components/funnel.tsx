import type { AnalyticsReport } from '@contracts/analytics';
import { useId } from 'react';
import { Panel } from '@web/components/ui/admin-panel';
import { formatNumber, formatRatio } from '@web/components/reports/format';
import { useI18n } from '@web/lib/i18n';

/**
 * visit → diagnostic → lead → booking → paid as narrowing bars: each step's width is its share of the
 * period's visitors, with the share of the step before (where visitors drop off). The server counts a step's
 * visitors only if they reached every step before it, so no share exceeds 100 % (capped here all the same).
 */
export function Funnel(props: { report: AnalyticsReport }) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const steps = props.report.funnel;
  const first = steps[0]?.visitors ?? 0;
  return (
    <Panel
      headingId={headingId}
      title={t('analytics.funnel.title')}
      description={t('analytics.funnel.description')}
      className="min-w-0"
    >
      <ol aria-labelledby={headingId} data-testid="analytics-funnel" className="space-y-3">
        {steps.map((step, i) => {
          const share = first > 0 ? step.visitors / first : 0;
          const before = i > 0 ? steps[i - 1]!.visitors : null;
          return (
            <li key={step.step} data-step={step.step} className="space-y-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0">{t(`analytics.funnel.steps.${step.step}`)}</span>
                <span className="shrink-0 font-medium tabular-nums">{formatNumber(step.visitors, lang)}</span>
              </div>
              <div aria-hidden className="h-6 overflow-hidden rounded-md bg-muted">
                <div
                  className="h-full rounded-md bg-accent"
                  style={{
                    width: `${step.visitors > 0 ? Math.max(1.5, share * 100) : 0}%`,
                    opacity: 1 - i * 0.12,
                  }}
                />
              </div>
              {before !== null ? (
                <p className="text-xs text-muted-foreground">
                  {t('analytics.funnel.ofPrevious', {
                    rate: formatRatio(before > 0 ? Math.min(1, step.visitors / before) : null, lang),
                  })}
                  {' · '}
                  {t('analytics.funnel.ofVisitors', { rate: formatRatio(first > 0 ? share : null, lang) })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
