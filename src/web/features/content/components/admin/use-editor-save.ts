import { useEffect, useState, type FormEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { flatErrors } from '@web/components/forms/form-errors';
import type { ZodForm } from '@web/components/forms/use-zod-form';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';
import { useRequestErrorText } from './form-bits';
import { isStale, type FieldErrors } from './logic';
import { useNotify } from './notices';

/**
 * What a content editor adds to its form (`useZodForm`, ADR 057): saving the version it edits, the saved
 * notice, the server's field errors, and a stale version (409) recovered without losing the typed text.
 * `base` is the version the form is based on (null for a new item), kept by the form so its contract can
 * read it; `Saved` is what the API answers (it carries the new `updatedAt`).
 */
export function useEditorSave<Values extends FieldValues, Output, Saved extends { updatedAt: string }>(
  form: ZodForm<Values, Output>,
  options: {
    base: Saved | null;
    setBase: (saved: Saved) => void;
    toValues: (saved: Saved) => Values;
    /** Fetches the latest version (after a stale write). */
    loadLatest?: () => Promise<Saved>;
    savedText: string;
    onSaved?: (saved: Saved, created: boolean) => void;
    onDirtyChange?: (dirty: boolean) => void;
    /** The form opens right after its item was created (the sheet moved to the new item): say "Saved". */
    initiallySaved?: boolean;
  },
) {
  const { t } = useI18n();
  const notify = useNotify();
  const requestError = useRequestErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [recovering, setRecovering] = useState(false);
  /** Just saved (until the next change): the form says so where the person is looking. */
  const [justSaved, setJustSaved] = useState(options.initiallySaved ?? false);
  const { dirty } = form;

  const { onDirtyChange } = options;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (dirty) setJustSaved(false);
  }, [dirty]);

  /** The errors by path as codes, for the composite fields (bilingual texts, images, links). */
  const errors: FieldErrors = {};
  for (const [path, error] of Object.entries(flatErrors(form.formState.errors)))
    if (error.message) errors[path] = error.message;

  /** Saves the checked input; the saved version becomes the form's new baseline. */
  const save = async (send: (input: Output) => Promise<Saved>, input: Output) => {
    const created = options.base === null;
    try {
      const saved = await send(input);
      options.setBase(saved);
      form.reset(options.toValues(saved));
      setStale(false);
      setJustSaved(true);
      notify({ tone: 'success', text: options.savedText });
      options.onSaved?.(saved, created);
    } catch (error) {
      if (isStale(error)) setStale(true);
      else if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0)
        form.showServerErrors(error.fields);
      else setProblem(requestError(error));
    }
  };

  /** Stale: fetch the latest version; keep the typed text (to save over it) or take the latest. */
  const recover = async (keepMine: boolean) => {
    if (!options.loadLatest) return;
    setRecovering(true);
    try {
      const latest = await options.loadLatest();
      options.setBase(latest);
      // Keeping mine: the latest version becomes the baseline the unsaved-changes guard compares with.
      form.reset(options.toValues(latest), { keepValues: keepMine });
      setStale(false);
      setProblem(null);
    } catch (error) {
      setProblem(requestError(error));
    } finally {
      setRecovering(false);
    }
  };

  return {
    errors,
    /** Why the last save failed: some fields say why, or a sentence for a failed request. */
    problem: Object.keys(errors).length > 0 ? t('contentAdmin.errors.fixFields') : problem,
    stale,
    recovering,
    justSaved,
    /** The form's submit: checks with the contract, then sends (one submit at a time). */
    onSubmit: (send: (input: Output) => Promise<Saved>) => {
      const submit = form.onSubmit((input) => save(send, input));
      return (event?: FormEvent) => {
        setProblem(null);
        submit(event);
      };
    },
    keepMine: () => void recover(true),
    loadLatest: () => void recover(false),
    /** Drops the unsaved changes. */
    discard: () => form.reset(),
  };
}
