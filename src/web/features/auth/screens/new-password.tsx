import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/form-password-input';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { AccountsNotice } from '../components/accounts-notice';
import { AuthHeader } from '../components/auth-header';
import { PasswordRules } from '../components/password-rules';
import { TextLink } from '../components/text-link';
import { UnavailableSubmit } from '../components/unavailable-submit';
import { useAuthForm } from '../components/use-auth-form';
import { newPasswordSchema } from '../forms';

export default function NewPasswordScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('auth.newPassword.title'), t('auth.newPassword.description'));
  const form = useAuthForm(newPasswordSchema, { password: '', confirm: '' }, 'new-password-error');
  const toggle = { showLabel: t('auth.fields.showPassword'), hideLabel: t('auth.fields.hidePassword') };

  return (
    <div className="space-y-8">
      <AuthHeader
        eyebrow={t('auth.clientArea')}
        title={t('auth.newPassword.title')}
        lead={t('auth.newPassword.description')}
      />
      <AccountsNotice />
      <form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
        <FormField
          id="new-password"
          label={t('auth.fields.newPassword')}
          hint={<PasswordRules password={form.values.password} />}
          {...form.field('password')}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...toggle}
              name="new-password"
              autoComplete="new-password"
              value={form.values.password}
              onChange={(e) => form.set('password', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="new-password-confirm"
          label={t('auth.fields.confirmPassword')}
          {...form.field('confirm')}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...toggle}
              name="confirm-password"
              autoComplete="new-password"
              value={form.values.confirm}
              onChange={(e) => form.set('confirm', e.target.value)}
            />
          )}
        </FormField>
        <UnavailableSubmit label={t('auth.newPassword.submit')} notSent={form.notSent} />
      </form>
      <p className="border-t border-border pt-6 text-center text-sm text-muted-foreground">
        {t('auth.newPassword.linkHint')}{' '}
        <TextLink to="/recuperar-contraseña">{t('auth.newPassword.requestAgain')}</TextLink>
      </p>
    </div>
  );
}
