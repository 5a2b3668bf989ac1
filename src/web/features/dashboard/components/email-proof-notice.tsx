import { MailCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { ApiError } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { useI18n } from '@web/lib/i18n';
import { useSendEmailProof } from '../api/email-proof';

/**
 * For an account whose address is not proven yet (created with autoconfirm): bookings, payments and results
 * made with the address before the account existed stay hidden until a link sent to it is followed. The
 * button mails that link (POST /api/me/email-proof); following it signs in here again with the address proven.
 */
export function EmailProofNotice() {
  const auth = useAuth();
  const send = useSendEmailProof();
  if (!auth.profile || auth.profile.emailProven) return null;
  const state: EmailProofState = send.isPending
    ? 'sending'
    : send.isSuccess
      ? 'sent'
      : send.isError
        ? send.error instanceof ApiError && send.error.status === 429
          ? 'tooSoon'
          : 'failed'
        : 'idle';
  return <EmailProofPrompt email={auth.profile.email} state={state} onSend={() => send.mutate()} />;
}

export type EmailProofState = 'idle' | 'sending' | 'sent' | 'tooSoon' | 'failed';

/** The notice itself: what the link is for, the button, and what happened (spoken to screen readers). */
export function EmailProofPrompt(props: { email: string; state: EmailProofState; onSend: () => void }) {
  const { t } = useI18n();
  const k = 'dashboard.emailProof';
  const { state } = props;
  return (
    <Notice icon={MailCheck} title={t(`${k}.title`)} data-testid="email-proof">
      <p>{t(`${k}.body`, { email: props.email })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={state === 'sending' || state === 'sent'}
          onClick={props.onSend}
        >
          {t(state === 'sending' ? `${k}.sending` : `${k}.action`)}
        </Button>
        <p role="status" aria-live="polite" className="text-foreground">
          {state === 'sent' ? t(`${k}.sent`, { email: props.email }) : null}
          {state === 'tooSoon' || state === 'failed' ? t(`${k}.${state}`) : null}
        </p>
      </div>
    </Notice>
  );
}
