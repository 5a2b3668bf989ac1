import { dateTimeFormat } from '@contracts/intl';
import type { CancellationRefund } from '@contracts/cancellation';
import type { StayCancellationTerms } from '@contracts/rental-pricing';
import { useI18n } from '@web/lib/i18n';
import { formatMxn, localeOf } from './dates';

/** An instant in Mexico City time, the zone the policy's dates are in (ADR 044). */
export function useMexicoCityTime() {
  const { lang, t } = useI18n();
  return (iso: string) =>
    t('rental.payment.policy.at', {
      time: dateTimeFormat(localeOf(lang), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/Mexico_City',
      }).format(new Date(iso)),
    });
}

/** The stay's cancellation policy with its dates: what goes back until when (before payment and after). */
export function PolicyTerms(props: { terms: StayCancellationTerms; className?: string }) {
  const { t } = useI18n();
  const at = useMexicoCityTime();
  const { terms } = props;
  const lines: string[] = [];
  if (terms.policy === 'strict') {
    if (terms.fullRefundUntil)
      lines.push(t('rental.payment.policy.strictGrace', { full: at(terms.fullRefundUntil) }));
    lines.push(t('rental.payment.policy.strict', { partial: at(terms.partialUntil ?? terms.checkInAt) }));
  } else
    lines.push(
      t(`rental.payment.policy.${terms.policy}`, {
        full: at(terms.fullRefundUntil ?? terms.checkInAt),
        checkIn: at(terms.checkInAt),
      }),
    );
  return (
    <section className={props.className} data-testid="stay-policy" data-policy={terms.policy}>
      <h3 className="text-sm font-medium">
        {t('rental.payment.policy.heading', { name: t(`rental.payment.policy.names.${terms.policy}`) })}
      </h3>
      {lines.map((line) => (
        <p key={line} className="mt-1 text-sm text-muted-foreground">
          {line}
        </p>
      ))}
      <p className="mt-1 text-xs text-muted-foreground">{t('rental.payment.policy.common')}</p>
    </section>
  );
}

/** What a cancellation does with the money, said as the server computed it (only what will happen). */
export function RefundLines(props: { refund: CancellationRefund }) {
  const { lang, t } = useI18n();
  const r = props.refund;
  const money = (minor: number) => formatMxn(minor, r.currency, lang);
  const lines: string[] = [];
  if (r.paidMinor <= 0) lines.push(t('rental.payment.cancel.nothingPaid'));
  else {
    if (r.automaticMinor > 0)
      lines.push(t('rental.payment.cancel.automatic', { amount: money(r.automaticMinor) }));
    if (r.manualMinor > 0) lines.push(t('rental.payment.cancel.manual', { amount: money(r.manualMinor) }));
    if (r.refundMinor === 0) lines.push(t('rental.payment.cancel.noRefund', { paid: money(r.paidMinor) }));
    else if (r.keptMinor > 0) lines.push(t('rental.payment.cancel.kept', { kept: money(r.keptMinor) }));
  }
  return (
    <div className="space-y-1 text-sm" data-testid="stay-refund" data-refund={r.refundMinor}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
