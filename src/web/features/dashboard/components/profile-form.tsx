import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Profile } from '@contracts/accounts';
import { languages } from '@contracts/i18n';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { useUpdateProfile } from '@web/lib/profile';
import {
  serverFieldErrors,
  toUpdate,
  valuesOf,
  type ProfileErrorKey,
  type ProfileField,
  type ProfileFormValues,
} from '../profile-form';

type Status = 'idle' | 'saved' | 'failed';

/** Name, phone and preferred language, saved with PATCH /api/me/profile. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, lang } = useI18n();
  const [values, setValues] = useState<ProfileFormValues>(() => valuesOf(profile, lang));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, ProfileErrorKey>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateProfile(profile.userId);

  // The language can also change from the header's toggle (which saves it to the profile).
  useEffect(() => {
    setValues((current) => ({ ...current, preferredLanguage: profile.preferredLanguage ?? lang }));
  }, [profile.preferredLanguage, lang]);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function set<K extends ProfileField>(field: K, value: ProfileFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setStatus('idle');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const checked = toUpdate(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setStatus('idle');
    update.mutate(checked.update, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved, lang));
        setErrors({});
        setStatus('saved');
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.fields) : {};
        setErrors(fieldErrors);
        setStatus(Object.keys(fieldErrors).length > 0 ? 'idle' : 'failed');
        setAttempt((n) => n + 1);
      },
    });
  }

  const fieldProps = (field: ProfileField) => ({ error: errors[field] ? t(errors[field]) : undefined });
  const p = 'dashboard.profile';

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5" data-testid="profile-form">
      <FormField id="profile-name" label={t(`${p}.fullName`)} {...fieldProps('fullName')}>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            maxLength={120}
            value={values.fullName}
            onChange={(e) => set('fullName', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="profile-phone"
        label={t(`${p}.phone`)}
        hint={t(`${p}.phoneHint`)}
        {...fieldProps('phone')}
      >
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="profile-language"
        label={t(`${p}.language`)}
        hint={t(`${p}.languageHint`)}
        {...fieldProps('preferredLanguage')}
      >
        {(control) => (
          <NativeSelect
            {...control}
            name="language"
            value={values.preferredLanguage}
            onChange={(e) =>
              set('preferredLanguage', e.target.value as ProfileFormValues['preferredLanguage'])
            }
          >
            {languages.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {t(`common.language.${lang}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          {update.isPending ? t(`${p}.saving`) : t(`${p}.save`)}
        </Button>
        <p role="status" className="text-sm font-medium empty:hidden" data-testid="profile-status">
          {status === 'saved' ? t(`${p}.saved`) : ''}
        </p>
        <p role="alert" className="text-sm text-destructive empty:hidden">
          {status === 'failed' ? t(`${p}.failed`) : ''}
        </p>
      </div>
    </form>
  );
}
