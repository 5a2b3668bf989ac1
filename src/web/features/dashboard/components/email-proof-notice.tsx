import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { ApiError, apiSend } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { useI18n } from '@web/lib/i18n';

const answerSchema = async () => (await import('@contracts/accounts')).emailProofAnswerSchema;

/**
 * For an account whose address is not proven yet (created with autoconfirm): bookings, payments and results
 * made with the address before the account existed stay hidden until a link sent to it is followed. The
 * button mails that link (POST /api/me/email-proof); following it signs in here again with the address proven.
 */
export function EmailProofNotice() {
  const { t } = useI18n();
  const auth = useAuth();
  const send = useMutation({
    mutationFn: () => apiSend(answerSchema, 'POST', '/api/me/email-proof'),
    onSuccess: (answer) => {
      if (answer.emailProven) void auth.refreshProfile();
    },
  });
  if (!auth.profile || auth.profile.emailProven) return null;
  const k = 'dashboard.emailProof';
  const limited = send.error instanceof ApiError && send.error.status === 429;
  return (
    <Notice icon={MailCheck} title={t(`${k}.title`)} data-testid="email-proof">
      <p>{t(`${k}.body`, { email: auth.profile.email })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={send.isPending || send.isSuccess}
          onClick={() => send.mutate()}
        >
          {t(send.isPending ? `${k}.sending` : `${k}.action`)}
        </Button>
        <p role="status" aria-live="polite" className="text-foreground">
          {send.isSuccess ? t(`${k}.sent`, { email: auth.profile.email }) : null}
          {send.isError ? t(limited ? `${k}.tooSoon` : `${k}.failed`) : null}
        </p>
      </div>
    </Notice>
  );
}
