import type { Factor } from '@supabase/auth-js';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Label } from '@web/components/ui/input';
import { useAuth } from '@web/lib/auth';
import { useI18n } from '@web/lib/i18n';
import { SubmitButton } from '../components/submit-button';
import { useCooldown } from '../components/use-cooldown';
import { isCompleteCode, mfaErrorText, verifiedTotp, type ErrorText } from './code';
import { CodeField } from './code-field';
import { factorsQuery, useFactors, useRefreshFactors, verifyCode } from './factors';

/** No verified authenticator app to check the code against (removed meanwhile, in another tab say). */
class AuthFactorMissing extends Error {}

/**
 * Asks for a code of one of the person's verified authenticator apps and verifies it (the session becomes
 * aal2). A wrong code keeps the form, says why and empties the field; too many attempts wait the time the
 * server gave. `children` are further actions under the button (cancel, say).
 */
export function CodeForm(props: {
  id: string;
  submitLabel?: string;
  autoFocus?: boolean;
  /** Verify against this factor (enrolment); otherwise one of the verified ones. */
  factorId?: string;
  onVerified: () => void | Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const factors = useFactors();
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  const refresh = useRefreshFactors();
  const verified = verifiedTotp(factors.data ?? []);
  const [chosen, setChosen] = useState<string | null>(null);
  const factorId = props.factorId ?? chosen ?? verified[0]?.id ?? null;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const cooldown = useCooldown();
  const attempt = useRef(0);
  const [failed, setFailed] = useState(0);

  useEffect(() => {
    // After a failure, focus returns to the field, which is described by the error.
    if (failed > 0) document.getElementById(props.id)?.focus();
  }, [failed, props.id]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || cooldown.remaining > 0) return;
    if (!isCompleteCode(code)) {
      setError(t('auth.mfa.codeRequired'));
      setFailed((n) => n + 1);
      return;
    }
    setPending(true);
    setError(undefined);
    const mine = ++attempt.current;
    try {
      // A code typed (or autofilled) before the factors arrived waits for them.
      const id = factorId ?? verifiedTotp(await queryClient.ensureQueryData(factorsQuery(userId)))[0]?.id;
      if (!id) throw new AuthFactorMissing();
      await verifyCode(id, code);
      void refresh();
      await props.onVerified();
    } catch (failure) {
      if (mine !== attempt.current) return;
      const text: ErrorText =
        failure instanceof AuthFactorMissing
          ? { key: 'auth.apiErrors.mfaFactorNotFound' }
          : mfaErrorText(failure);
      setError(t(text.key, text.vars));
      if (text.wait) cooldown.start(text.wait);
      setCode('');
      setFailed((n) => n + 1);
    } finally {
      setPending(false);
    }
  }

  const waiting = cooldown.remaining > 0;
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {!props.factorId && verified.length > 1 ? (
        <FactorChoice id={`${props.id}-factor`} factors={verified} value={factorId} onChange={setChosen} />
      ) : null}
      <CodeField
        id={props.id}
        value={code}
        onChange={(next) => {
          setCode(next);
          if (error) setError(undefined);
        }}
        error={
          waiting ? t('auth.apiErrors.overRequestRateLimitWait', { seconds: cooldown.remaining }) : error
        }
        autoFocus={props.autoFocus}
      />
      <SubmitButton label={props.submitLabel ?? t('auth.mfa.verify')} pending={pending} />
      {props.children}
    </form>
  );
}

function FactorChoice(props: {
  id: string;
  factors: Factor[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{t('auth.mfa.factor')}</Label>
      <select
        id={props.id}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value)}
        className="h-10 w-full rounded-xl border border-input bg-background px-3 text-sm"
      >
        {props.factors.map((factor) => (
          <option key={factor.id} value={factor.id}>
            {factor.friendly_name || t('auth.mfa.defaultName')}
          </option>
        ))}
      </select>
    </div>
  );
}
