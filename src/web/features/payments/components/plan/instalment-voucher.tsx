import type { PaymentVoucher } from '@contracts/payments';
import { ExternalLink, Mail } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { formatInstant, formatMoney } from '../format';

/**
 * An instalment's pending OXXO voucher: the reference to pay with, the amount, until when, where, and that we
 * will write. `compact` (inside a schedule row, which shows the amount already) leaves out the amount and
 * the general instructions.
 */
export function InstalmentVoucher(props: {
  seq: number;
  voucher: PaymentVoucher | null;
  amountMinor: number;
  currency: string;
  zone: string;
  compact?: boolean;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const { voucher } = props;
  return (
    <section
      aria-labelledby={id}
      data-testid={`voucher-${props.seq}`}
      className="space-y-3 rounded-2xl border-2 border-accent/40 bg-accent/5 p-4 sm:p-5"
    >
      <h3 id={id} className="text-sm font-medium text-muted-foreground">
        {t('payments.flexible.voucher.heading', { seq: props.seq })}
      </h3>
      <div>
        <p className="text-xs text-muted-foreground">{t('payments.flexible.voucher.reference')}</p>
        <p
          className="font-mono text-xl tracking-widest break-all sm:text-2xl"
          data-testid="pending-reference"
        >
          {voucher?.reference ?? '—'}
        </p>
      </div>
      {props.compact ? null : (
        <p className="font-display text-lg tabular-nums">
          {formatMoney(props.amountMinor, props.currency, lang)}
        </p>
      )}
      {voucher?.expiresAt ? (
        <p className="text-sm font-medium">
          {t('payments.flexible.voucher.expires', {
            date: formatInstant(voucher.expiresAt, lang, props.zone),
          })}
        </p>
      ) : null}
      {props.compact ? null : (
        <>
          <p className="text-sm text-muted-foreground">{t('payments.flexible.voucher.where')}</p>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('payments.flexible.voucher.email')}
          </p>
        </>
      )}
      {voucher?.url ? (
        <Button asChild variant="outline" size="sm">
          <a href={voucher.url} data-testid="voucher-link">
            <ExternalLink aria-hidden />
            {t('payments.flexible.voucher.open')}
          </a>
        </Button>
      ) : null}
    </section>
  );
}
