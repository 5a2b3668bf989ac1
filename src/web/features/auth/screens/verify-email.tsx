import { MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { AccountsNotice } from '../components/accounts-notice';
import { AuthHeader } from '../components/auth-header';
import { TextLink } from '../components/text-link';
import { emailFromQuery } from '../forms';

export default function VerifyEmailScreen() {
  const { t, tList } = useI18n();
  useDocumentMeta(t('auth.verifyEmail.title'), t('auth.verifyEmail.description'));
  const [params] = useSearchParams();
  const email = emailFromQuery(params.get('email'));

  return (
    <div className="space-y-8">
      <AuthHeader
        eyebrow={t('auth.verifyEmail.eyebrow')}
        title={t('auth.verifyEmail.title')}
        lead={t('auth.verifyEmail.description')}
      />
      <AccountsNotice withoutForm />
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
        <div className="space-y-2 pt-1">
          <Button
            type="button"
            variant="outline"
            className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled="true"
            aria-describedby="verify-resend-why"
          >
            {t('auth.verifyEmail.resend')}
          </Button>
          <p id="verify-resend-why" className="text-center text-xs text-muted-foreground">
            {t('auth.verifyEmail.resendUnavailable')}
          </p>
        </div>
        <p className="text-center text-sm text-muted-foreground">
          {t('auth.verifyEmail.wrongAddress')}{' '}
          <TextLink to="/registro">{t('auth.verifyEmail.signUpAgain')}</TextLink>
        </p>
      </section>
    </div>
  );
}
