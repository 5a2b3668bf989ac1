import { Inbox, Info, MailOpen } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Notice } from '@web/components/ui/form-notice';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useClearMailbox } from '../api/clear-mailbox';
import { isMailboxLocked, isMailboxOff, useMailbox } from '../api/get-mailbox';
import { MailboxList } from '../components/mailbox-list';
import { MailboxLocked } from '../components/mailbox-locked';
import { MailboxOff } from '../components/mailbox-off';
import { MailboxToolbar } from '../components/mailbox-toolbar';
import { MailboxViewer } from '../components/mailbox-viewer';

const parseId = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? Number(value) : null);

/**
 * The local mailbox (like Mailpit): the mails the site "sent" without SMTP, the list on the left and the
 * chosen mail on the right; on a phone, the list, then the mail. The selection and the filter live in the
 * address (?id=, ?to=), so reloading or going back keeps them.
 */
export default function MailboxScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('admin.mailbox.title'), t('admin.mailbox.description'));
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const to = params.get('to')?.trim() ?? '';
  const selectedId = parseId(params.get('id'));
  const mailbox = useMailbox(to);
  const clear = useClearMailbox();
  const off = isMailboxOff(mailbox.error);
  const locked = isMailboxLocked(mailbox.error);
  const messages = mailbox.data ?? [];

  const update = (changes: Record<string, string | null>, options: { replace: boolean; opened?: boolean }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: options.replace, state: options.opened ? { mailboxOpened: true } : null },
    );
  const select = (id: number) => update({ id: String(id) }, { replace: id === selectedId, opened: true });
  // Back from a mail we opened here is a real "back"; from a pasted address it just closes the mail.
  const closeMail = () =>
    (location.state as { mailboxOpened?: boolean } | null)?.mailboxOpened
      ? navigate(-1)
      : update({ id: null }, { replace: true });

  return (
    <Container>
      <Section className="space-y-8 pt-12 pb-16 sm:pt-20 sm:pb-20">
        <PageHeader
          eyebrow={t('admin.mailbox.eyebrow')}
          title={t('admin.mailbox.title')}
          lead={t('admin.mailbox.lead')}
        />

        {off ? (
          <MailboxOff />
        ) : locked ? (
          <MailboxLocked />
        ) : (
          <>
            <MailboxToolbar
              to={to}
              onFilter={(value) => update({ to: value || null, id: null }, { replace: true })}
              onRefresh={() => void mailbox.refetch()}
              refreshing={mailbox.isFetching}
              count={messages.length}
              onClear={async () => {
                await clear.mutateAsync();
                update({ id: null }, { replace: true });
              }}
            />
            <div
              className="grid overflow-hidden rounded-2xl border border-border bg-card md:min-h-[32rem] md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]"
              data-testid="mailbox"
            >
              <section
                aria-labelledby="mailbox-list-title"
                className={cn(
                  'flex-col border-border md:flex md:border-r',
                  selectedId === null ? 'flex' : 'hidden',
                )}
              >
                <header className="flex h-12 items-center justify-between gap-3 border-b border-border px-4">
                  <h2 id="mailbox-list-title" className="flex items-center gap-2 text-sm font-semibold">
                    <Inbox aria-hidden className="size-4 text-muted-foreground" />
                    {t('admin.mailbox.inbox')}
                  </h2>
                  <Badge variant="outline" className="tabular-nums" data-testid="mailbox-count">
                    <span aria-hidden>{messages.length >= 100 ? '100+' : messages.length}</span>
                    <span className="sr-only">{t('admin.mailbox.count', { count: messages.length })}</span>
                  </Badge>
                </header>
                <div className="flex flex-1 flex-col md:max-h-[48rem] md:overflow-y-auto">
                  {mailbox.isPending ? (
                    <div className="flex flex-1 items-center justify-center py-12">
                      <Spinner label={t('common.loading')} />
                    </div>
                  ) : mailbox.isError && !mailbox.data ? (
                    <Notice tone="error" className="m-4" title={t('admin.mailbox.loadFailed')}>
                      <Button
                        size="sm"
                        variant="outline"
                        className="mt-2"
                        onClick={() => void mailbox.refetch()}
                      >
                        {t('admin.mailbox.retry')}
                      </Button>
                    </Notice>
                  ) : messages.length === 0 ? (
                    <EmptyState
                      icon={Inbox}
                      title={to ? t('admin.mailbox.filteredEmpty', { to }) : t('admin.mailbox.empty')}
                      description={to ? t('admin.mailbox.filteredEmptyHint') : t('admin.mailbox.emptyHint')}
                      className="flex-1 border-0"
                    />
                  ) : (
                    <MailboxList messages={messages} selectedId={selectedId} onSelect={select} />
                  )}
                </div>
              </section>

              <section
                aria-label={t('admin.mailbox.viewLabel')}
                className={cn('min-w-0 flex-col md:flex', selectedId === null ? 'hidden' : 'flex')}
              >
                {selectedId !== null ? (
                  <MailboxViewer key={selectedId} id={selectedId} onBack={closeMail} />
                ) : (
                  <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-12 text-center">
                    <MailOpen aria-hidden className="size-10 text-border" strokeWidth={1.25} />
                    <p className="font-medium">{t('admin.mailbox.viewerEmpty')}</p>
                    <p className="max-w-xs text-sm text-muted-foreground">{t('admin.mailbox.viewerHint')}</p>
                  </div>
                )}
              </section>
            </div>
            <p className="text-sm text-muted-foreground">{t('admin.mailbox.autoRefresh')}</p>
          </>
        )}

        <p className="flex max-w-3xl gap-2 text-sm text-muted-foreground">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('admin.mailbox.productionNote')}
        </p>
      </Section>
    </Container>
  );
}
