import type { Factor } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { Notice } from '@web/components/ui/form-notice';
import { useAssurance } from '@web/lib/assurance';
import { loadAuthClient, logAuthProblem } from '@web/lib/auth-client';
import { useI18n } from '@web/lib/i18n';
import { authErrorCode } from '../errors';
import { mfaErrorText } from './code';
import { CodeForm } from './code-form';

/**
 * Confirms the removal of an authenticator app. A verified one needs an aal2 session (GoTrue refuses it with
 * insufficient_aal otherwise): at aal1 the dialog asks for a code first, then for the confirmation.
 */
export function RemoveFactorDialog(props: {
  factor: Factor | null;
  /** The account's only verified app: say that sign-in falls back to the password. */
  last: boolean;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useI18n();
  const assurance = useAssurance();
  const [codeAsked, setCodeAsked] = useState(false);
  const [proven, setProven] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const factor = props.factor;

  useEffect(() => {
    setCodeAsked(false);
    setProven(false);
    setError(null);
  }, [factor?.id]);

  const needsCode = factor?.status === 'verified' && !proven && (codeAsked || assurance.current === 'aal1');
  const name = factor?.friendly_name || t('auth.mfa.defaultName');

  async function remove() {
    if (!factor || pending) return;
    setPending(true);
    setError(null);
    try {
      const client = await loadAuthClient();
      const { error: failure } = await client.mfa.unenroll({ factorId: factor.id });
      if (failure) {
        if (authErrorCode(failure) === 'insufficient_aal') setCodeAsked(true);
        else {
          const text = mfaErrorText(failure);
          setError(t(text.key, text.vars));
        }
        return;
      }
      // The session's level and its user's factors change with the removal: read them again.
      const { error: refreshFailure } = await client.refreshSession();
      if (refreshFailure) logAuthProblem('refresh after removing a factor', refreshFailure);
      props.onRemoved();
    } catch (failure) {
      const text = mfaErrorText(failure);
      setError(t(text.key, text.vars));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={factor !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {factor ? (
        <DialogContent
          title={t('dashboard.security.remove.title')}
          description={
            needsCode
              ? t('dashboard.security.remove.codeFirst')
              : `${t('dashboard.security.remove.body', { name })}${
                  props.last ? ` ${t('dashboard.security.remove.lastBody')}` : ''
                }`
          }
        >
          {needsCode ? (
            <CodeForm id="mfa-remove-code" autoFocus onVerified={() => setProven(true)}>
              <DialogClose asChild>
                <Button type="button" variant="ghost" className="w-full">
                  {t('dashboard.security.remove.keep')}
                </Button>
              </DialogClose>
            </CodeForm>
          ) : (
            <>
              {error ? (
                <Notice tone="error" role="alert">
                  <p>{error}</p>
                </Notice>
              ) : null}
              <DialogActions>
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    {t('dashboard.security.remove.keep')}
                  </Button>
                </DialogClose>
                <Button
                  type="button"
                  variant="destructive"
                  aria-disabled={pending || undefined}
                  onClick={() => void remove()}
                >
                  {pending ? t('auth.sending') : t('dashboard.security.remove.confirm')}
                </Button>
              </DialogActions>
            </>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
