import type { LocalizedText } from '@contracts/content';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { FormField } from '@web/components/ui/form-field';
import { FieldError, Input } from '@web/components/ui/input';
import { useI18n } from '@web/lib/i18n';

export interface Details {
  name: string;
  email: string;
  phone: string;
  acceptRules: boolean;
}

/** The guest's name, e-mail and phone. */
export function DetailsFields(props: {
  value: Details;
  onChange: (value: Details) => void;
  errorFor: (field: string) => string | undefined;
}) {
  const { t } = useI18n();
  const set = (patch: Partial<Details>) => props.onChange({ ...props.value, ...patch });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('rental.payment.details.name')}
        error={props.errorFor('name')}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            required
            maxLength={120}
            value={props.value.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('rental.payment.details.email')}
        hint={t('rental.payment.details.emailHint')}
        error={props.errorFor('email')}
      >
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={props.value.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('rental.payment.details.phone')}
        hint={t('rental.payment.details.phoneHint')}
        error={props.errorFor('phone')}
      >
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            value={props.value.phone}
            onChange={(e) => set({ phone: e.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}

/** The house rules as the owner wrote them (one per line), and the required acceptance. */
export function HouseRules(props: {
  rules: LocalizedText;
  checkInTime: string;
  checkOutTime: string;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  error: string | undefined;
}) {
  const { lang, t } = useI18n();
  const lines = props.rules[lang]
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4">
      <p className="text-sm">
        {t('rental.payment.rules.times', { checkIn: props.checkInTime, checkOut: props.checkOutTime })}
      </p>
      {lines.length ? (
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground" data-testid="house-rules">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <label className="flex items-start gap-3 text-sm">
        <Checkbox
          name="acceptRules"
          className="mt-0.5"
          required
          checked={props.accepted}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? 'rules-error' : undefined}
          onChange={(e) => props.onAccept(e.target.checked)}
        />
        <span>{t('rental.payment.rules.accept')}</span>
      </label>
      {props.error ? <FieldError id="rules-error">{props.error}</FieldError> : null}
    </div>
  );
}
