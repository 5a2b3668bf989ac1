import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { loadAuthClient, siteUrl } from '@web/lib/auth-client';
import { useI18n } from '@web/lib/i18n';
import { authErrorCode, authErrorKey } from '../errors';
import { emailFromQuery } from '../forms';
import { RESEND_COOLDOWN_SECONDS, verifyEmailPath } from '../links';
import { useCooldown } from './use-cooldown';
import { EmailInput } from './email-input';

type Status = { kind: 'idle' } | { kind: 'sent'; email: string } | { kind: 'error'; message: string };

/**
 * Sends the sign-up confirmation again, at most once a minute (with a visible countdown). Without a
 * known address it asks for one first.
 */
export function ResendConfirmation(props: {
  email: string | null;
  /** When the last e-mail was sent (ms), to start with the countdown running. */
  sentAt?: number;
  id: string;
}) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const cooldown = useCooldown(props.sentAt ? props.sentAt + RESEND_COOLDOWN_SECONDS * 1000 : 0);
  const waiting = cooldown.remaining > 0;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || waiting) return;
    const email = props.email ?? emailFromQuery(typed);
    if (!email) {
      setFieldError(t(typed.trim() ? 'auth.errors.emailInvalid' : 'auth.errors.emailRequired'));
      document.getElementById(`${props.id}-email`)?.focus();
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      const { error } = await (
        await loadAuthClient()
      ).resend({ type: 'signup', email, options: { emailRedirectTo: siteUrl(verifyEmailPath(email)) } });
      if (error) throw error;
      setStatus({ kind: 'sent', email });
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      setStatus({ kind: 'error', message: t(authErrorKey(error)) });
      if (authErrorCode(error) === 'over_email_send_rate_limit') cooldown.start(RESEND_COOLDOWN_SECONDS);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      {props.email ? null : (
        <FormField id={`${props.id}-email`} label={t('auth.fields.email')} error={fieldError}>
          {(control) => <EmailInput {...control} value={typed} onValueChange={setTyped} />}
        </FormField>
      )}
      <Button
        type="submit"
        variant="outline"
        className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        aria-disabled={sending || waiting || undefined}
        aria-describedby={waiting ? `${props.id}-cooldown` : undefined}
        data-testid="resend-confirmation"
      >
        {sending ? t('auth.sending') : t('auth.resend.action')}
      </Button>
      {waiting ? (
        <p id={`${props.id}-cooldown`} className="text-center text-xs text-muted-foreground tabular-nums">
          {t('auth.resend.cooldown', { seconds: cooldown.remaining })}
        </p>
      ) : null}
      <p role="status" className="text-center text-sm font-medium empty:hidden">
        {status.kind === 'sent' ? t('auth.resend.sent', { email: status.email }) : ''}
      </p>
      <p role="alert" className="text-center text-sm text-destructive empty:hidden">
        {status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
