import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '@web/lib/i18n';
import { useRequestErrorText } from './form-bits';
import { apiFieldErrors, isStale, sameValue, type FieldErrors } from './logic';
import { useNotify } from './notices';

type Check<Input> = { ok: true; data: Input } | { ok: false; fields: FieldErrors };

/**
 * The life of one editor form: the draft, client validation with the API's own schema, saving, the
 * server's field errors, and a stale version (409) recovered without losing the typed text.
 * `Saved` is what the API answers (it carries the new `updatedAt`).
 */
export function useEditorForm<Draft, Input, Saved extends { updatedAt: string }>(options: {
  initialDraft: Draft;
  /** The version the form is based on (null for a new item). */
  initialBase: Saved | null;
  check: (draft: Draft, base: Saved | null) => Check<Input>;
  save: (input: Input, base: Saved | null) => Promise<Saved>;
  toDraft: (saved: Saved) => Draft;
  /** Fetches the latest version (after a stale write). */
  loadLatest?: () => Promise<Saved>;
  savedText: string;
  onSaved?: (saved: Saved, created: boolean) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** The form opens right after its item was created (the sheet moved to the new item): say "Saved". */
  initiallySaved?: boolean;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const requestError = useRequestErrorText();
  const [draft, setDraft] = useState(options.initialDraft);
  const [snapshot, setSnapshot] = useState(options.initialDraft);
  const [base, setBase] = useState(options.initialBase);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const [recovering, setRecovering] = useState(false);
  /** Just saved (until the next change): the form says so where the person is looking. */
  const [justSaved, setJustSaved] = useState(options.initiallySaved ?? false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  const dirty = !sameValue(draft, snapshot);

  const { onDirtyChange } = options;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // After a failed save, focus moves to the first field that says why.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const update = useCallback((patch: Partial<Draft>) => {
    setJustSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  }, []);

  const submit = async () => {
    if (saving) return;
    setProblem(null);
    const checked = options.check(draft, base);
    if (!checked.ok) {
      focusFirstError.current = true;
      setErrors(checked.fields);
      setProblem(t('contentAdmin.errors.fixFields'));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await options.save(checked.data, base);
      const created = base === null;
      const next = options.toDraft(saved);
      setBase(saved);
      setDraft(next);
      setSnapshot(next);
      setStale(false);
      setJustSaved(true);
      notify({ tone: 'success', text: options.savedText });
      options.onSaved?.(saved, created);
    } catch (error) {
      if (isStale(error)) {
        setStale(true);
      } else {
        const fields = apiFieldErrors(error);
        focusFirstError.current = Object.keys(fields).length > 0;
        setErrors(fields);
        setProblem(Object.keys(fields).length > 0 ? t('contentAdmin.errors.fixFields') : requestError(error));
      }
    } finally {
      setSaving(false);
    }
  };

  /** Stale: fetch the latest version; keep the typed text (to save over it) or take the latest. */
  const recover = async (keepMine: boolean) => {
    if (!options.loadLatest) return;
    setRecovering(true);
    try {
      const latest = await options.loadLatest();
      const latestDraft = options.toDraft(latest);
      setBase(latest);
      setSnapshot(latestDraft);
      if (!keepMine) setDraft(latestDraft);
      setStale(false);
      setProblem(null);
    } catch (error) {
      setProblem(requestError(error));
    } finally {
      setRecovering(false);
    }
  };

  return {
    draft,
    setDraft,
    update,
    base,
    errors,
    problem,
    stale,
    saving,
    recovering,
    dirty,
    justSaved,
    formRef,
    submit,
    keepMine: () => void recover(true),
    loadLatest: () => void recover(false),
    reset: () => setDraft(snapshot),
  };
}
