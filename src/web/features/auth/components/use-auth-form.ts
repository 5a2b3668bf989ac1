import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useI18n } from '@web/lib/i18n';
import { authErrorVars, validateForm, type FormErrors } from '../forms';

type Values = Record<string, string | boolean>;

/** What the server said was wrong, already in words: about the whole form, or under fields. */
export interface SubmitProblem<Field extends string = string> {
  form?: string;
  fields?: Partial<Record<Field, string>>;
}

/**
 * Form state for an account screen: values, errors (checked on submit, then live as the person corrects
 * them), the call to the server with its pending state and its answer, and focus on the first problem:
 * the first invalid field, or the form's alert when the problem is about the whole form.
 */
export function useAuthForm<V extends Values, Out>(
  schema: z.ZodType<Out, V>,
  initial: V,
  alertId: string,
  submit: (data: Out) => Promise<SubmitProblem<keyof V & string> | void>,
  /** The error messages' values (a password policy's minimum length). */
  vars: Record<string, string | number> = authErrorVars,
) {
  type Field = keyof V & string;
  const { t } = useI18n();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<Field> | null>(null);
  const [problem, setProblem] = useState<SubmitProblem<Field> | null>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingRef = useRef(false);

  useEffect(() => {
    if (attempt === 0) return;
    const alert = document.getElementById(alertId);
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? (alert?.hasChildNodes() ? alert : null))?.focus();
  }, [attempt, alertId]);

  function check(next: V) {
    const result = validateForm<Field, Out>(schema as z.ZodType<Out, Record<Field, unknown>>, next);
    setErrors(result.ok ? null : result.errors);
    return result;
  }

  function set<K extends Field>(field: K, value: V[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (problem?.fields?.[field])
      setProblem({ ...problem, fields: { ...problem.fields, [field]: undefined } });
    if (errors) check(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pendingRef.current) return;
    const result = check(values);
    setProblem(null);
    if (!result.ok) {
      setAttempt((n) => n + 1);
      return;
    }
    pendingRef.current = true;
    setPending(true);
    try {
      const answer = await submit(result.data);
      if (answer && (answer.form || answer.fields)) {
        setProblem(answer);
        setAttempt((n) => n + 1);
      }
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }

  /** What a FormField needs: the error in words, whether it is invalid, and the form-level error naming it. */
  const field = (name: Field) => {
    const key = errors?.fields[name];
    const named = Boolean(errors?.missing.includes(name));
    const error = key ? t(key, vars) : problem?.fields?.[name];
    return { error, invalid: Boolean(error) || named, describedBy: named ? alertId : undefined };
  };

  const formError = errors?.form ? t(errors.form, vars) : problem?.form;

  return { values, set, field, formError, pending, onSubmit, formRef, alertId };
}
