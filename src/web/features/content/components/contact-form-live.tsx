import { contactInputSchema, type ContactInput } from '@contracts/contact';
import { useEffect, useState } from 'react';
import { useZodForm } from '@web/components/forms/use-zod-form';
import { ApiError } from '@web/lib/api';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { useSendContactMessage } from '../api/contact';
import { ContactFormView, type ContactField } from './contact-form-view';

export type ContactValues = Record<ContactField, string> & { consent: boolean };
export const emptyContact: ContactValues = {
  name: '',
  email: '',
  phone: '',
  topic: '',
  message: '',
  consent: false,
  website: '',
};

/** What the page's form held when this one took over: the typed values, focus, and a pending submit. */
export interface Handover {
  values: ContactValues;
  focused: string | null;
  submit: boolean;
}

const knownCodes = new Set([
  'required',
  'too_short',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'consent',
  'invalid_characters',
]);
const newRequestId = () => `contact_${crypto.randomUUID()}`;

/**
 * The contact form with its checks (ADR 057's pattern): the API's own schema before sending (same codes,
 * translated), the server's 400 field errors on their fields, sent once per fill (requestId), and a lost
 * connection keeps everything typed. Loaded when someone starts on the form (contact-form.tsx).
 */
export function LiveContactForm(props: { id: string; handover: Handover; onSent: (email: string) => void }) {
  const { t, lang } = useI18n();
  const send = useSendContactMessage();
  const [requestId, setRequestId] = useState(newRequestId);
  const form = useZodForm<ContactValues, ContactInput>({
    schema: contactInputSchema,
    defaultValues: props.handover.values,
    toInput: (values) => ({ ...values, language: lang, requestId }),
    errorText: (code) =>
      t(`home.contact.form.errors.${knownCodes.has(code) ? code : 'invalid'}` as MessageKey),
  });
  const onSubmit = form.onSubmit(async (input) => {
    try {
      await send.mutateAsync(input);
      props.onSent(form.getValues('email').trim());
      form.reset(emptyContact);
      setRequestId(newRequestId());
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400 && failure.fields)
        form.showServerErrors(failure.fields);
    }
  });

  // Taking over from the page's form: focus stays where the person was, and a submit they made goes on.
  const { handover } = props;
  useEffect(() => {
    const field = handover.focused
      ? form.formRef.current?.querySelector<HTMLElement>(`[name="${handover.focused}"]`)
      : null;
    field?.focus();
    if (handover.submit) onSubmit();
    // Once, on taking over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const failure =
    send.error instanceof ApiError ? send.error : send.isError ? new ApiError(0, undefined) : null;
  const { values } = form;
  return (
    <ContactFormView
      id={props.id}
      formRef={form.formRef}
      bind={(field) => ({
        name: field,
        value: values[field],
        onChange: (e) => form.change(field, e.target.value),
      })}
      bindConsent={() => ({
        name: 'consent',
        checked: values.consent,
        onChange: (e) => form.change('consent', e.target.checked),
      })}
      error={(field) => form.errorOf(field)}
      pending={form.pending}
      failure={failure && failure.status !== 400 ? (failure.status === 429 ? 'rateLimited' : 'failed') : null}
      onSubmit={onSubmit}
    />
  );
}
