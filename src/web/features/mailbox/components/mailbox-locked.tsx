import { KeyRound } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';

/** What the screen says when this browser has not opened the mailbox with the key the server printed. */
export function MailboxLocked() {
  const { t } = useI18n();
  return (
    <div
      data-testid="mailbox-locked"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-16 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <KeyRound aria-hidden className="size-5 text-muted-foreground" />
      </span>
      <h2 className="font-display text-2xl">{t('admin.mailbox.locked.title')}</h2>
      <p className="max-w-lg text-muted-foreground text-pretty">{t('admin.mailbox.locked.description')}</p>
      <p className="max-w-lg text-sm text-muted-foreground">{t('admin.mailbox.locked.hint')}</p>
    </div>
  );
}
