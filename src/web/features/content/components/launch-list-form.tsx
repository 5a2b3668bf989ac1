import { BellRing } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { FieldError, Input } from '@web/components/ui/input';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { launchListFieldErrors, prepareContactChecks, useJoinLaunchList } from '../api/contact';

/** "Tell me when it opens": an e-mail for launch news of an area that is not open yet (stored as a lead). */
export function LaunchListForm({ area }: { area: string }) {
  const { t, lang } = useI18n();
  const id = useId();
  const join = useJoinLaunchList();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const error = (field: string) =>
    errors[field]?.[0] ? t(`home.contact.form.errors.${errors[field][0]}` as MessageKey) : undefined;

  // The checks load on demand: a second submit while the first is being checked is the same submit.
  const checking = useRef(false);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = { email, area, consent: consent as true, language: lang, website };
    if (checking.current) return;
    checking.current = true;
    void launchListFieldErrors(input).then((found) => {
      checking.current = false;
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      join.mutate(input, { onSuccess: () => setSentTo(email.trim()) });
    });
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <BellRing aria-hidden className="size-6 text-accent-strong" />
      <h2 id={`${id}-title`} className="font-display text-2xl">
        {t('home.comingSoon.launch.title')}
      </h2>
      <p className="text-muted-foreground">{t('home.comingSoon.launch.lead')}</p>
      {sentTo ? (
        <Notice tone="success" role="status" data-testid="launch-sent">
          {t('home.comingSoon.launch.sent', { email: sentTo })}
        </Notice>
      ) : (
        <form noValidate onSubmit={onSubmit} onFocus={prepareContactChecks} className="space-y-4">
          <FormField label={t('home.comingSoon.launch.email')} error={error('email')}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </FormField>
          <div aria-hidden className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
            <input
              tabIndex={-1}
              autoComplete="off"
              name="website"
              value={website}
              onChange={(e) => setWebsite(e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <label className="flex items-start gap-3 text-sm">
              <Checkbox
                checked={consent}
                onChange={(e) => setConsent(e.target.checked)}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                className="mt-0.5"
              />
              <span>{t('home.comingSoon.launch.consent')}</span>
            </label>
            {errors.consent ? <FieldError id={`${id}-consent-error`}>{error('consent')}</FieldError> : null}
          </div>
          {join.isError ? (
            <Notice tone="error" role="alert">
              {t('home.comingSoon.launch.failed')}
            </Notice>
          ) : null}
          <Button type="submit" disabled={join.isPending}>
            {join.isPending ? t('home.comingSoon.launch.sending') : t('home.comingSoon.launch.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
