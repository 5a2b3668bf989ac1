import type { DiagnosticResult } from '@contracts/diagnostic';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarDays, Gauge } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Container, PageHeader } from '@web/components/ui/layout';
import { useAuth } from '@web/lib/auth';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { myResultQuery, resultQuery, type ResultAccess } from '../api/diagnostic';
import { dimensionName } from '../components/dimensions';
import { ScoreOverview, ScoreOverviewSkeleton } from '../components/score-overview';
import { SharePanel } from '../components/share-panel';
import { lastResultId, loadResultToken, storeLinkToken } from '../components/storage';

export default function ResultsScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? lastResultId() ?? '';
  // Keyed by the result: another result read afresh, with its own token.
  return <ResultsFor key={id} id={id} />;
}

function ResultsFor({ id }: { id: string }) {
  const { t } = useI18n();
  useDocumentMeta(t('diagnostic.results.meta.title'), t('diagnostic.results.meta.description'));
  const auth = useAuth();
  // The private link of the results e-mail carries its token in the fragment: kept for this tab only, then
  // dropped from the address bar (so it is not bookmarked or copied by accident).
  const [token] = useState(() => {
    const fromLink = readLinkToken();
    if (fromLink && id) {
      storeLinkToken(id, fromLink);
      return fromLink;
    }
    return id ? loadResultToken(id) : null;
  });
  useEffect(() => {
    if (readLinkToken())
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
  }, []);
  const byToken = useQuery({ ...resultQuery(id, token ?? ''), enabled: Boolean(id && token) });
  // Signed in: the person's own results open on any device, without a token (ADR 023).
  const viaAccount = Boolean(id && auth.authenticated && (!token || byToken.isError));
  const byAccount = useQuery({ ...myResultQuery(id), enabled: viaAccount });
  const query = viaAccount ? byAccount : byToken;
  const access: ResultAccess = viaAccount ? { kind: 'account' } : { kind: 'token', token: token ?? '' };
  const waiting = (!token && auth.loading) || (Boolean(token || viaAccount) && query.isPending);

  return (
    <Container className="space-y-10 pt-12 pb-16 sm:pt-16">
      <PageHeader eyebrow={t('diagnostic.results.eyebrow')} title={t('diagnostic.results.title')} />
      {query.data && (token || viaAccount) ? (
        <ResultView result={query.data} access={access} />
      ) : waiting ? (
        <ScoreOverviewSkeleton label={t('diagnostic.results.loading')} />
      ) : query.isError ? (
        <NoResults
          title={t('diagnostic.results.loadError')}
          description={t(
            viaAccount ? 'diagnostic.results.notYoursDescription' : 'diagnostic.results.noTokenDescription',
          )}
          signIn={!auth.authenticated}
        />
      ) : (
        <NoResults
          title={t('diagnostic.results.noTokenTitle')}
          description={t(
            auth.authenticated ? 'diagnostic.results.noIdSignedIn' : 'diagnostic.results.noTokenDescription',
          )}
          signIn={!auth.authenticated}
          dashboard={auth.authenticated}
        />
      )}
    </Container>
  );
}

/** `#token=<private link token>` of the results e-mail's link, if the page was opened with one. */
function readLinkToken(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.hash.slice(1)).get('token');
}

function NoResults(props: { title: string; description: string; signIn?: boolean; dashboard?: boolean }) {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <EmptyState
      icon={Gauge}
      title={props.title}
      description={props.description}
      className="bg-card py-16"
      action={
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {props.dashboard ? (
            <Button asChild>
              <Link to="/dashboard">{t('diagnostic.results.toDashboard')}</Link>
            </Button>
          ) : null}
          <Button asChild variant={props.dashboard ? 'outline' : 'default'}>
            <Link to="/diagnostico-cuestionario">
              {t('diagnostic.results.start')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          {props.signIn ? (
            <Button asChild variant="outline">
              <Link to={`/auth?next=${encodeURIComponent(`/diagnostico-resultados${location.search}`)}`}>
                {t('diagnostic.results.signIn')}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link to="/diagnostico-marca-profesional">{t('diagnostic.results.learnMore')}</Link>
          </Button>
        </div>
      }
    />
  );
}

function ResultView({ result, access }: { result: DiagnosticResult; access: ResultAccess }) {
  const { t, lang } = useI18n();
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
        <SharePanel result={result} access={access} />
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
