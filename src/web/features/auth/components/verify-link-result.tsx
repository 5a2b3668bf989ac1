import { CircleCheck, MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { AuthHeader } from './auth-header';
import { ResendConfirmation } from './resend-confirmation';
import { TextLink } from './text-link';

/** The confirmation link worked: the e-mail is confirmed and the person is signed in. */
export function EmailConfirmed(props: { email: string | null; next: string }) {
  const { t } = useI18n();
  return (
    <div className="space-y-8" data-testid="email-confirmed">
      <AuthHeader
        eyebrow={t('auth.verifyEmail.confirmed.eyebrow')}
        title={t('auth.verifyEmail.confirmed.title')}
        lead={t('auth.verifyEmail.confirmed.description')}
      />
      <div role="status" className="flex items-start gap-4 rounded-2xl border border-border bg-card p-5">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-strong" />
        <p className="min-w-0 text-sm text-muted-foreground">
          {t('auth.verifyEmail.confirmed.signedInAs')}
          {props.email ? (
            <strong className="mt-0.5 block font-medium break-all text-foreground">{props.email}</strong>
          ) : null}
        </p>
      </div>
      <Button asChild size="lg" className="w-full">
        <Link to={props.next}>{t('auth.verifyEmail.confirmed.continue')}</Link>
      </Button>
    </div>
  );
}

/** The confirmation link failed: expired or already used (otp_expired), or otherwise invalid. */
export function ConfirmationLinkFailed(props: {
  errorCode: string | null;
  email: string | null;
  signedIn: boolean;
}) {
  const { t } = useI18n();
  const expired = props.errorCode === 'otp_expired';
  return (
    <div className="space-y-8" data-testid="confirmation-link-failed">
      <AuthHeader
        eyebrow={t('auth.verifyEmail.eyebrow')}
        title={t(expired ? 'auth.verifyEmail.expired.title' : 'auth.verifyEmail.invalid.title')}
        lead={t(expired ? 'auth.verifyEmail.expired.description' : 'auth.verifyEmail.invalid.description')}
      />
      {props.signedIn ? (
        <div className="flex items-start gap-4 rounded-2xl border border-border bg-card p-5 text-sm">
          <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-strong" />
          <p className="text-muted-foreground">
            {t('auth.verifyEmail.expired.alreadySignedIn')}{' '}
            <TextLink to="/dashboard">{t('auth.verifyEmail.confirmed.continue')}</TextLink>
          </p>
        </div>
      ) : null}
      <section aria-labelledby="verify-failed-resend" className="space-y-3">
        <h2 id="verify-failed-resend" className="font-display text-xl">
          {t('auth.verifyEmail.expired.resendTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t(props.email ? 'auth.verifyEmail.expired.resendHint' : 'auth.verifyEmail.expired.askEmail')}
        </p>
        <ResendConfirmation id="verify-failed" email={props.email} />
      </section>
      <p className="border-t border-border pt-6 text-center text-sm text-muted-foreground">
        {t('auth.verifyEmail.expired.confirmedAlready')}{' '}
        <TextLink to="/auth">{t('auth.signUp.signIn')}</TextLink>
      </p>
    </div>
  );
}
