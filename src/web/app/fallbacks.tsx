import { CenteredSpinner } from '@web/components/ui/spinner';
import { Container } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import type { FallbackName } from './routes';

function QuestionnaireSkeleton() {
  return (
    <Container className="max-w-2xl space-y-8 pt-12 pb-16 sm:pt-16">
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-9 w-3/4" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-3">
          <Skeleton className="h-5 w-2/3" />
          <div className="flex gap-2">
            {[0, 1, 2, 3, 4].map((j) => (
              <Skeleton key={j} className="h-11 flex-1" />
            ))}
          </div>
        </div>
      ))}
    </Container>
  );
}

function ResultsSkeleton() {
  return (
    <Container className="grid gap-8 pt-12 pb-16 sm:pt-16 md:grid-cols-2">
      <div className="space-y-4">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="aspect-square w-full rounded-full" />
    </Container>
  );
}

export function ScreenFallback({ kind }: { kind: FallbackName }) {
  const { t } = useI18n();
  const label = t('common.loading');
  if (kind === 'questionnaire')
    return (
      <div role="status" aria-label={label}>
        <QuestionnaireSkeleton />
      </div>
    );
  if (kind === 'results')
    return (
      <div role="status" aria-label={label}>
        <ResultsSkeleton />
      </div>
    );
  return <CenteredSpinner label={label} />;
}
