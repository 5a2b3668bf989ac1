import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { PasswordInput } from '@web/components/ui/form-password-input';
import { CenteredSpinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/lib/auth';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { AuthHeader } from '../components/auth-header';
import { FormAlert } from '../components/form-alert';
import { PasswordRules } from '../components/password-rules';
import { SubmitButton } from '../components/submit-button';
import { TextLink } from '../components/text-link';
import { useZodForm } from '@web/components/forms/use-zod-form';
import { authField } from '../components/auth-field';
import { usePasswordPolicy } from '../components/use-password-policy';
import { authErrorCode, authErrorKey, weakPasswordReasons } from '../errors';
import { authErrorVarsFor, newPasswordSchemaFor, type NewPasswordValues } from '../forms';
import { callbackFor, FORGOT_PASSWORD_PATH, NEW_PASSWORD_PATH } from '../links';

/** After saving, the dashboard follows on its own after this long (the button goes at once). */
const CONTINUE_AFTER_MS = 2500;

/** Reached through the password-recovery link: the person is signed in and sets a new password. */
export default function NewPasswordScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('auth.newPassword.title'), t('auth.newPassword.description'));
  const auth = useAuth();
  const [saved, setSaved] = useState(false);
  // Saving the password ends the recovery; the form stays until the answer is shown.
  const [unlocked, setUnlocked] = useState(false);
  if (auth.authenticated && auth.recovery && !unlocked) setUnlocked(true);
  const callback = callbackFor(auth.urlCallback, NEW_PASSWORD_PATH);

  let body;
  if (saved) body = <PasswordSaved />;
  else if (auth.loading) body = <CenteredSpinner label={t('common.loading')} />;
  else if (callback?.errorCode)
    body = (
      <NoRecovery
        message={t(
          callback.errorCode === 'otp_expired' ? 'auth.apiErrors.otpExpired' : 'auth.newPassword.invalidLink',
        )}
      />
    );
  else if (!auth.authenticated || !unlocked) body = <NoRecovery message={t('auth.newPassword.noSession')} />;
  else body = <NewPasswordForm onSaved={() => setSaved(true)} />;

  return (
    <div className="space-y-8">
      <AuthHeader
        eyebrow={t('auth.clientArea')}
        title={t('auth.newPassword.title')}
        lead={t('auth.newPassword.description')}
      />
      {body}
    </div>
  );
}

function NoRecovery({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <div className="space-y-6" data-testid="no-recovery-session">
      <Notice tone="info">
        <p>{message}</p>
      </Notice>
      <Button asChild size="lg" className="w-full">
        <Link to={FORGOT_PASSWORD_PATH}>{t('auth.newPassword.requestAgain')}</Link>
      </Button>
    </div>
  );
}

function PasswordSaved() {
  const { t } = useI18n();
  const navigate = useNavigate();
  useEffect(() => {
    const id = window.setTimeout(() => navigate('/dashboard', { replace: true }), CONTINUE_AFTER_MS);
    return () => window.clearTimeout(id);
  }, [navigate]);
  return (
    <div className="space-y-6" data-testid="password-saved">
      <div role="status" className="flex items-start gap-4 rounded-2xl border border-border bg-card p-5">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-strong" />
        <div className="space-y-1 text-sm">
          <p className="font-medium">{t('auth.newPassword.saved.title')}</p>
          <p className="text-muted-foreground">{t('auth.newPassword.saved.body')}</p>
        </div>
      </div>
      <Button asChild size="lg" className="w-full">
        <Link to="/dashboard" replace>
          {t('auth.verifyEmail.confirmed.continue')}
        </Link>
      </Button>
    </div>
  );
}

function NewPasswordForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useI18n();
  const auth = useAuth();
  const toggle = { showLabel: t('auth.fields.showPassword'), hideLabel: t('auth.fields.hidePassword') };
  const policy = usePasswordPolicy();
  const alertId = 'new-password-form-error';
  const vars = authErrorVarsFor(policy);
  const form = useZodForm<NewPasswordValues, NewPasswordValues>({
    schema: newPasswordSchemaFor(policy),
    defaultValues: { password: '', confirm: '' },
    errorText: (key) => t(key as MessageKey, vars),
    alertId,
  });
  const onSubmit = form.onSubmit(async ({ password }) => {
    try {
      const { error } = await (await auth.client()).updateUser({ password });
      if (!error) return onSaved();
      const reasons = weakPasswordReasons(error);
      if (reasons)
        return form.showProblem(reasons.map(({ key, vars }) => t(key, vars)).join(' '), 'password');
      if (authErrorCode(error) === 'same_password')
        return form.showProblem(t('auth.apiErrors.samePassword'), 'password');
      form.showProblem(t(authErrorKey(error)));
    } catch (error) {
      form.showProblem(t(authErrorKey(error)));
    }
  });
  return (
    <>
      <FormAlert id={alertId} message={form.formError} />
      <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {auth.user?.email ? (
          // Lets password managers store the new password under the right account.
          <input type="hidden" name="username" autoComplete="username" value={auth.user.email} />
        ) : null}
        <FormField
          id="new-password"
          label={t('auth.fields.newPassword')}
          hint={<PasswordRules password={form.values.password} policy={policy} />}
          {...authField(form, alertId, 'password')}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...toggle}
              name="new-password"
              autoComplete="new-password"
              value={form.values.password}
              onChange={(e) => form.change('password', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="new-password-confirm"
          label={t('auth.fields.confirmPassword')}
          {...authField(form, alertId, 'confirm')}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...toggle}
              name="confirm-password"
              autoComplete="new-password"
              value={form.values.confirm}
              onChange={(e) => form.change('confirm', e.target.value)}
            />
          )}
        </FormField>
        <SubmitButton label={t('auth.newPassword.submit')} pending={form.pending} />
      </form>
      <p className="border-t border-border pt-6 text-center text-sm text-muted-foreground">
        {t('auth.newPassword.linkHint')}{' '}
        <TextLink to={FORGOT_PASSWORD_PATH}>{t('auth.newPassword.requestAgain')}</TextLink>
      </p>
    </>
  );
}
