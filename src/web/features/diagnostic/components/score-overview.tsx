import type { LevelText, ScoreSummary } from '@contracts/diagnostic';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { dimensionIds, dimensionName } from './dimensions';
import { RadarChart } from './radar-chart';

/** Overall score, level with its meaning, the radar chart and its accessible list of dimension scores. */
export function ScoreOverview({
  summary,
}: {
  summary: Pick<ScoreSummary, 'overall' | 'level' | 'dimensions'> & { levelText: LevelText };
}) {
  const { t, lang } = useI18n();
  return (
    <div className="grid gap-8 md:grid-cols-2 md:items-center">
      <div className="space-y-5">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{t('diagnostic.results.overall')}</p>
          <p className="font-display text-6xl tracking-tight tabular-nums" data-testid="overall-score">
            {summary.overall}
            <span className="ml-2 text-lg text-muted-foreground">{t('diagnostic.results.outOf')}</span>
          </p>
        </div>
        <div className="space-y-1">
          <p className="text-sm font-medium text-muted-foreground">{t('diagnostic.results.level')}</p>
          <p className="text-2xl font-semibold" data-testid="level">
            {summary.levelText.name[lang]}
          </p>
          <p className="text-muted-foreground text-pretty">{summary.levelText.description[lang]}</p>
        </div>
      </div>
      <div>
        <RadarChart
          scores={summary.dimensions}
          label={t('diagnostic.results.chartLabel')}
          className="mx-auto w-full max-w-sm"
        />
      </div>
      <section aria-labelledby="dimension-scores" className="md:col-span-2">
        <h2 id="dimension-scores" className="font-display text-xl">
          {t('diagnostic.results.dimensionsHeading')}
        </h2>
        <ol className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="dimension-scores">
          {dimensionIds.map((id, i) => {
            const score = summary.dimensions[id] ?? 0;
            return (
              <li key={id} className="space-y-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span>
                    <span className="mr-2 font-semibold text-muted-foreground tabular-nums">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                    {t(dimensionName(id))}
                  </span>
                  <span className="font-semibold tabular-nums">{score}</span>
                </div>
                <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
                  <div className="h-full rounded-full bg-accent" style={{ width: `${score}%` }} />
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

export function ScoreOverviewSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-8 md:grid-cols-2" aria-busy="true" aria-label={label}>
      <div className="space-y-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-16 w-40" />
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-16 w-full" />
      </div>
      <Skeleton className="aspect-square w-full max-w-sm" />
    </div>
  );
}
