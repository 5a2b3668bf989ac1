import { useState } from 'react';
import { Navigate } from 'react-router';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/form-password-input';
import { CenteredSpinner } from '@web/components/ui/spinner';
import { useAssurance } from '@web/lib/assurance';
import { useAuth } from '@web/lib/auth';
import { loadAuthClient } from '@web/lib/auth-client';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { AuthHeader } from '../components/auth-header';
import { FormAlert } from '../components/form-alert';
import { useNext, useWithNext } from '../components/next-param';
import { ResendConfirmation } from '../components/resend-confirmation';
import { SubmitButton } from '../components/submit-button';
import { TextLink } from '../components/text-link';
import { useZodForm } from '@web/components/forms/use-zod-form';
import { authField } from '../components/auth-field';
import { authErrorCode, authErrorKey } from '../errors';
import { authErrorVars, signInSchema, type SignInValues } from '../forms';
import { afterSignInPath, FORGOT_PASSWORD_PATH } from '../links';
import { EmailInput } from '../components/email-input';
import { CodeStep } from '../mfa/code-step';
import { endThisSession } from '../mfa/sign-out';

export default function SignInScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('auth.signIn.title'), t('auth.signIn.description'));
  const auth = useAuth();
  const next = useNext();
  const withNext = useWithNext();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const alertId = 'sign-in-error';
  const form = useZodForm<SignInValues, SignInValues>({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    errorText: (key) => t(key as MessageKey, authErrorVars),
    alertId,
  });
  const onSubmit = form.onSubmit(async (data) => {
    setUnconfirmed(null);
    try {
      const { error } = await (await loadAuthClient()).signInWithPassword(data);
      if (!error) return; // Signed in: the auth state changes and this screen moves on.
      if (authErrorCode(error) === 'email_not_confirmed') setUnconfirmed(data.email);
      form.showProblem(t(authErrorKey(error)));
    } catch (error) {
      form.showProblem(t(authErrorKey(error)));
    }
  });

  const assurance = useAssurance();

  // Signed in (or just now): an account with an authenticator app owes its code first; then on to where the
  // person was going. An e-mail link's session sent here (SignInCompletion) takes the same step.
  if (auth.authenticated && !auth.signingOut) {
    if (assurance.loading) return <CenteredSpinner label={t('common.loading')} />;
    if (assurance.needsCode) return <CodeStep onCancel={() => endThisSession(auth.signOut)} />;
    return <Navigate to={afterSignInPath(next)} replace />;
  }

  return (
    <div className="space-y-8">
      <AuthHeader
        eyebrow={t('auth.clientArea')}
        title={t('auth.signIn.title')}
        lead={t('auth.signIn.description')}
      />
      <FormAlert id={alertId} message={form.formError}>
        {unconfirmed ? (
          <div className="mt-3 space-y-2">
            <p>{t('auth.signIn.unconfirmedHint')}</p>
            <ResendConfirmation id="sign-in-resend" email={unconfirmed} />
          </div>
        ) : null}
      </FormAlert>
      <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField id="sign-in-email" label={t('auth.fields.email')} {...authField(form, alertId, 'email')}>
          {(control) => (
            <EmailInput
              {...control}
              autoComplete="username"
              value={form.values.email}
              onValueChange={(value) => form.change('email', value)}
            />
          )}
        </FormField>
        <FormField
          id="sign-in-password"
          label={t('auth.fields.password')}
          {...authField(form, alertId, 'password')}
          labelAside={
            <TextLink quiet to={withNext(FORGOT_PASSWORD_PATH)} className="text-sm">
              {t('auth.signIn.forgot')}
            </TextLink>
          }
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              showLabel={t('auth.fields.showPassword')}
              hideLabel={t('auth.fields.hidePassword')}
              value={form.values.password}
              onChange={(e) => form.change('password', e.target.value)}
            />
          )}
        </FormField>
        <SubmitButton label={t('auth.signIn.submit')} pending={form.pending} />
      </form>
      <p className="border-t border-border pt-6 text-center text-sm text-muted-foreground">
        {t('auth.signIn.noAccount')}{' '}
        <TextLink to={withNext('/registro')}>{t('auth.signIn.createAccount')}</TextLink>
      </p>
    </div>
  );
}
