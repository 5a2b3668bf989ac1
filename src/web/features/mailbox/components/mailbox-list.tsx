import type { MailboxSummary } from '@contracts/mailbox';
import { Link2 } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useI18n } from '@web/lib/i18n';
import { fullDate, timeAgo } from './format';
import { useNow } from './use-now';

/** The inbox column: recipient, subject and age of each mail, newest first. */
export function MailboxList(props: {
  messages: MailboxSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t, lang } = useI18n();
  const now = useNow();
  return (
    <ul aria-label={t('admin.mailbox.listLabel')} className="divide-y divide-border">
      {props.messages.map((mail) => {
        const selected = mail.id === props.selectedId;
        return (
          <li key={mail.id}>
            <button
              type="button"
              onClick={() => props.onSelect(mail.id)}
              aria-current={selected ? 'true' : undefined}
              data-testid="mailbox-item"
              className={cn(
                'relative flex w-full flex-col gap-1 px-4 py-3 text-left outline-none transition-colors hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                selected &&
                  'bg-muted before:absolute before:inset-y-0 before:left-0 before:w-0.5 before:bg-accent',
              )}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate text-sm text-muted-foreground">{mail.to}</span>
                <time
                  dateTime={mail.createdAt}
                  title={fullDate(mail.createdAt, lang)}
                  className="shrink-0 text-xs text-muted-foreground tabular-nums"
                >
                  {timeAgo(mail.createdAt, now, lang)}
                </time>
              </span>
              <span className="flex items-center justify-between gap-3">
                <span className={cn('min-w-0 truncate text-sm', selected ? 'font-semibold' : 'font-medium')}>
                  {mail.subject || t('admin.mailbox.noSubject')}
                </span>
                {mail.links.length > 0 ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                    <Link2 aria-hidden className="size-3.5" />
                    <span className="tabular-nums">{mail.links.length}</span>
                    <span className="sr-only">{t('admin.mailbox.links')}</span>
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
