import type { PaymentProviderName, PaymentProviderStatus } from '@contracts/payments';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey, type MessageListKey } from '@web/lib/i18n';
import { formatInstant, visitorZone } from './format';

export const providerMarks: Record<PaymentProviderName, string> = {
  stripe: 'S',
  mercadopago: 'MP',
  sandbox: 'SB',
};

/** One payment provider: configured or not, its mode, whether it takes new checkouts, its last webhook. */
export function ProviderCard(props: {
  id: PaymentProviderName;
  status: PaymentProviderStatus | undefined;
  loading: boolean;
}) {
  const { t, tList, lang } = useI18n();
  const key = (leaf: string) => `payments.connected.providers.${props.id}.${leaf}` as MessageKey;
  const headingId = `provider-${props.id}`;
  const s = props.status;
  const active = s?.active ?? false;
  return (
    <Card
      className="flex flex-col gap-4 rounded-xl p-5"
      data-testid="provider-card"
      data-provider={props.id}
      data-active={active}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted font-display text-sm font-semibold"
          >
            {providerMarks[props.id]}
          </span>
          <h3 id={headingId} className="text-base font-semibold">
            {t(key('name'))}
          </h3>
        </div>
        {props.loading ? (
          <Skeleton className="h-5 w-20" />
        ) : (
          <Badge variant={active ? 'accent' : 'outline'} className="shrink-0">
            <span
              aria-hidden
              className={cn('size-1.5 rounded-full', active ? 'bg-accent-strong' : 'bg-muted-foreground/60')}
            />
            {active ? t('payments.connected.providers.active') : t('payments.connected.providers.inactive')}
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t(key('description'))}</p>
      <dl aria-labelledby={headingId} className="space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('payments.connected.providers.mode')}</dt>
          <dd>
            {s && active
              ? s.mode === 'live'
                ? t('payments.connected.providers.modeLive')
                : t('payments.connected.providers.modeTest')
              : t('payments.connected.providers.modeNone')}
          </dd>
        </div>
        {s?.takesNewCheckouts ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('payments.connected.providers.status')}</dt>
            <dd className="font-medium" data-testid="takes-new">
              {t('payments.connected.providers.takesNew')}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('payments.connected.providers.lastWebhook')}</dt>
          <dd className="text-right">
            {s?.lastWebhookAt ? (
              <>
                <span className="block font-mono text-xs">{s.lastWebhookType ?? '—'}</span>
                <time className="text-xs text-muted-foreground" dateTime={s.lastWebhookAt}>
                  {formatInstant(s.lastWebhookAt, lang, visitorZone())}
                </time>
              </>
            ) : (
              t('payments.connected.providers.lastWebhookNone')
            )}
          </dd>
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
      {active ? null : (
        <p className="mt-auto border-t border-border pt-4 text-xs text-muted-foreground">
          {props.id === 'sandbox'
            ? t('payments.connected.providers.sandbox.howTo')
            : t('payments.connected.providers.howTo')}
        </p>
      )}
    </Card>
  );
}
