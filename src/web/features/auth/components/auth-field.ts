import type { MessageKey } from '@web/lib/i18n';
import type { ZodForm } from '@web/components/forms/use-zod-form';

type Credentials = 'email' | 'password';

/**
 * What an account form's FormField needs: the field's error in words, and, when the form-level rule
 * "e-mail and password are required" failed, the empty credential marked invalid and described by the alert.
 */
export function authField<V extends Partial<Record<Credentials, string>> & Record<string, unknown>>(
  form: ZodForm<V, unknown>,
  alertId: string,
  name: keyof V & string,
) {
  const error = form.errorOf(name);
  const rule: MessageKey = 'auth.errors.credentialsRequired';
  const formRule = form.formErrorMessage === rule;
  const value = form.values[name];
  const empty = name === 'email' ? !String(value ?? '').trim() : name === 'password' ? !value : false;
  const named = formRule && empty;
  return { error, invalid: Boolean(error) || named, describedBy: named ? alertId : undefined };
}
