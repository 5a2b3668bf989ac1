import { dateTimeFormat } from '@contracts/intl';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ArrowRight, ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Notice } from '@web/components/ui/form-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { localeOf } from '@web/lib/format';
import { myResultsQuery } from '../api/diagnostic';
import { SharePanel } from './share-panel';

/**
 * The dashboard's "Your diagnostic results": every result taken with the account's confirmed e-mail, newest
 * first, with score, date, a link to the full results and its share state (ADR 023).
 */
export function MyDiagnosticSection() {
  const { t, lang } = useI18n();
  const mine = useQuery(myResultsQuery());
  const d = 'diagnostic.mine';
  const date = dateTimeFormat(localeOf(lang), { dateStyle: 'long' });

  let body;
  if (mine.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-48 rounded-2xl" />
        ))}
      </div>
    );
  } else if (mine.isError) {
    body = (
      <Notice tone="error" icon={AlertCircle} title={t(`${d}.errorTitle`)}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void mine.refetch()}
        >
          {t('common.error.retry')}
        </Button>
      </Notice>
    );
  } else if (mine.data.results.length === 0) {
    body = (
      <EmptyState
        icon={ClipboardCheck}
        title={t(`${d}.emptyTitle`)}
        description={t(`${d}.emptyHint`)}
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/diagnostico-marca-profesional">{t(`${d}.take`)}</Link>
          </Button>
        }
        className="py-10"
      />
    );
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2" data-testid="my-diagnostic-results">
        {mine.data.results.map((result) => (
          <li key={result.id} data-testid="my-diagnostic-result">
            <Card className="h-full">
              <CardContent className="space-y-4 p-5">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-display text-3xl" data-testid="my-diagnostic-score">
                    {t(`${d}.score`, { score: result.overall })}
                  </p>
                  <p className="text-sm text-muted-foreground">{date.format(new Date(result.createdAt))}</p>
                </div>
                <p className="text-sm">
                  <span className="font-medium">{result.levelText.name[lang]}</span>
                </p>
                <Button asChild variant="ghost" size="sm" className="-ml-3">
                  <Link to={`/diagnostico-resultados?id=${encodeURIComponent(result.id)}`}>
                    {t(`${d}.open`)}
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
                <SharePanel result={result} access={{ kind: 'account' }} compact />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="dashboard-diagnostic" className="space-y-5" data-testid="my-diagnostic">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id="dashboard-diagnostic" className="font-display text-2xl">
            {t(`${d}.title`)}
          </h2>
          <p className="text-sm text-muted-foreground">{t(`${d}.description`)}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/diagnostico-cuestionario">{t(`${d}.retake`)}</Link>
        </Button>
      </div>
      {body}
    </section>
  );
}
