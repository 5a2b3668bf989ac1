import { Checkbox } from '@web/components/ui/form-checkbox';
import { FormField } from '@web/components/ui/form-field';
import { FieldError, Input } from '@web/components/ui/input';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import type { StoredProgress } from './storage';

type ContactField = 'name' | 'email' | 'consent';
/** A signed-in person's name and e-mail, from the profile: shown, not retyped (ADR 023). */
export type Account = { name: string; email: string };

/** The questionnaire's last step: who the result is for, the privacy notice and the consent. */
export function ContactStep(props: {
  progress: StoredProgress;
  update: (patch: Partial<StoredProgress>) => void;
  errors: Record<string, string[]>;
  account: Account | null;
}) {
  const { t } = useI18n();
  const { progress, update, errors, account } = props;
  const contactError = (field: ContactField) =>
    errors[field]?.length ? t(`diagnostic.questionnaire.contact.errors.${field}` as MessageKey) : undefined;
  return (
    <div className="space-y-5">
      <p className="text-muted-foreground">
        {t(
          account ? 'diagnostic.questionnaire.contact.leadSignedIn' : 'diagnostic.questionnaire.contact.lead',
        )}
      </p>
      {account ? (
        <div
          className="space-y-1 rounded-2xl border border-border bg-card p-4 text-sm"
          data-testid="contact-account"
        >
          {account.name ? <p className="font-medium">{account.name}</p> : null}
          <p>{account.email}</p>
          <p className="text-muted-foreground">{t('diagnostic.questionnaire.contact.accountHint')}</p>
        </div>
      ) : null}
      {account?.name ? null : (
        <FormField
          id="field-name"
          label={t('diagnostic.questionnaire.contact.name')}
          error={contactError('name')}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              value={progress.name}
              onChange={(e) => update({ name: e.currentTarget.value })}
            />
          )}
        </FormField>
      )}
      {account ? null : (
        <FormField
          id="field-email"
          label={t('diagnostic.questionnaire.contact.email')}
          hint={t('diagnostic.questionnaire.contact.emailHint')}
          error={contactError('email')}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={progress.email}
              onChange={(e) => update({ email: e.currentTarget.value })}
            />
          )}
        </FormField>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="field-company" label={t('diagnostic.questionnaire.contact.company')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization"
              value={progress.company}
              onChange={(e) => update({ company: e.currentTarget.value })}
            />
          )}
        </FormField>
        <FormField id="field-role" label={t('diagnostic.questionnaire.contact.role')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization-title"
              value={progress.role}
              onChange={(e) => update({ role: e.currentTarget.value })}
            />
          )}
        </FormField>
      </div>

      <section aria-labelledby="privacy-heading" className="space-y-2 rounded-2xl bg-muted/60 p-5 text-sm">
        <h3 id="privacy-heading" className="font-medium">
          {t('diagnostic.questionnaire.privacy.heading')}
        </h3>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.responsible')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.purpose')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.rights')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.revoke')}</p>
        <h4 className="pt-2 font-medium">{t('diagnostic.questionnaire.privacy.analyticsHeading')}</h4>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.analyticsWhat')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.analyticsNoCookies')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.analyticsHash')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.analyticsOptOut')}</p>
      </section>

      <div className="space-y-1">
        <label className="flex items-start gap-3 text-sm">
          <Checkbox
            id="field-consent"
            checked={progress.consent}
            aria-invalid={errors.consent ? true : undefined}
            onChange={(e) => update({ consent: e.currentTarget.checked })}
            className="mt-0.5"
          />
          <span>{t('diagnostic.questionnaire.contact.consent')}</span>
        </label>
        {contactError('consent') ? <FieldError>{contactError('consent')}</FieldError> : null}
      </div>
      <label className="flex items-start gap-3 text-sm">
        <Checkbox
          id="field-show-name"
          checked={progress.showName}
          onChange={(e) => update({ showName: e.currentTarget.checked })}
          className="mt-0.5"
        />
        <span>{t('diagnostic.questionnaire.contact.showName')}</span>
      </label>
    </div>
  );
}
