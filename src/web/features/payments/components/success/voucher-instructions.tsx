import type { PublicPayment } from '@contracts/payments';
import { ExternalLink, Mail } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { formatInstant, formatMoney, visitorZone } from '../format';

/** A pending OXXO voucher: the reference to pay with, where, until when, and that we will write. */
export function VoucherInstructions(props: { payment: PublicPayment }) {
  const { t, lang } = useI18n();
  const p = props.payment;
  const voucher = p.voucher;
  const zone = p.appointment?.timeZone ?? visitorZone();
  return (
    <section
      aria-labelledby="voucher-heading"
      className="space-y-4 rounded-2xl border-2 border-accent/40 bg-accent/5 p-5 sm:p-6"
    >
      <h2 id="voucher-heading" className="text-sm font-medium text-muted-foreground">
        {t('payments.success.pending.reference')}
      </h2>
      <p className="font-mono text-2xl tracking-widest break-all sm:text-3xl" data-testid="pending-reference">
        {voucher?.reference ?? '—'}
      </p>
      <p className="font-display text-xl tabular-nums">{formatMoney(p.amountMinor, p.currency, lang)}</p>
      {voucher?.expiresAt ? (
        <p className="text-sm font-medium">
          {t('payments.success.pending.expires', { date: formatInstant(voucher.expiresAt, lang, zone) })}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{t('payments.success.pending.where')}</p>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('payments.success.pending.email')}
      </p>
      {voucher?.url ? (
        <Button asChild variant="outline">
          <a href={voucher.url} data-testid="voucher-link">
            <ExternalLink aria-hidden />
            {t('payments.success.pending.open')}
          </a>
        </Button>
      ) : null}
    </section>
  );
}
