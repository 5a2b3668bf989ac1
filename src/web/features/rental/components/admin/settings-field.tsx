import type { FieldPathByValue } from 'react-hook-form';
import type { RentalSettings } from '@contracts/rental';
import type { ZodForm } from '@web/components/forms/use-zod-form';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import type { Draft } from './settings-draft';

/** The rental settings form (ADR 057): the draft's values, checked as the settings they become. */
export type SettingsForm = ZodForm<Draft, RentalSettings>;

/** A text field of the settings draft: its value, its error (in the draft's terms) and its label together. */
export function DraftField(props: {
  form: SettingsForm;
  path: FieldPathByValue<Draft, string>;
  label: string;
  type?: 'text' | 'time' | 'date';
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
}) {
  const { form, path } = props;
  return (
    <FormField label={props.label} error={form.errorOf(path)} hint={props.hint}>
      {(control) => (
        <Input
          {...control}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          value={form.getValues(path)}
          onChange={(e) => form.change(path, e.target.value)}
        />
      )}
    </FormField>
  );
}
