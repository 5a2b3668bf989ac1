import type { CancellationRefund } from '@contracts/cancellation';
import { intlLocale } from '@contracts/language';

type Lang = 'es' | 'en';
const locale = intlLocale;

/** Always with centavos ("MX$4,800.00"): an amount of money returned is stated exactly. */
function exact(amountMinor: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(locale(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}

/**
 * What the cancellation does with the client's money, in their language (booking's and rental's mails use it;
 * the web's cancel dialog says the same from its own messages). Nothing paid → no lines.
 */
export function clientRefundLines(refund: CancellationRefund | null | undefined, lang: Lang): string[] {
  if (!refund || refund.paidMinor <= 0) return [];
  const m = (minor: number) => exact(minor, refund.currency, lang);
  const lines: string[] = [];
  if (lang === 'es') {
    if (refund.automaticMinor > 0)
      lines.push(
        `Te reembolsaremos ${m(refund.automaticMinor)} al mismo medio de pago (tarjeta o cuenta); suele verse en tu estado de cuenta en 5 a 10 días hábiles.`,
      );
    if (refund.manualMinor > 0)
      lines.push(
        `${m(refund.manualMinor)} no se pueden devolver de forma automática (pago en efectivo u OXXO): te los devolveremos directamente y nos pondremos en contacto contigo para acordar cómo.`,
      );
    if (refund.refundMinor === 0)
      lines.push(
        `Según la política de cancelación, esta cancelación no tiene reembolso (pagaste ${m(refund.paidMinor)}).`,
      );
    else if (refund.keptMinor > 0)
      lines.push(
        `Según la política de cancelación se reembolsa el ${refund.percent} %; se retienen ${m(refund.keptMinor)}.`,
      );
  } else {
    if (refund.automaticMinor > 0)
      lines.push(
        `${m(refund.automaticMinor)} will be refunded to the same payment method (card or account); it usually shows on your statement in 5–10 business days.`,
      );
    if (refund.manualMinor > 0)
      lines.push(
        `${m(refund.manualMinor)} cannot be refunded automatically (paid in cash or at OXXO): we will return it to you directly and contact you to arrange how.`,
      );
    if (refund.refundMinor === 0)
      lines.push(
        `Per the cancellation policy, this cancellation gets no refund (you paid ${m(refund.paidMinor)}).`,
      );
    else if (refund.keptMinor > 0)
      lines.push(
        `Per the cancellation policy ${refund.percent} % is refunded; ${m(refund.keptMinor)} is kept.`,
      );
  }
  return lines;
}

/** The same for the owner (Spanish, like the owner's other mails), with what they must do. */
export function ownerRefundLines(refund: CancellationRefund | null | undefined): string[] {
  if (!refund || refund.paidMinor <= 0) return [];
  const m = (minor: number) => exact(minor, refund.currency, 'es');
  const lines = [
    `Pagado: ${m(refund.paidMinor)}. Reembolso: ${m(refund.refundMinor)} (${refund.percent} %).`,
  ];
  if (refund.automaticMinor > 0)
    lines.push(`${m(refund.automaticMinor)} se reembolsan automáticamente por el proveedor de pagos.`);
  if (refund.manualMinor > 0)
    lines.push(
      `Reembolso manual pendiente: debes devolver ${m(refund.manualMinor)} (pago en efectivo, OXXO o registrado a mano) y registrarlo en Administración → Pagos → Reembolsos por devolver. Te lo recordaremos hasta que lo registres.`,
    );
  if (refund.keptMinor > 0)
    lines.push(`Se retienen ${m(refund.keptMinor)} según la política de cancelación del servicio.`);
  return lines;
}

/**
 * A payment that came when what it paid for was gone (a time taken, a booking cancelled meanwhile) and that the
 * provider cannot refund (OXXO cash, taken by hand): the client's line and the owner's (reconcile.ts's mails).
 */
export function byHandReturnLine(lang: Lang, amount: string): string {
  return lang === 'es'
    ? `Tu pago de ${amount} llegó cuando ese apartado ya no estaba activo (venció o se canceló). Un pago en efectivo u OXXO no se puede devolver de forma automática: te devolveremos los ${amount} directamente y nos pondremos en contacto contigo para acordar cómo.`
    : `Your payment of ${amount} arrived when that booking was no longer active (it had ended or was cancelled). A payment in cash or at OXXO cannot be refunded automatically: we will return the ${amount} to you directly and contact you to arrange how.`;
}
export const ownerByHandReturnLine = (amount: string) =>
  `Ese pago (efectivo, OXXO o registrado a mano) no se puede devolver de forma automática: quedó como reembolso pendiente de ${amount} en Administración → Pagos → Reembolsos por devolver. Devuélvelo al cliente y regístralo ahí; te lo recordaremos hasta que lo registres.`;

export const formatRefundMoney = exact;
