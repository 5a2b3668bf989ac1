import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/form-password-input';
import { Input } from '@web/components/ui/input';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { AccountsNotice } from '../components/accounts-notice';
import { AuthHeader } from '../components/auth-header';
import { FormAlert } from '../components/form-alert';
import { useWithNext } from '../components/next-param';
import { TextLink } from '../components/text-link';
import { UnavailableSubmit } from '../components/unavailable-submit';
import { useAuthForm } from '../components/use-auth-form';
import { signInSchema } from '../forms';

export default function SignInScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('auth.signIn.title'), t('auth.signIn.description'));
  const withNext = useWithNext();
  const form = useAuthForm(signInSchema, { email: '', password: '' }, 'sign-in-error');

  return (
    <div className="space-y-8">
      <AuthHeader
        eyebrow={t('auth.clientArea')}
        title={t('auth.signIn.title')}
        lead={t('auth.signIn.description')}
      />
      <AccountsNotice />
      <form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
        <FormAlert id={form.alertId} errors={form.errors} />
        <FormField id="sign-in-email" label={t('auth.fields.email')} {...form.field('email')}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('auth.fields.emailPlaceholder')}
              value={form.values.email}
              onChange={(e) => form.set('email', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="sign-in-password"
          label={t('auth.fields.password')}
          {...form.field('password')}
          labelAside={
            <TextLink quiet to={withNext('/recuperar-contraseña')} className="text-sm">
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
              onChange={(e) => form.set('password', e.target.value)}
            />
          )}
        </FormField>
        <UnavailableSubmit label={t('auth.signIn.submit')} notSent={form.notSent} />
      </form>
      <p className="border-t border-border pt-6 text-center text-sm text-muted-foreground">
        {t('auth.signIn.noAccount')}{' '}
        <TextLink to={withNext('/registro')}>{t('auth.signIn.createAccount')}</TextLink>
      </p>
    </div>
  );
}
