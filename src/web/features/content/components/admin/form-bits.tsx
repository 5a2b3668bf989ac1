import { Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { FormField, type FieldControlProps } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { ApiError } from '@web/lib/api';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { errorAt, errorCode, type FieldErrors } from './logic';

/** A field error code in the UI language. */
export function useErrorText() {
  const { t } = useI18n();
  return useCallback((code: string) => t(`contentAdmin.errors.fields.${errorCode(code)}` as MessageKey), [t]);
}

/** A sentence for a failed request that has no field to show it at. */
export function useRequestErrorText() {
  const { t } = useI18n();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return t('contentAdmin.errors.generic');
      if (error.status === 0) return t('contentAdmin.errors.network');
      if (error.status === 401 || error.status === 403) return t('contentAdmin.errors.forbidden');
      if (error.status === 404) return t('contentAdmin.errors.notFound');
      if (error.status === 413) return t('contentAdmin.errors.tooLarge');
      if (error.status === 409) return t('contentAdmin.errors.conflict');
      if (error.status === 400) return t('contentAdmin.errors.invalid');
      return t('contentAdmin.errors.generic');
    },
    [t],
  );
}

/** A one-language text field wired to the form's errors by path. */
export function PlainField(props: {
  label: string;
  path: string;
  errors: FieldErrors;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorText = useErrorText();
  const error = errorAt(props.errors, props.path, true);
  return (
    <FormField
      label={props.label}
      hint={props.hint}
      error={error ? errorText(error) : undefined}
      className={props.className}
    >
      {props.children}
    </FormField>
  );
}

/** Asks before leaving the page (reload, closing the tab) while a form has unsaved changes. */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** Save and close at the end of a form; Save is off while saving (and when nothing changed). */
export function SaveBar(props: {
  saving: boolean;
  dirty: boolean;
  /** Saved a moment ago: said beside the button (inside a sheet the page's notices are out of reach). */
  saved?: boolean;
  onCancel?: () => void;
  cancelLabel?: string;
  extra?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="sticky bottom-0 -mx-1 flex flex-wrap items-center gap-2 border-t border-border bg-background px-1 py-3">
      <Button type="submit" disabled={props.saving || !props.dirty}>
        {props.saving ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {props.saving ? t('contentAdmin.common.saving') : t('contentAdmin.common.save')}
      </Button>
      {props.onCancel ? (
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {props.cancelLabel ?? t('contentAdmin.common.close')}
        </Button>
      ) : null}
      {props.extra}
      <span className="text-xs text-muted-foreground" aria-live="polite" data-testid="save-state">
        {props.saving
          ? ''
          : props.dirty
            ? t('contentAdmin.common.unsaved')
            : props.saved
              ? t('contentAdmin.common.saved')
              : ''}
      </span>
    </div>
  );
}

/**
 * Someone saved this item elsewhere since the form loaded it: keep the typed text and save it over the
 * latest version, or drop it and load the latest.
 */
export function StaleNotice(props: { busy: boolean; onKeepMine: () => void; onLoadLatest: () => void }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  // It sits at the top of the form, far from the Save button that caused it: bring it into view.
  useEffect(() => ref.current?.scrollIntoView({ block: 'nearest' }), []);
  return (
    <Notice ref={ref} tone="error" role="alert" title={t('contentAdmin.stale.title')}>
      <p>{t('contentAdmin.stale.description')}</p>
      <div className="flex flex-wrap gap-2 pt-2">
        <Button type="button" size="sm" variant="outline" disabled={props.busy} onClick={props.onKeepMine}>
          {t('contentAdmin.stale.keepMine')}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={props.busy} onClick={props.onLoadLatest}>
          {t('contentAdmin.stale.loadLatest')}
        </Button>
      </div>
    </Notice>
  );
}

/** The form could not be saved and no field says why (or some fields say so below). */
export function FormProblem(props: { message: string | null }) {
  if (!props.message) return null;
  return (
    <Notice tone="error" role="alert">
      <p>{props.message}</p>
    </Notice>
  );
}
