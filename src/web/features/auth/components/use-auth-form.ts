import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useI18n } from '@web/lib/i18n';
import { authErrorVars, validateForm, type FormErrors } from '../forms';

type Values = Record<string, string | boolean>;

/**
 * Form state for an account screen: values, translated-ready errors (checked on submit, then live as the
 * person corrects them) and focus on the first problem. A valid submit only sets `notSent` while accounts
 * are closed; the accounts issue replaces that branch with the real call.
 */
export function useAuthForm<V extends Values, Out>(schema: z.ZodType<Out, V>, initial: V, alertId: string) {
  type Field = keyof V & string;
  const { t } = useI18n();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<Field> | null>(null);
  const [notSent, setNotSent] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function check(next: V) {
    const result = validateForm<Field, Out>(schema as z.ZodType<Out, Record<Field, unknown>>, next);
    setErrors(result.ok ? null : result.errors);
    return result.ok;
  }

  function set<K extends Field>(field: K, value: V[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    setNotSent(false);
    if (errors) check(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ok = check(values);
    setNotSent(ok);
    if (!ok) setAttempt((n) => n + 1);
  }

  /** What a FormField needs: the translated error, whether it is invalid, and the form-level error naming it. */
  const field = (name: Field) => {
    const key = errors?.fields[name];
    const named = Boolean(errors?.missing.includes(name));
    return {
      error: key ? t(key, authErrorVars) : undefined,
      invalid: Boolean(key) || named,
      describedBy: named ? alertId : undefined,
    };
  };

  return { values, set, errors, field, notSent, onSubmit, formRef, alertId };
}
