import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { AccountsNotice } from '../components/accounts-notice';
import { AuthHeader } from '../components/auth-header';
import { useWithNext } from '../components/next-param';
import { TextLink } from '../components/text-link';
import { UnavailableSubmit } from '../components/unavailable-submit';
import { useAuthForm } from '../components/use-auth-form';
import { forgotPasswordSchema } from '../forms';

export default function ForgotPasswordScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('auth.forgotPassword.title'), t('auth.forgotPassword.description'));
  const withNext = useWithNext();
  const form = useAuthForm(forgotPasswordSchema, { email: '' }, 'forgot-password-error');

  return (
    <div className="space-y-8">
      <AuthHeader
        eyebrow={t('auth.clientArea')}
        title={t('auth.forgotPassword.title')}
        lead={t('auth.forgotPassword.description')}
      />
      <AccountsNotice />
      <form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
        <FormField
          id="forgot-password-email"
          label={t('auth.fields.email')}
          hint={t('auth.forgotPassword.privacy')}
          {...form.field('email')}
        >
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('auth.fields.emailPlaceholder')}
              value={form.values.email}
              onChange={(e) => form.set('email', e.target.value)}
            />
          )}
        </FormField>
        <UnavailableSubmit label={t('auth.forgotPassword.submit')} notSent={form.notSent} />
      </form>
      <p className="border-t border-border pt-6 text-center text-sm text-muted-foreground">
        {t('auth.forgotPassword.remembered')}{' '}
        <TextLink to={withNext('/auth')}>{t('auth.forgotPassword.signIn')}</TextLink>
      </p>
    </div>
  );
}
