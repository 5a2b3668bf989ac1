import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { loadAuthClient, siteUrl } from '@web/lib/auth-client';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { AuthHeader } from '../components/auth-header';
import { FormAlert } from '../components/form-alert';
import { useWithNext } from '../components/next-param';
import { SubmitButton } from '../components/submit-button';
import { TextLink } from '../components/text-link';
import { useZodForm } from '@web/components/forms/use-zod-form';
import { authField } from '../components/auth-field';
import { authErrorKey, isTransientAuthError } from '../errors';
import { authErrorVars, forgotPasswordSchema, type ForgotPasswordValues } from '../forms';
import { NEW_PASSWORD_PATH } from '../links';
import { EmailInput } from '../components/email-input';

export default function ForgotPasswordScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('auth.forgotPassword.title'), t('auth.forgotPassword.description'));
  const withNext = useWithNext();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const alertId = 'forgot-password-error';
  const form = useZodForm<ForgotPasswordValues, ForgotPasswordValues>({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    errorText: (key) => t(key as MessageKey, authErrorVars),
    alertId,
  });
  const onSubmit = form.onSubmit(async ({ email }) => {
    try {
      const { error } = await (
        await loadAuthClient()
      ).resetPasswordForEmail(email, { redirectTo: siteUrl(NEW_PASSWORD_PATH) });
      // Whether an account exists is never told; only limits and faults are (they reveal nothing).
      if (error && isTransientAuthError(error)) return form.showProblem(t(authErrorKey(error)));
      setSentTo(email);
    } catch (error) {
      form.showProblem(t(authErrorKey(error)));
    }
  });

  return (
    <div className="space-y-8">
      <AuthHeader
        eyebrow={t('auth.clientArea')}
        title={t('auth.forgotPassword.title')}
        lead={t('auth.forgotPassword.description')}
      />
      {sentTo ? (
        <LinkSent email={sentTo} onAgain={() => setSentTo(null)} />
      ) : (
        <>
          <FormAlert id={alertId} message={form.formError} />
          <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
            <FormField
              id="forgot-password-email"
              label={t('auth.fields.email')}
              hint={t('auth.forgotPassword.privacy')}
              {...authField(form, alertId, 'email')}
            >
              {(control) => (
                <EmailInput
                  {...control}
                  value={form.values.email}
                  onValueChange={(value) => form.change('email', value)}
                />
              )}
            </FormField>
            <SubmitButton label={t('auth.forgotPassword.submit')} pending={form.pending} />
          </form>
        </>
      )}
      <p className="border-t border-border pt-6 text-center text-sm text-muted-foreground">
        {t('auth.forgotPassword.remembered')}{' '}
        <TextLink to={withNext('/auth')}>{t('auth.forgotPassword.signIn')}</TextLink>
      </p>
    </div>
  );
}

/** The same answer whether or not an account uses the address. */
function LinkSent(props: { email: string; onAgain: () => void }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="space-y-4 rounded-2xl border border-border bg-card p-5 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="reset-link-sent"
    >
      <div className="flex items-start gap-4">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-strong" />
        <div className="min-w-0 space-y-1 text-sm">
          <p className="font-medium">{t('auth.forgotPassword.sent.title')}</p>
          <p className="text-muted-foreground">
            {t('auth.forgotPassword.sent.body', { email: props.email })}
          </p>
        </div>
      </div>
      <Button type="button" variant="outline" className="w-full" onClick={props.onAgain}>
        {t('auth.forgotPassword.sent.again')}
      </Button>
    </div>
  );
}
