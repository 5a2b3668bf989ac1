import { CalendarSync, Webhook } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey, type MessageListKey } from '@web/lib/i18n';

const providers = [
  { id: 'stripe', mark: 'S' },
  { id: 'mercadopago', mark: 'MP' },
  { id: 'sandbox', mark: 'SB' },
] as const;

function ProviderCard(props: { id: (typeof providers)[number]['id']; mark: string }) {
  const { t, tList } = useI18n();
  const key = (leaf: string) => `payments.connected.providers.${props.id}.${leaf}` as MessageKey;
  const headingId = `provider-${props.id}`;
  return (
    <Card className="flex flex-col gap-4 rounded-xl p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted font-display text-sm font-semibold"
          >
            {props.mark}
          </span>
          <h3 id={headingId} className="text-base font-semibold">
            {t(key('name'))}
          </h3>
        </div>
        <Badge variant="outline" className="shrink-0">
          <span aria-hidden className="size-1.5 rounded-full bg-muted-foreground/60" />
          {t('payments.connected.providers.notConfigured')}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{t(key('description'))}</p>
      <dl aria-labelledby={headingId} className="space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('payments.connected.providers.mode')}</dt>
          <dd>{t('payments.connected.providers.modeNone')}</dd>
        </div>
        <div className="space-y-2">
          <dt className="text-muted-foreground">{t('payments.connected.providers.methods')}</dt>
          <dd>
            <ul className="flex flex-wrap gap-1.5">
              {tList(`payments.connected.providers.${props.id}.methods` as MessageListKey).map((method) => (
                <li key={method} className="rounded-full bg-muted px-2.5 py-0.5 text-xs">
                  {method}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p className="mt-auto border-t border-border pt-4 text-xs text-muted-foreground">
        {props.id === 'sandbox'
          ? t('payments.connected.providers.sandbox.howTo')
          : t('payments.connected.providers.howTo')}
      </p>
    </Card>
  );
}

export default function ConnectedAccountsScreen() {
  return <ConnectedAccountsView />;
}

/**
 * The connected accounts page; `calendars` is the booking feature's Calendars panel, composed in by the
 * app shell (src/web/app/composed/connected-accounts.tsx).
 */
export function ConnectedAccountsView({ calendars }: { calendars?: ReactNode }) {
  const { t } = useI18n();
  useDocumentMeta(t('payments.connected.meta.title'), t('payments.connected.meta.description'));
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader
        size="compact"
        eyebrow={t('payments.connected.eyebrow')}
        title={t('payments.connected.title')}
        lead={t('payments.connected.lead')}
      />
      <section aria-labelledby="connected-providers" className="space-y-4">
        <h2 id="connected-providers" className="text-base font-semibold">
          {t('payments.connected.providers.heading')}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {providers.map((provider) => (
            <ProviderCard key={provider.id} id={provider.id} mark={provider.mark} />
          ))}
        </div>
      </section>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="connected-webhooks" className="flex flex-col gap-4">
          <h2 id="connected-webhooks" className="text-base font-semibold">
            {t('payments.connected.webhooks.heading')}
          </h2>
          <EmptyState
            icon={Webhook}
            title={t('payments.connected.webhooks.emptyTitle')}
            description={t('payments.connected.webhooks.emptyDescription')}
            className="flex-1"
          />
        </section>
        {calendars ? null : (
          <section aria-labelledby="connected-calendars" className="flex flex-col gap-4">
            <h2 id="connected-calendars" className="text-base font-semibold">
              {t('payments.connected.calendars.heading')}
            </h2>
            <EmptyState
              icon={CalendarSync}
              title={t('payments.connected.calendars.emptyTitle')}
              description={t('payments.connected.calendars.emptyDescription')}
              className="flex-1"
            />
          </section>
        )}
      </div>
      {calendars}
    </div>
  );
}
