import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { FormField } from '@web/components/ui/form-field';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { PasswordInput } from '@web/components/ui/form-password-input';
import { FieldError, Input } from '@web/components/ui/input';
import { useAuth } from '@web/lib/auth';
import { AUTH_API_KEY, loadAuthClient, siteUrl } from '@web/lib/auth-client';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { AuthHeader } from '../components/auth-header';
import { FormAlert } from '../components/form-alert';
import { useNext, useWithNext } from '../components/next-param';
import { PasswordRules } from '../components/password-rules';
import { SubmitButton } from '../components/submit-button';
import { TextLink } from '../components/text-link';
import { useZodForm } from '@web/components/forms/use-zod-form';
import { authField } from '../components/auth-field';
import { usePasswordPolicy } from '../components/use-password-policy';
import { authErrorKey, weakPasswordReasons } from '../errors';
import { authErrorVarsFor, FULL_NAME_MAX_LENGTH, signUpSchemaFor, type SignUpValues } from '../forms';
import { afterSignInPath, verifyEmailPath } from '../links';
import { EmailInput } from '../components/email-input';

/**
 * Whether the server confirms new addresses at once (AUTH_AUTOCONFIRM, GoTrue's `mailer_autoconfirm`): then no
 * confirmation link comes, and the screen must not promise one.
 */
function useAutoconfirm(): boolean {
  const { data } = useQuery({
    queryKey: ['auth', 'settings'],
    queryFn: async () => {
      const response = await fetch('/auth/v1/settings', { headers: { apikey: AUTH_API_KEY } });
      if (!response.ok) return null;
      const settings = (await response.json()) as { mailer_autoconfirm?: unknown };
      return { autoconfirm: settings.mailer_autoconfirm === true };
    },
    staleTime: Infinity,
  });
  return data?.autoconfirm ?? false;
}

export default function SignUpScreen() {
  const { t, lang } = useI18n();
  useDocumentMeta(t('auth.signUp.title'), t('auth.signUp.description'));
  const auth = useAuth();
  const navigate = useNavigate();
  const next = useNext();
  const withNext = useWithNext();
  const policy = usePasswordPolicy();
  const alertId = 'sign-up-error';
  const vars = authErrorVarsFor(policy);
  const form = useZodForm<SignUpValues, SignUpValues>({
    schema: signUpSchemaFor(policy),
    defaultValues: { fullName: '', email: '', password: '', consent: false },
    errorText: (key) => t(key as MessageKey, vars),
    alertId,
  });
  const onSubmit = form.onSubmit(async ({ fullName, email, password }) => {
    try {
      const { data, error } = await (
        await loadAuthClient()
      ).signUp({
        email,
        password,
        options: {
          emailRedirectTo: siteUrl(verifyEmailPath(email)),
          data: { full_name: fullName, preferred_language: lang },
        },
      });
      if (error) {
        const reasons = weakPasswordReasons(error);
        if (reasons)
          return form.showProblem(reasons.map(({ key, vars }) => t(key, vars)).join(' '), 'password');
        return form.showProblem(t(authErrorKey(error)));
      }
      // With a session (confirmation off) the auth state moves this screen on; otherwise: check the inbox.
      if (!data.session) navigate(verifyEmailPath(email), { state: { sentAt: Date.now() } });
    } catch (error) {
      form.showProblem(t(authErrorKey(error)));
    }
  });
  const consent = authField(form, alertId, 'consent');
  const autoconfirm = useAutoconfirm();

  if (auth.authenticated && !auth.signingOut) return <Navigate to={afterSignInPath(next)} replace />;

  return (
    <div className="space-y-8">
      <AuthHeader
        eyebrow={t('auth.clientArea')}
        title={t('auth.signUp.title')}
        lead={t('auth.signUp.description')}
      />
      <FormAlert id={alertId} message={form.formError} />
      <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          id="sign-up-name"
          label={t('auth.fields.fullName')}
          {...authField(form, alertId, 'fullName')}
        >
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={FULL_NAME_MAX_LENGTH}
              value={form.values.fullName}
              onChange={(e) => form.change('fullName', e.target.value)}
            />
          )}
        </FormField>
        <FormField id="sign-up-email" label={t('auth.fields.email')} {...authField(form, alertId, 'email')}>
          {(control) => (
            <EmailInput
              {...control}
              value={form.values.email}
              onValueChange={(value) => form.change('email', value)}
            />
          )}
        </FormField>
        <FormField
          id="sign-up-password"
          label={t('auth.fields.password')}
          {...authField(form, alertId, 'password')}
          hint={<PasswordRules password={form.values.password} policy={policy} />}
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="new-password"
              autoComplete="new-password"
              showLabel={t('auth.fields.showPassword')}
              hideLabel={t('auth.fields.hidePassword')}
              value={form.values.password}
              onChange={(e) => form.change('password', e.target.value)}
            />
          )}
        </FormField>
        <div className="space-y-2">
          <div className="flex items-start gap-3">
            <Checkbox
              id="sign-up-consent"
              name="consent"
              className="mt-0.5"
              checked={form.values.consent}
              onChange={(e) => form.change('consent', e.target.checked)}
              aria-invalid={consent.invalid || undefined}
              aria-describedby={consent.error ? 'sign-up-consent-error' : undefined}
            />
            <label htmlFor="sign-up-consent" className="text-sm text-muted-foreground">
              {t('auth.fields.consent')}
            </label>
          </div>
          {consent.error ? <FieldError id="sign-up-consent-error">{consent.error}</FieldError> : null}
        </div>
        <SubmitButton label={t('auth.signUp.submit')} pending={form.pending} />
        <p className="text-center text-sm text-muted-foreground">
          {t(autoconfirm ? 'auth.signUp.nextStepAutoconfirm' : 'auth.signUp.nextStep')}
        </p>
      </form>
      <p className="border-t border-border pt-6 text-center text-sm text-muted-foreground">
        {t('auth.signUp.hasAccount')} <TextLink to={withNext('/auth')}>{t('auth.signUp.signIn')}</TextLink>
      </p>
    </div>
  );
}
