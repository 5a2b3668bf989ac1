import type { DiagnosticResult } from '@contracts/diagnostic';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarDays, Gauge, Share2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Notice } from '@web/components/ui/form-notice';
import { Container, PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { resultQuery, useRevokeShare } from '../api/diagnostic';
import { dimensionName } from '../components/dimensions';
import { ScoreOverview, ScoreOverviewSkeleton } from '../components/score-overview';
import { lastResultId, loadResultToken } from '../components/storage';

export default function ResultsScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('diagnostic.results.meta.title'), t('diagnostic.results.meta.description'));
  const [params] = useSearchParams();
  const id = params.get('id') ?? lastResultId() ?? '';
  const token = id ? loadResultToken(id) : null;
  const query = useQuery({ ...resultQuery(id, token ?? ''), enabled: Boolean(id && token) });

  return (
    <Container className="space-y-10 pt-12 pb-16 sm:pt-16">
      <PageHeader eyebrow={t('diagnostic.results.eyebrow')} title={t('diagnostic.results.title')} />
      {!token ? (
        <NoResults
          title={t('diagnostic.results.noTokenTitle')}
          description={t('diagnostic.results.noTokenDescription')}
        />
      ) : query.data ? (
        <ResultView result={query.data} token={token} />
      ) : query.isError ? (
        <NoResults
          title={t('diagnostic.results.loadError')}
          description={t('diagnostic.results.noTokenDescription')}
        />
      ) : (
        <ScoreOverviewSkeleton label={t('diagnostic.results.loading')} />
      )}
    </Container>
  );
}

function NoResults(props: { title: string; description: string }) {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={Gauge}
      title={props.title}
      description={props.description}
      className="bg-card py-16"
      action={
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/diagnostico-cuestionario">
              {t('diagnostic.results.start')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/diagnostico-marca-profesional">{t('diagnostic.results.learnMore')}</Link>
          </Button>
        </div>
      }
    />
  );
}

function ResultView({ result, token }: { result: DiagnosticResult; token: string }) {
  const { t, lang } = useI18n();
  const revoke = useRevokeShare();
  const [shared, setShared] = useState(result.shared);
  const [status, setStatus] = useState<string | null>(null);
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}/shared/${result.shareId}`;

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('diagnostic.sharedView.title'), url });
        return;
      } catch {
        // Cancelled or not allowed: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission: the URL is shown in the status anyway.
    }
    setStatus(t('diagnostic.results.copied', { url }));
  }

  function stopSharing() {
    revoke.mutate(
      { shareId: result.shareId, token },
      {
        onSuccess: () => {
          setShared(false);
          setStatus(t('diagnostic.results.stopped'));
        },
      },
    );
  }

  return (
    <div className="space-y-12">
      <ScoreOverview summary={result} />

      <div className="grid gap-8 sm:grid-cols-2">
        <DimensionList title={t('diagnostic.results.strongest')} ids={result.strongest} testId="strongest" />
        <DimensionList title={t('diagnostic.results.weakest')} ids={result.weakest} testId="weakest" />
      </div>

      {result.recommendations.length > 0 ? (
        <section aria-labelledby="recommendations" className="space-y-4">
          <h2 id="recommendations" className="font-display text-2xl">
            {t('diagnostic.results.recommendations')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {result.recommendations.map((rec) => (
              <li
                key={`${rec.dimension}-${rec.service}`}
                className="space-y-3 rounded-2xl border border-border bg-card p-5"
              >
                <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {t(dimensionName(rec.dimension))}
                </p>
                <h3 className="font-medium">{rec.title[lang]}</h3>
                <p className="text-sm text-muted-foreground">{rec.body[lang]}</p>
                <Button asChild size="sm" variant="outline">
                  <Link to={`/calendar-booking?service=${encodeURIComponent(rec.service)}`}>
                    <CalendarDays aria-hidden />
                    {t('diagnostic.results.book')}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="share" className="space-y-3 rounded-2xl bg-muted/60 p-6">
        <h2 id="share" className="font-display text-xl">
          {t('diagnostic.results.shareHeading')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {shared ? t('diagnostic.results.shareLead') : t('diagnostic.results.notShared')}
        </p>
        {shared ? (
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={() => void share()} data-testid="share-result">
              <Share2 aria-hidden />
              {t('diagnostic.results.share')}
            </Button>
            <Button type="button" variant="outline" onClick={stopSharing} disabled={revoke.isPending}>
              <Link2Off aria-hidden />
              {t('diagnostic.results.stopSharing')}
            </Button>
          </div>
        ) : null}
        <p role="status" className="text-sm break-all" data-testid="share-status" data-share-url={url}>
          {status}
        </p>
        {revoke.isError ? <Notice tone="error">{t('diagnostic.sharedView.revokeError')}</Notice> : null}
      </section>

      <Button asChild variant="ghost">
        <Link to="/diagnostico-cuestionario">{t('diagnostic.results.retake')}</Link>
      </Button>
    </div>
  );
}

function DimensionList(props: { title: string; ids: DiagnosticResult['strongest']; testId: string }) {
  const { t } = useI18n();
  return (
    <section className="space-y-3">
      <h2 className="font-display text-xl">{props.title}</h2>
      <ol className="list-decimal space-y-1 pl-5" data-testid={props.testId}>
        {props.ids.map((id) => (
          <li key={id}>{t(dimensionName(id))}</li>
        ))}
      </ol>
    </section>
  );
}
