import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/outbox';
import type { PaymentManualRefundRow } from './refund-schema';
import { formatRefundMoney } from '../../../platform/mail/refund-words';
import type { PaymentOrderRow } from '../schema';

/** The owner's alert (Spanish, like their other mails): a cancellation's automatic refund failed for good. */
export function refundFailedMail(input: {
  order: PaymentOrderRow;
  amountMinor: number;
  ownerEmail: string;
  siteName: string;
  adminUrl: string;
  error: string;
}): MailMessage {
  const { order } = input;
  const amount = formatRefundMoney(input.amountMinor, order.currency, 'es');
  const paragraphs = [
    `El reembolso automático de ${amount} a ${order.customerName} (${order.customerEmail}) por una cancelación no se pudo hacer con ${order.provider} después de varios intentos (${input.error}).`,
    'Quedó como reembolso pendiente en Administración → Pagos → Reembolsos por devolver: devuélvelo por otro medio (o desde el panel del proveedor) y regístralo ahí. Te lo recordaremos hasta que lo registres.',
  ];
  const { html, text } = renderMail({
    lang: 'es',
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: `Reembolso fallido: ${order.customerName}`,
    paragraphs,
    action: { label: 'Ver reembolsos por devolver', url: input.adminUrl },
  });
  return {
    to: input.ownerEmail,
    subject: `Reembolso fallido: ${amount} · ${order.customerName}`,
    html,
    text,
    lang: 'es',
  };
}

/**
 * The owner's alert (Spanish) when the provider never answered a cancellation's refund (timeouts, errors on its
 * side) through the last attempt: it may or may not have refunded, so nothing is owed by hand until the owner
 * checks the provider's dashboard. The order is flagged `refund_unconfirmed` in Administración → Pagos.
 */
export function refundUnconfirmedMail(input: {
  order: PaymentOrderRow;
  amountMinor: number;
  ownerEmail: string;
  siteName: string;
  adminUrl: string;
  error: string;
}): MailMessage {
  const { order } = input;
  const amount = formatRefundMoney(input.amountMinor, order.currency, 'es');
  const paragraphs = [
    `El reembolso automático de ${amount} a ${order.customerName} (${order.customerEmail}) por una cancelación (pago ${order.reference}) no tuvo respuesta de ${order.provider} después de varios intentos (${input.error}). No sabemos si se hizo.`,
    `Revisa ese pago en el panel de ${order.provider}: si el reembolso aparece, no hagas nada más; si no, reembólsalo desde ese panel o devuélvelo por otro medio. No se creó un reembolso por devolver para no devolver el dinero dos veces. El pago aparece marcado como «Reembolso sin confirmar» en Administración → Pagos.`,
  ];
  const { html, text } = renderMail({
    lang: 'es',
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: `Reembolso sin confirmar: ${order.customerName}`,
    paragraphs,
    action: { label: 'Ver pagos', url: input.adminUrl },
  });
  return {
    to: input.ownerEmail,
    subject: `Reembolso sin confirmar: ${amount} · ${order.customerName}`,
    html,
    text,
    lang: 'es',
  };
}

/** The reminder to return and record a pending manual refund. */
export function manualRefundReminderMail(input: {
  refund: PaymentManualRefundRow;
  order: PaymentOrderRow;
  ownerEmail: string;
  siteName: string;
  adminUrl: string;
}): MailMessage {
  const { refund, order } = input;
  const amount = formatRefundMoney(refund.amountMinor, refund.currency, 'es');
  const since = new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'long',
    timeZone: 'America/Mexico_City',
  }).format(refund.createdAt);
  const paragraphs = [
    `Sigue pendiente devolver ${amount} a ${order.customerName} (${order.customerEmail}) por una cancelación del ${since}.`,
    'Cuando lo devuelvas, regístralo en Administración → Pagos → Reembolsos por devolver (monto, medio y nota) para que deje de aparecer y no te lo recordemos más.',
  ];
  const { html, text } = renderMail({
    lang: 'es',
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: `Reembolso pendiente: ${order.customerName}`,
    paragraphs,
    action: { label: 'Registrar el reembolso', url: input.adminUrl },
  });
  return {
    to: input.ownerEmail,
    subject: `Recordatorio: reembolso pendiente de ${amount} · ${order.customerName}`,
    html,
    text,
    lang: 'es',
  };
}
