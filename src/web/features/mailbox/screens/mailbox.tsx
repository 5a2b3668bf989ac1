import { Inbox, Info, MailOpen } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Container, PageHeader, Section } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';

export default function MailboxScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('admin.mailbox.title'), t('admin.mailbox.description'));

  return (
    <Container>
      <Section className="space-y-10 pt-12 pb-0 sm:pt-20 sm:pb-0">
        <PageHeader
          eyebrow={t('admin.mailbox.eyebrow')}
          title={t('admin.mailbox.title')}
          lead={t('admin.mailbox.lead')}
        />

        <div
          className="grid overflow-hidden rounded-2xl border border-border bg-card md:min-h-[28rem] md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]"
          data-testid="mailbox"
        >
          <section
            aria-labelledby="mailbox-list-title"
            className="flex flex-col border-b border-border md:border-r md:border-b-0"
          >
            <header className="flex h-12 items-center justify-between gap-3 border-b border-border px-4">
              <h2 id="mailbox-list-title" className="flex items-center gap-2 text-sm font-semibold">
                <Inbox aria-hidden className="size-4 text-muted-foreground" />
                {t('admin.mailbox.inbox')}
              </h2>
              <Badge variant="outline" className="tabular-nums" aria-hidden>
                0
              </Badge>
            </header>
            <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-muted">
                <Inbox aria-hidden className="size-5 text-muted-foreground" />
              </span>
              <p className="font-medium">{t('admin.mailbox.empty')}</p>
              <p className="max-w-xs text-sm text-muted-foreground">{t('admin.mailbox.emptyHint')}</p>
            </div>
          </section>

          <section aria-labelledby="mailbox-view-title" className="hidden flex-col md:flex">
            <header className="flex h-12 items-center border-b border-border px-4">
              <h2 id="mailbox-view-title" className="text-sm font-semibold text-muted-foreground">
                {t('admin.mailbox.viewerEmpty')}
              </h2>
            </header>
            <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-12 text-center">
              <MailOpen aria-hidden className="size-10 text-border" strokeWidth={1.25} />
              <p className="max-w-xs text-sm text-muted-foreground">{t('admin.mailbox.viewerHint')}</p>
            </div>
          </section>
        </div>

        <p className="flex max-w-3xl gap-2 text-sm text-muted-foreground">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('admin.mailbox.productionNote')}
        </p>
      </Section>
    </Container>
  );
}
