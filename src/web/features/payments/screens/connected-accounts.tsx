import { useQuery } from '@tanstack/react-query';
import { CalendarSync, Webhook } from 'lucide-react';
import type { ReactNode } from 'react';
import { PanelError } from '@web/components/ui/admin-panel';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/layout';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { paymentProvidersQuery } from '../api/admin';
import { LastWebhook } from '../components/last-webhook';
import { ProviderCard } from '../components/provider-card';

const providerOrder = ['stripe', 'mercadopago', 'sandbox'] as const;

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
  const providers = useQuery(paymentProvidersQuery());
  const statusOf = (id: (typeof providerOrder)[number]) =>
    providers.data?.providers.find((p) => p.name === id);
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
        {providers.isError ? (
          <PanelError
            message={t('payments.connected.providers.error')}
            retryLabel={t('payments.connected.providers.retry')}
            onRetry={() => void providers.refetch()}
          />
        ) : null}
        <div className="grid gap-4 md:grid-cols-3" aria-busy={providers.isPending || undefined}>
          {providers.isPending ? (
            <span className="sr-only">{t('payments.connected.providers.loading')}</span>
          ) : null}
          {providerOrder.map((id) => (
            <ProviderCard key={id} id={id} status={statusOf(id)} loading={providers.isPending} />
          ))}
        </div>
      </section>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="connected-webhooks" className="flex flex-col gap-4">
          <h2 id="connected-webhooks" className="text-base font-semibold">
            {t('payments.connected.webhooks.heading')}
          </h2>
          <LastWebhook providers={providers.data?.providers}>
            <EmptyState
              icon={Webhook}
              title={t('payments.connected.webhooks.emptyTitle')}
              description={t('payments.connected.webhooks.emptyDescription')}
              className="flex-1"
            />
          </LastWebhook>
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
