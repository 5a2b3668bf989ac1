import type { MailboxMessage } from '@contracts/mailbox';
import { ArrowLeft, ExternalLink, MailX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/kit-tabs';
import { Spinner } from '@web/components/ui/spinner';
import { useI18n } from '@web/lib/i18n';
import { isMailboxOff } from '../api/get-mailbox';
import { useMailboxMessage } from '../api/get-mailbox-message';
import { fullDate } from './format';

/** The reading pane: headers, the links (what people come for), then the HTML or the text. */
export function MailboxViewer(props: { id: number; onBack: () => void }) {
  const { t } = useI18n();
  const message = useMailboxMessage(props.id);
  const back = (
    <Button variant="ghost" size="sm" onClick={props.onBack} className="md:hidden">
      <ArrowLeft aria-hidden />
      {t('admin.mailbox.back')}
    </Button>
  );
  if (message.data) return <MessageView message={message.data} back={back} />;
  return (
    <div className="flex flex-1 flex-col gap-4 p-4">
      {back}
      {message.isPending ? (
        <div className="flex flex-1 items-center justify-center py-12">
          <Spinner label={t('admin.mailbox.messageLoading')} />
        </div>
      ) : (
        <EmptyState
          icon={MailX}
          title={isMailboxOff(message.error) ? t('admin.mailbox.messageGone') : t('admin.mailbox.loadFailed')}
          className="flex-1 border-0"
        />
      )}
    </div>
  );
}

function MessageView({ message, back }: { message: MailboxMessage; back: ReactNode }) {
  const { t, lang } = useI18n();
  const [tab, setTab] = useState('html');
  const heading = useRef<HTMLHeadingElement>(null);
  // On a phone the list gives way to the mail: bring focus (and screen readers) to its subject.
  useEffect(() => {
    if (!window.matchMedia('(min-width: 48rem)').matches) heading.current?.focus();
  }, [message.id]);
  const subject = message.subject || t('admin.mailbox.noSubject');

  return (
    <article className="flex min-w-0 flex-1 flex-col" aria-labelledby="mailbox-view-title">
      <header className="space-y-3 border-b border-border p-4">
        {back}
        <h2
          id="mailbox-view-title"
          ref={heading}
          tabIndex={-1}
          className="font-display text-xl leading-tight text-balance outline-none"
        >
          {subject}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('admin.mailbox.from')}</dt>
          <dd className="break-all">{message.from}</dd>
          <dt className="text-muted-foreground">{t('admin.mailbox.to')}</dt>
          <dd className="break-all" data-testid="mailbox-to">
            {message.to}
          </dd>
          <dt className="text-muted-foreground">{t('admin.mailbox.date')}</dt>
          <dd>
            <time dateTime={message.createdAt}>{fullDate(message.createdAt, lang)}</time>
          </dd>
        </dl>
      </header>

      <section aria-labelledby="mailbox-links-title" className="space-y-2 border-b border-border p-4">
        <h3
          id="mailbox-links-title"
          className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {t('admin.mailbox.links')}
        </h3>
        {message.links.length ? (
          <ul className="space-y-1.5" data-testid="mailbox-links">
            {message.links.map((link) => (
              <li key={link}>
                <a
                  href={link}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="group inline-flex max-w-full items-start gap-2 rounded-md text-sm text-accent-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ExternalLink aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                  <span className="break-all">{link}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('admin.mailbox.noLinks')}</p>
        )}
      </section>

      <Tabs value={tab} onValueChange={setTab} className="flex flex-1 flex-col p-4">
        <TabsList label={t('admin.mailbox.viewLabel')}>
          <TabsTrigger value="html">{t('admin.mailbox.tabHtml')}</TabsTrigger>
          <TabsTrigger value="text">{t('admin.mailbox.tabText')}</TabsTrigger>
        </TabsList>
        <TabsContent value="html" className="mt-4 flex-1">
          {/* No allow-scripts, no same-origin: the mail can show itself and nothing more. */}
          <iframe
            sandbox=""
            src={message.htmlUrl}
            title={t('admin.mailbox.frameTitle', { subject })}
            className="h-[36rem] w-full rounded-xl border border-border bg-white"
          />
        </TabsContent>
        <TabsContent value="text" className="mt-4 flex-1">
          <pre className="overflow-x-auto rounded-xl border border-border bg-muted/40 p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap">
            {message.text}
          </pre>
        </TabsContent>
      </Tabs>
    </article>
  );
}
