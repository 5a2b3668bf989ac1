import type { PaymentProviderStatus } from '@contracts/payments';
import { Webhook } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { useI18n } from '@web/lib/i18n';
import { formatInstant, visitorZone } from './format';
import { providerKey } from './labels';

/** The newest webhook any provider sent (type, provider, when); `children` when none came yet. */
export function LastWebhook(props: { providers: PaymentProviderStatus[] | undefined; children: ReactNode }) {
  const { t, lang } = useI18n();
  const latest = (props.providers ?? [])
    .filter((p): p is PaymentProviderStatus & { lastWebhookAt: string } => p.lastWebhookAt !== null)
    .sort((a, b) => b.lastWebhookAt.localeCompare(a.lastWebhookAt))[0];
  if (!latest) return <>{props.children}</>;
  return (
    <Card className="flex flex-1 items-start gap-3 rounded-xl p-5" data-testid="last-webhook">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
        <Webhook aria-hidden className="size-5 text-muted-foreground" />
      </span>
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-medium break-words">
          {t('payments.connected.webhooks.received', {
            type: latest.lastWebhookType ?? '—',
            provider: t(providerKey(latest.name)),
          })}
        </p>
        <p className="text-muted-foreground">
          <time dateTime={latest.lastWebhookAt}>
            {t('payments.connected.webhooks.at', {
              date: formatInstant(latest.lastWebhookAt, lang, visitorZone()),
            })}
          </time>
        </p>
      </div>
    </Card>
  );
}
