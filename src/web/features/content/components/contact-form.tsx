import type { ContactInput } from '@contracts/contact';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { FieldError, Input, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { ApiError } from '@web/lib/api';
import { servicesQuery } from '@web/lib/content-queries';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { contactFieldErrors, prepareContactChecks, useSendContactMessage } from '../api/contact';

type Values = Omit<ContactInput, 'consent' | 'language'> & { consent: boolean };
const empty: Values = { name: '', email: '', phone: '', topic: '', message: '', consent: false, website: '' };
const knownCodes = [
  'required',
  'too_short',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'consent',
  'invalid_characters',
];
const newRequestId = () => `contact_${crypto.randomUUID()}`;

/**
 * The contact form: checked with the API's own schema before sending (same codes, translated), sent once per
 * fill (requestId), and a lost connection keeps everything typed.
 */
export function ContactForm() {
  const { t, lang } = useI18n();
  const id = useId();
  const services = useQuery(servicesQuery());
  const send = useSendContactMessage();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [requestId, setRequestId] = useState(newRequestId);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const error = (field: string) => {
    const code = errors[field]?.[0];
    if (!code) return undefined;
    return t(`home.contact.form.errors.${knownCodes.includes(code) ? code : 'invalid'}` as MessageKey);
  };

  // The checks load on demand: a second submit while the first is being checked is the same submit.
  const checking = useRef(false);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    const input = { ...values, consent: values.consent as true, language: lang, requestId };
    void contactFieldErrors(input).then((found) => {
      checking.current = false;
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) return document.getElementById(`${id}-${first}`)?.focus();
      send.mutate(input, {
        onSuccess: () => {
          setSentTo(values.email.trim());
          setValues(empty);
          setRequestId(newRequestId());
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 400 && failure.fields)
            setErrors(failure.fields);
        },
      });
    });
  }

  if (sentTo)
    return (
      <div className="space-y-4 rounded-2xl border border-border bg-card p-6" data-testid="contact-sent">
        <CheckCircle2 aria-hidden className="size-8 text-accent-strong" />
        <h3 className="font-display text-2xl">{t('home.contact.form.sentTitle')}</h3>
        <p className="text-muted-foreground" role="status">
          {t('home.contact.form.sent', { email: sentTo })}
        </p>
        <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
          {t('home.contact.form.another')}
        </Button>
      </div>
    );

  const failure =
    send.error instanceof ApiError ? send.error : send.isError ? new ApiError(0, undefined) : null;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={prepareContactChecks}
      className="space-y-5"
      aria-labelledby="contact-title"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('home.contact.form.name')} error={error('name')} id={`${id}-name`}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('home.contact.form.email')} error={error('email')} id={`${id}-email`}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set({ email: e.target.value })}
            />
          )}
        </FormField>
        <FormField
          label={t('home.contact.form.phone')}
          hint={t('home.contact.form.optional')}
          error={error('phone')}
          id={`${id}-phone`}
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={(e) => set({ phone: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('home.contact.form.topic')} error={error('topic')} id={`${id}-topic`}>
          {(control) => (
            <NativeSelect {...control} value={values.topic} onChange={(e) => set({ topic: e.target.value })}>
              <option value="">{t('home.contact.form.topicPlaceholder')}</option>
              {(services.data ?? []).map((service) => (
                <option key={service.slug} value={service.slug}>
                  {service.name[lang]}
                </option>
              ))}
              <option value="other">{t('home.contact.form.topicOther')}</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label={t('home.contact.form.message')} error={error('message')} id={`${id}-message`}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={4000}
            value={values.message}
            onChange={(e) => set({ message: e.target.value })}
          />
        )}
      </FormField>
      {/* The honeypot: hidden from view and from assistive technology; only bots fill it. */}
      <div aria-hidden className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('home.contact.form.honeypot')}</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set({ website: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <label className="flex items-start gap-3 text-sm">
          <Checkbox
            id={`${id}-consent`}
            checked={values.consent}
            onChange={(e) => set({ consent: e.target.checked })}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-0.5"
          />
          <span>{t('home.contact.form.consent')}</span>
        </label>
        <p className="pl-7 text-xs text-muted-foreground text-pretty">{t('home.contact.form.privacy')}</p>
        {errors.consent ? <FieldError id={`${id}-consent-error`}>{error('consent')}</FieldError> : null}
      </div>
      {failure && failure.status !== 400 ? (
        <Notice tone="error" role="alert">
          {t(failure.status === 429 ? 'home.contact.form.rateLimited' : 'home.contact.form.failed')}
        </Notice>
      ) : null}
      <Button type="submit" size="lg" disabled={send.isPending} data-testid="contact-submit">
        <Send aria-hidden />
        {send.isPending ? t('home.contact.form.sending') : t('home.contact.form.send')}
      </Button>
    </form>
  );
}
