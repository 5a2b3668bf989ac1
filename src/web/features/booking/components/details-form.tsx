import { NOTES_MAX } from '@contracts/booking';
import type { Language } from '@contracts/i18n';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';

export interface DetailsValues {
  name: string;
  email: string;
  phone: string;
  notes: string;
  language: Language;
}

/** The checks the server makes too, for answers before a round trip (the server's word is final). */
export function checkDetails(values: DetailsValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'required';
  else if (values.name.trim().length > 120) errors.name = 'too_long';
  const email = values.email.trim();
  if (!email) errors.email = 'required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'invalid_email';
  if (values.phone.trim() && !/^\+?[0-9 ()-]{7,20}$/.test(values.phone.trim()))
    errors.phone = 'invalid_phone';
  if (values.notes.trim().length > NOTES_MAX) errors.notes = 'too_long';
  return errors;
}

/** Name, e-mail, phone (optional), notes and the language of the e-mails. */
export function DetailsForm(props: {
  values: DetailsValues;
  errors: Record<string, string>;
  onChange: (values: DetailsValues) => void;
}) {
  const { t } = useI18n();
  const set = (patch: Partial<DetailsValues>) => props.onChange({ ...props.values, ...patch });
  const d = 'booking.details';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t(`${d}.name`)} error={props.errors.name} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            value={props.values.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t(`${d}.email`)} hint={t(`${d}.emailHint`)} error={props.errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={props.values.email}
            onChange={(event) => set({ email: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={
          <>
            {t(`${d}.phone`)}{' '}
            <span className="font-normal text-muted-foreground">({t(`${d}.optional`)})</span>
          </>
        }
        error={props.errors.phone}
      >
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+52 55 1234 5678"
            value={props.values.phone}
            onChange={(event) => set({ phone: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={
          <>
            {t(`${d}.notes`)}{' '}
            <span className="font-normal text-muted-foreground">({t(`${d}.optional`)})</span>
          </>
        }
        hint={t(`${d}.notesHint`, { max: NOTES_MAX })}
        error={props.errors.notes}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            name="notes"
            maxLength={NOTES_MAX}
            value={props.values.notes}
            onChange={(event) => set({ notes: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t(`${d}.language`)} hint={t(`${d}.languageHint`)} error={props.errors.language}>
        {(control) => (
          <NativeSelect
            {...control}
            name="language"
            value={props.values.language}
            onChange={(event) => set({ language: event.target.value as Language })}
          >
            <option value="es">Español</option>
            <option value="en">English</option>
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
