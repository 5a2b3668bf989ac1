import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { SharedResult } from '@contracts/diagnostic';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { Container, Eyebrow } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { isGone, isShareId } from '@web/lib/diagnostic-queries';
import { useHttpStatus } from '@web/lib/http-status';
import { useI18n } from '@web/lib/i18n';
import { diagnosticKeys, sharedImagePath, sharedQuery, useRevokeShare } from '../api/diagnostic';
import { ScoreOverview, ScoreOverviewSkeleton } from '../components/score-overview';

/**
 * A public, read-only view of a shared result. `?revoke=<token>` (the link in the results e-mail) asks to
 * confirm and then POSTs the revocation: a GET must never revoke, mail scanners open every link.
 */
export default function SharedResultScreen() {
  const { t } = useI18n();
  const { shortId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const revokeToken = params.get('revoke');
  const queryClient = useQueryClient();
  const wellFormed = isShareId(shortId);
  const query = useQuery({ ...sharedQuery(shortId), enabled: wellFormed });
  const revoke = useRevokeShare();
  const [revoked, setRevoked] = useState(false);

  const notFound = !wellFormed || isGone(query.error);
  if (revoked || notFound || query.isError) {
    return <NotAvailable revoked={revoked} />;
  }

  function confirmRevoke() {
    if (!revokeToken) return;
    revoke.mutate(
      { shareId: shortId, token: revokeToken },
      {
        onSuccess: () => {
          setRevoked(true);
          queryClient.removeQueries({ queryKey: diagnosticKeys.shared(shortId) });
        },
      },
    );
  }

  const result = query.data;
  return (
    <Container className="space-y-10 pt-12 pb-16 sm:pt-16">
      <SharedMeta result={result} />
      <header className="space-y-3">
        <Eyebrow>{t('diagnostic.sharedView.eyebrow')}</Eyebrow>
        <h1
          className="font-display text-4xl tracking-tight text-balance sm:text-5xl"
          data-testid="shared-title"
        >
          {result?.name
            ? t('diagnostic.sharedView.titleNamed', { name: result.name })
            : t('diagnostic.sharedView.title')}
        </h1>
      </header>

      {revokeToken ? (
        <section
          aria-labelledby="revoke-heading"
          className="space-y-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-6"
        >
          <h2 id="revoke-heading" className="font-display text-xl">
            {t('diagnostic.sharedView.revokeTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('diagnostic.sharedView.revokeDescription')}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="destructive" onClick={confirmRevoke} disabled={revoke.isPending}>
              {t('diagnostic.sharedView.revokeConfirm')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setParams({}, { replace: true })}>
              {t('diagnostic.sharedView.revokeCancel')}
            </Button>
          </div>
          {revoke.isError ? <Notice tone="error">{t('diagnostic.sharedView.revokeError')}</Notice> : null}
        </section>
      ) : null}

      {result ? (
        <ScoreOverview summary={result} />
      ) : (
        <ScoreOverviewSkeleton label={t('diagnostic.sharedView.loading')} />
      )}

      <Button asChild size="lg">
        <Link to="/diagnostico-marca-profesional">
          {t('diagnostic.shared.start')}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Container>
  );
}

/** Title, description and the score card picture that link previews (Open Graph, Twitter) show. */
function SharedMeta({ result }: { result: SharedResult | undefined }) {
  const { t, lang } = useI18n();
  const vars = result
    ? { score: String(result.overall), level: result.levelText.name[lang], name: result.name ?? '' }
    : null;
  useDocumentMeta(
    vars
      ? t(
          result?.name ? 'diagnostic.sharedView.metaTitleScoreNamed' : 'diagnostic.sharedView.metaTitleScore',
          vars,
        )
      : t('diagnostic.sharedView.metaTitle'),
    result ? result.levelText.description[lang] : t('diagnostic.sharedView.metaDescription'),
    result && vars
      ? {
          path: sharedImagePath(result.shareId, lang),
          alt: t('diagnostic.sharedView.imageAlt', vars),
          width: 1200,
          height: 630,
        }
      : undefined,
  );
  return null;
}

function NotAvailable({ revoked }: { revoked: boolean }) {
  const { t } = useI18n();
  useHttpStatus(404);
  useDocumentMeta(t('diagnostic.shared.meta.title'), t('diagnostic.shared.meta.description'));
  return (
    <Container className="flex min-h-[60vh] flex-col items-start justify-center gap-5 py-20">
      {revoked ? (
        <Notice tone="success" role="status" data-testid="revoked-notice">
          {t('diagnostic.sharedView.revoked')}
        </Notice>
      ) : null}
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Link2Off aria-hidden className="size-5 text-muted-foreground" />
      </span>
      <Eyebrow>{t('diagnostic.shared.code')}</Eyebrow>
      <h1 className="max-w-2xl font-display text-4xl tracking-tight text-balance sm:text-5xl">
        {t('diagnostic.shared.title')}
      </h1>
      <p className="max-w-xl text-lg text-muted-foreground text-pretty">
        {t('diagnostic.shared.description')}
      </p>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button asChild size="lg">
          <Link to="/diagnostico-marca-profesional">
            {t('diagnostic.shared.start')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/app">{t('diagnostic.shared.home')}</Link>
        </Button>
      </div>
    </Container>
  );
}
