import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from './contract-resolver';
import { errorAt, flatErrors, FORM_ERROR, FROM_SERVER, IN_WORDS, serverErrors } from './form-errors';

export interface ZodFormOptions<Values extends FieldValues, Output> {
  /** The contract the server validates with (the same zod schema, so both give the same error codes). */
  schema: z.ZodType<Output>;
  defaultValues: DefaultValues<Values>;
  /** The contract's input from the form's values, when they differ (amounts typed as text, say). */
  toInput?: (values: Values) => unknown;
  /** Where a contract path's error shows in the form (`nightlyRateMinor` → `nightlyRate`), when they differ. */
  toFormPath?: (path: string) => string;
  /** An error's message (a code or an i18n key) in words. */
  errorText: (message: string, path: string) => string;
  /** The form-level alert, focused after a failed submit when no field is marked invalid. */
  alertId?: string;
}

/**
 * The web's one form pattern (ADR 057): react-hook-form with the contract's zod schema. Adds what every form
 * here needs and react-hook-form leaves to us: a submit that runs once at a time, the server's 400 field errors
 * on their fields, focus on the first invalid field (else the form's alert) after a failed submit, an error
 * about the whole form that stops the submit, and errors in words through the form's `errorText`.
 */
export function useZodForm<Values extends FieldValues, Output = Values>(
  options: ZodFormOptions<Values, Output>,
) {
  const latest = useRef(options);
  latest.current = options;
  const [resolver] = useState(() => contractResolver<Values, Output>(() => latest.current));
  const form = useForm<Values, unknown, Output>({
    defaultValues: options.defaultValues,
    resolver,
    // Focus follows the page's order (our effect below), not the order fields registered in.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const requestFocus = () => setFocusRequest((n) => n + 1);
  const { errors, isSubmitted, isSubmitting, isDirty } = form.formState;

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const alert = latest.current.alertId ? document.getElementById(latest.current.alertId) : null;
    (invalid ?? (alert?.hasChildNodes() ? alert : null))?.focus();
  }, [focusRequest]);

  // A form-level rule (both credentials missing) is rechecked as the person types after a submit, like the
  // fields are; a form-level error the server gave stays until the next submit.
  const { watch, getValues, setError, clearErrors } = form;
  useEffect(() => {
    if (!isSubmitted) return;
    const subscription = watch(() => {
      const current = form.getFieldState(FORM_ERROR as Path<Values>).error;
      if (current && current.type === IN_WORDS) return;
      if (current && current.type === FROM_SERVER) return;
      void Promise.resolve(
        resolver(getValues(), undefined, { fields: {}, shouldUseNativeValidation: false }),
      ).then((result) => {
        const root = (result.errors as Record<string, FieldError | undefined>)[FORM_ERROR];
        if (root) setError(FORM_ERROR as Path<Values>, root);
        else clearErrors(FORM_ERROR as Path<Values>);
      });
    });
    return () => subscription.unsubscribe();
  }, [isSubmitted, watch, getValues, setError, clearErrors, resolver, form]);

  const flat = flatErrors(errors);
  const text = (path: string, error: FieldError | undefined) =>
    error?.message === undefined
      ? undefined
      : error.type === IN_WORDS
        ? error.message
        : latest.current.errorText(error.message, path);

  /** The error at a field in words; `deep` includes its parts (a bilingual field's `es` and `en`). */
  const errorOf = (path: string, deep = false) => text(path, errorAt(flat, path, deep));

  return {
    ...form,
    /** The values as they are now (the form re-renders as they change). */
    values: form.watch() as Values,
    formRef,
    pending: isSubmitting,
    dirty: isDirty,
    /** Every error in words by dotted path (for composite fields that show their parts' errors). */
    errorTexts: Object.fromEntries(Object.entries(flat).map(([path, e]) => [path, text(path, e) ?? ''])),
    errorOf,
    /** The error about the whole form, in words. */
    formError: errorOf(FORM_ERROR),
    /** The error about the whole form as the schema gave it (a code or an i18n key). */
    formErrorMessage: flat[FORM_ERROR]?.message,
    /** What `FormField` needs for a field: its error in words. */
    field: (path: string) => ({ error: errorOf(path) }),
    /** A field's new value from a control that is not a native input (a list, a checkbox group…). */
    change: <P extends Path<Values>>(path: P, value: PathValue<Values, P>) =>
      form.setValue(path, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    /** The server's 400 field errors (path → codes) on their fields; focus moves to the first. */
    showServerErrors: (fields: Record<string, readonly string[] | undefined>) => {
      for (const { path, error } of serverErrors(fields, latest.current.toFormPath))
        setError(path as Path<Values>, error);
      requestFocus();
    },
    /** A problem already in words: about a field, or (no path) about the whole form; focus moves to it. */
    showProblem: (message: string, path: string = FORM_ERROR) => {
      setError(path as Path<Values>, { type: IN_WORDS, message });
      requestFocus();
    },
    /**
     * The form's submit handler: checks with the contract, then calls `handler` with the parsed value. A
     * second submit while one runs (a double click, Enter pressed twice) is ignored.
     */
    onSubmit: (handler: (data: Output) => Promise<unknown> | unknown) => (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (busy.current) return;
      busy.current = true;
      let invalid = false;
      void form
        .handleSubmit(
          async (data) => {
            await handler(data);
          },
          () => {
            invalid = true;
          },
        )(event)
        .finally(() => {
          busy.current = false;
          // Not in the invalid callback: react-hook-form publishes the errors only after it returns, and the
          // focus must look for the fields they mark.
          if (invalid) requestFocus();
        });
    },
  };
}

export type ZodForm<Values extends FieldValues, Output = Values> = ReturnType<
  typeof useZodForm<Values, Output>
>;
