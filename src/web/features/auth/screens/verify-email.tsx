import { MailCheck } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { CenteredSpinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/lib/auth';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { AuthHeader } from '../components/auth-header';
import { useNext } from '../components/next-param';
import { ResendConfirmation } from '../components/resend-confirmation';
import { TextLink } from '../components/text-link';
import { ConfirmationLinkFailed, EmailConfirmed } from '../components/verify-link-result';
import { emailFromQuery } from '../forms';
import { afterSignInPath, callbackFor } from '../links';

/** "Check your inbox" after signing up, and the target of the confirmation link (its result). */
export default function VerifyEmailScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('auth.verifyEmail.title'), t('auth.verifyEmail.description'));
  const auth = useAuth();
  const next = useNext();
  const [params] = useSearchParams();
  const email = emailFromQuery(params.get('email'));
  const sentAt = (useLocation().state as { sentAt?: unknown } | null)?.sentAt;
  const callback = callbackFor(auth.urlCallback, '/verificar-email');

  if (callback?.errorCode)
    return (
      <ConfirmationLinkFailed errorCode={callback.errorCode} email={email} signedIn={auth.authenticated} />
    );
  if (callback?.hasSession) {
    if (auth.loading) return <CenteredSpinner label={t('common.loading')} />;
    if (auth.authenticated)
      return <EmailConfirmed email={auth.user?.email ?? email} next={afterSignInPath(next)} />;
    // The fragment carried a session the client could not use (say, the account is gone).
    return <ConfirmationLinkFailed errorCode={auth.urlError?.code ?? null} email={email} signedIn={false} />;
  }
  return <CheckInbox email={email} sentAt={typeof sentAt === 'number' ? sentAt : undefined} />;
}

function CheckInbox({ email, sentAt }: { email: string | null; sentAt?: number }) {
  const { t, tList } = useI18n();
  return (
    <div className="space-y-8">
      <AuthHeader
        eyebrow={t('auth.verifyEmail.eyebrow')}
        title={t('auth.verifyEmail.title')}
        lead={t('auth.verifyEmail.description')}
      />
      <div className="flex items-start gap-4 rounded-2xl border border-border bg-card p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/15">
          <MailCheck aria-hidden className="size-5 text-accent-strong" />
        </span>
        {email ? (
          <p className="min-w-0 text-sm text-muted-foreground">
            {t('auth.verifyEmail.sentTo')}
            <strong
              className="mt-0.5 block font-medium break-all text-foreground"
              data-testid="verify-email-address"
            >
              {email}
            </strong>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('auth.verifyEmail.sentToUnknown')}</p>
        )}
      </div>
      <section aria-labelledby="verify-steps" className="space-y-3">
        <h2 id="verify-steps" className="font-display text-xl">
          {t('auth.verifyEmail.stepsTitle')}
        </h2>
        <ol className="space-y-2.5">
          {tList('auth.verifyEmail.steps').map((step, i) => (
            <li key={step} className="flex gap-3 text-sm">
              <span
                aria-hidden
                className="flex size-6 shrink-0 items-center justify-center rounded-full border border-border text-xs font-medium tabular-nums"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="verify-resend" className="space-y-3 border-t border-border pt-6">
        <h2 id="verify-resend" className="font-display text-xl">
          {t('auth.verifyEmail.notArrived')}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground marker:text-accent">
          {tList('auth.verifyEmail.tips').map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <div className="pt-1">
          <ResendConfirmation id="verify-inbox-resend" email={email} sentAt={sentAt} />
        </div>
        <p className="text-center text-sm text-muted-foreground">
          {t('auth.verifyEmail.wrongAddress')}{' '}
          <TextLink to="/registro">{t('auth.verifyEmail.signUpAgain')}</TextLink>
        </p>
      </section>
    </div>
  );
}
