import type { SandboxCheckout } from '@contracts/payments';
import { CircleCheck, Clock, LoaderCircle, Store } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import type { SandboxStep } from '../../api/public';
import { formatInstant, formatMoney, visitorZone } from '../format';

/** A taken OXXO voucher: its reference and expiry, and the two outcomes the tester can simulate. */
export function VoucherPanel(props: {
  checkout: SandboxCheckout;
  busy: SandboxStep['action'] | null;
  onStep: (step: SandboxStep) => void;
  onStatus: () => void;
}) {
  const { t, lang } = useI18n();
  const { checkout, busy } = props;
  const voucher = checkout.voucher;
  return (
    <section aria-labelledby="sandbox-voucher" className="space-y-5" data-testid="sandbox-voucher">
      <h2 id="sandbox-voucher" className="flex items-center gap-2 font-display text-2xl">
        <Store aria-hidden className="size-6 text-accent-strong" />
        {t('payments.sandbox.voucher.heading')}
      </h2>
      <dl className="space-y-3 rounded-xl border border-border bg-muted/40 p-4 text-sm">
        <div className="space-y-1">
          <dt className="text-muted-foreground">{t('payments.sandbox.voucher.reference')}</dt>
          <dd className="font-mono text-xl tracking-widest break-all" data-testid="voucher-reference">
            {voucher?.reference ?? '—'}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('payments.sandbox.voucher.amount')}</dt>
          <dd className="font-semibold tabular-nums">
            {formatMoney(checkout.amountMinor, checkout.currency, lang)}
          </dd>
        </div>
        {voucher ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('payments.sandbox.voucher.expires')}</dt>
            <dd className="text-right">
              <time dateTime={voucher.expiresAt}>
                {formatInstant(voucher.expiresAt, lang, visitorZone())}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="text-sm text-muted-foreground">{t('payments.sandbox.voucher.instructions')}</p>
      <div className="grid gap-2">
        <Button
          type="button"
          disabled={busy !== null}
          onClick={() => props.onStep({ action: 'voucher/pay' })}
        >
          {busy === 'voucher/pay' ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <CircleCheck aria-hidden />
          )}
          {t('payments.sandbox.voucher.pay')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy !== null}
          onClick={() => props.onStep({ action: 'voucher/expire' })}
        >
          {busy === 'voucher/expire' ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Clock aria-hidden />
          )}
          {t('payments.sandbox.voucher.expire')}
        </Button>
      </div>
      <Button type="button" variant="link" disabled={busy !== null} onClick={props.onStatus}>
        {t('payments.sandbox.voucher.status')}
      </Button>
    </section>
  );
}
