import { Send } from 'lucide-react';
import type { FocusEventHandler, FormEventHandler, PointerEventHandler, ReactNode, Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { FieldError, Input, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { servicesQuery } from '@web/lib/content-queries';
import { useI18n } from '@web/lib/i18n';

export type ContactField = 'name' | 'email' | 'phone' | 'topic' | 'message' | 'website';

/** How a control is bound: typed values kept by the browser (before the form's code loads) or by the form. */
export type Bind = (
  field: ContactField,
) =>
  | { name: string; defaultValue: string }
  | { name: string; value: string; onChange: (e: { target: { value: string } }) => void };
export type BindCheck = () =>
  | { name: string; defaultChecked: boolean }
  | { name: string; checked: boolean; onChange: (e: { target: { checked: boolean } }) => void };

/**
 * The contact form's markup, the same before and after its checks load (contact-form.tsx): labels, hints,
 * errors and the aria wiring stay put when the form comes alive.
 */
export function ContactFormView(props: {
  id: string;
  formRef?: Ref<HTMLFormElement>;
  bind: Bind;
  bindConsent: BindCheck;
  error: (field: ContactField | 'consent') => string | undefined;
  pending: boolean;
  /** A failure that is not about a field (lost connection, too many messages). */
  failure: 'failed' | 'rateLimited' | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  onPointerEnter?: PointerEventHandler<HTMLFormElement>;
}) {
  const { t, lang } = useI18n();
  const services = useQuery(servicesQuery());
  const { id, bind, error } = props;
  const consentError = error('consent');
  const field = (name: ContactField, label: string, control: (c: object) => ReactNode, hint?: string) => (
    <FormField label={label} hint={hint} error={error(name)} id={`${id}-${name}`}>
      {(wired) => control({ ...wired, ...bind(name) })}
    </FormField>
  );
  return (
    <form
      ref={props.formRef}
      noValidate
      onSubmit={props.onSubmit}
      onFocus={props.onFocus}
      onPointerEnter={props.onPointerEnter}
      className="space-y-5"
      aria-labelledby="contact-title"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', t('home.contact.form.name'), (c) => (
          <Input {...c} autoComplete="name" />
        ))}
        {field('email', t('home.contact.form.email'), (c) => (
          <Input {...c} type="email" autoComplete="email" />
        ))}
        {field(
          'phone',
          t('home.contact.form.phone'),
          (c) => (
            <Input {...c} type="tel" autoComplete="tel" />
          ),
          t('home.contact.form.optional'),
        )}
        {field('topic', t('home.contact.form.topic'), (c) => (
          <NativeSelect {...c}>
            <option value="">{t('home.contact.form.topicPlaceholder')}</option>
            {(services.data ?? []).map((service) => (
              <option key={service.slug} value={service.slug}>
                {service.name[lang]}
              </option>
            ))}
            <option value="other">{t('home.contact.form.topicOther')}</option>
          </NativeSelect>
        ))}
      </div>
      {field('message', t('home.contact.form.message'), (c) => (
        <Textarea {...c} rows={5} maxLength={4000} />
      ))}
      {/* The honeypot: hidden from view and from assistive technology; only bots fill it. */}
      <div aria-hidden className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('home.contact.form.honeypot')}</label>
        <input id={`${id}-website`} tabIndex={-1} autoComplete="off" {...bind('website')} />
      </div>
      <div className="space-y-1.5">
        <label className="flex items-start gap-3 text-sm">
          <Checkbox
            id={`${id}-consent`}
            {...props.bindConsent()}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
            className="mt-0.5"
          />
          <span>{t('home.contact.form.consent')}</span>
        </label>
        <p className="pl-7 text-xs text-muted-foreground text-pretty">{t('home.contact.form.privacy')}</p>
        {consentError ? <FieldError id={`${id}-consent-error`}>{consentError}</FieldError> : null}
      </div>
      {props.failure ? (
        <Notice tone="error" role="alert">
          {t(props.failure === 'rateLimited' ? 'home.contact.form.rateLimited' : 'home.contact.form.failed')}
        </Notice>
      ) : null}
      <Button type="submit" size="lg" disabled={props.pending} data-testid="contact-submit">
        <Send aria-hidden />
        {props.pending ? t('home.contact.form.sending') : t('home.contact.form.send')}
      </Button>
    </form>
  );
}
