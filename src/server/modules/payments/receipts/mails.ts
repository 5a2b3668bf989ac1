import type { PaymentAppointmentSummary } from '@contracts/payments';
import { formatMoney } from '@contracts/money';
import { renderMail } from '../../../platform/mail/layout';
import type { MailAttachment, MailMessage } from '../../../platform/mail/outbox';
import { byHandReturnLine, ownerByHandReturnLine } from '../../../platform/mail/refund-words';
import type { PaymentOrderRow } from '../schema';
import { intlLocale } from '@contracts/language';

type Lang = 'es' | 'en';
export const locale = intlLocale;
const langOf = (order: PaymentOrderRow): Lang => (order.lang === 'en' ? 'en' : 'es');

export function when(summary: PaymentAppointmentSummary, lang: Lang, timeZone = summary.timeZone): string {
  const instant = new Date(summary.start);
  const at = new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(instant);
  const zone =
    new Intl.DateTimeFormat(locale(lang), { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return `${at} (${zone})`;
}

const methodNames: Record<Lang, Record<string, string>> = {
  es: {
    card: 'tarjeta',
    installments: 'tarjeta a meses',
    oxxo: 'efectivo en OXXO',
    mercadopago: 'Mercado Pago',
    cash: 'efectivo',
    transfer: 'transferencia',
  },
  en: {
    card: 'card',
    installments: 'card in instalments',
    oxxo: 'cash at OXXO',
    mercadopago: 'Mercado Pago',
    cash: 'cash',
    transfer: 'bank transfer',
  },
};

const copy = {
  es: {
    receiptSubject: (n: string) => `Recibo de pago ${n}`,
    receiptHeading: (name: string) => `${name}, recibimos tu pago`,
    receiptLines: (n: string, amount: string, method: string, paidAt: string) => [
      `Recibo: ${n}`,
      `Importe: ${amount}`,
      `Forma de pago: ${method}`,
      `Fecha: ${paidAt}`,
    ],
    forWhat: (service: string, at: string) => `Concepto: ${service}, ${at}.`,
    receiptAction: 'Ver el recibo',
    planLine: (url: string) => `Tu plan de pagos (lo pagado, lo que falta y la próxima fecha): ${url}`,
    retrySubject: (service: string) => `Tu pago no se completó: ${service}`,
    retryHeading: (name: string) => `${name}, tu pago no se completó`,
    retryBody: 'El horario que apartaste quedó libre de nuevo. Puedes elegir un horario y pagar otra vez.',
    retryAction: 'Intentar de nuevo',
    apologySubject: (service: string) => `Te devolvimos tu pago: ${service}`,
    apologyHeading: (name: string) => `${name}, lo sentimos`,
    apologyBody: (amount: string) =>
      `Tu pago llegó después de que venció el apartado y ese horario ya lo tomó otra persona. Te devolvimos ${amount} completos; según tu banco, el reembolso puede tardar unos días en verse.`,
    apologyAction: 'Elegir otro horario',
    voucherSubject: (service: string) => `Tu ficha de pago: ${service}`,
    voucherHeading: (name: string) => `${name}, tu horario queda apartado hasta que pagues`,
    voucherBody: (amount: string, reference: string | null, until: string) =>
      `Paga ${amount} en cualquier OXXO${reference ? ` con la referencia ${reference}` : ''} antes del ${until}. Al recibir el pago te confirmamos la cita.`,
    voucherAction: 'Ver la ficha',
    mexicoCityTime: 'hora de la Ciudad de México',
  },
  en: {
    receiptSubject: (n: string) => `Payment receipt ${n}`,
    receiptHeading: (name: string) => `${name}, we received your payment`,
    receiptLines: (n: string, amount: string, method: string, paidAt: string) => [
      `Receipt: ${n}`,
      `Amount: ${amount}`,
      `Paid by: ${method}`,
      `Date: ${paidAt}`,
    ],
    forWhat: (service: string, at: string) => `For: ${service}, ${at}.`,
    receiptAction: 'View the receipt',
    planLine: (url: string) => `Your payment plan (what is paid, what is left and the next date): ${url}`,
    retrySubject: (service: string) => `Your payment did not go through: ${service}`,
    retryHeading: (name: string) => `${name}, your payment did not go through`,
    retryBody: 'The time you held is free again. You can pick a time and pay again.',
    retryAction: 'Try again',
    apologySubject: (service: string) => `We refunded your payment: ${service}`,
    apologyHeading: (name: string) => `${name}, we are sorry`,
    apologyBody: (amount: string) =>
      `Your payment arrived after your hold had ended, and someone else had booked that time meanwhile. We refunded the full ${amount}; depending on your bank it may take a few days to show.`,
    apologyAction: 'Pick another time',
    voucherSubject: (service: string) => `Your payment voucher: ${service}`,
    voucherHeading: (name: string) => `${name}, your time is held until you pay`,
    voucherBody: (amount: string, reference: string | null, until: string) =>
      `Pay ${amount} at any OXXO store${reference ? ` with reference ${reference}` : ''} before ${until}. We confirm your appointment as soon as the payment arrives.`,
    voucherAction: 'View the voucher',
    mexicoCityTime: 'Mexico City time',
  },
} as const;

/** A stay's order (La Mansión) speaks of nights, not of a time. */
const stayCopy = {
  es: {
    retryBody:
      'Las noches que apartaste quedaron libres de nuevo. Puedes elegir tus fechas y pagar otra vez.',
    apologyBody: (amount: string) =>
      `Tu pago llegó después de que venció el apartado y esas noches ya las reservó otra persona. Te devolvimos ${amount} completos; según tu banco, el reembolso puede tardar unos días en verse.`,
    apologyAction: 'Elegir otras fechas',
    voucherHeading: (name: string) => `${name}, tus noches quedan apartadas hasta que pagues`,
    voucherBody: (amount: string, reference: string | null, until: string) =>
      `Paga ${amount} en cualquier OXXO${reference ? ` con la referencia ${reference}` : ''} antes del ${until}. Al recibir el pago te confirmamos la estancia.`,
  },
  en: {
    retryBody: 'The nights you held are free again. You can pick your dates and pay again.',
    apologyBody: (amount: string) =>
      `Your payment arrived after your hold had ended, and someone else had booked those nights meanwhile. We refunded the full ${amount}; depending on your bank it may take a few days to show.`,
    apologyAction: 'Pick other dates',
    voucherHeading: (name: string) => `${name}, your nights are held until you pay`,
    voucherBody: (amount: string, reference: string | null, until: string) =>
      `Pay ${amount} at any OXXO store${reference ? ` with reference ${reference}` : ''} before ${until}. We confirm your stay as soon as the payment arrives.`,
  },
} as const;

function wordsFor(order: PaymentOrderRow, lang: Lang) {
  return order.purpose === 'stay' ? { ...copy[lang], ...stayCopy[lang] } : copy[lang];
}

interface MailContext {
  order: PaymentOrderRow;
  summary: PaymentAppointmentSummary | null;
  siteName: string;
}

const money = (order: PaymentOrderRow, lang: Lang, amountMinor = order.amountMinor) =>
  formatMoney({ amountMinor, currency: order.currency }, locale(lang));

function render(
  order: PaymentOrderRow,
  siteName: string,
  subject: string,
  content: { heading: string; paragraphs: string[]; action?: { label: string; url: string } },
): MailMessage {
  const lang = langOf(order);
  const { html, text } = renderMail({ lang, siteName, preheader: content.paragraphs[0], ...content });
  return { to: order.customerEmail, subject, html, text, lang };
}

/**
 * The receipt, in the customer's language: number, amount, method and what it pays for; with the receipt's
 * PDF attached when given (receipt.ts renders it).
 */
export function receiptMail(
  input: MailContext & {
    statusUrl: string;
    /** The plan's page when this pays part of a plan. */
    planUrl?: string;
    pdf?: { filename: string; bytes: Buffer };
  },
): MailMessage {
  const { order, summary } = input;
  const lang = langOf(order);
  const words = wordsFor(order, lang);
  const number = order.receiptNumber ?? '';
  const paidAt = new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(order.paidAt ?? new Date());
  const paragraphs: string[] = [
    ...words.receiptLines(
      number,
      money(order, lang),
      methodNames[lang][order.method ?? 'card'] ?? '',
      paidAt,
    ),
  ];
  if (summary) paragraphs.push(words.forWhat(summary.serviceName[lang], when(summary, lang)));
  if (input.planUrl) paragraphs.push(words.planLine(input.planUrl));
  const message = render(order, input.siteName, words.receiptSubject(number), {
    heading: words.receiptHeading(order.customerName),
    paragraphs,
    action: { label: words.receiptAction, url: input.statusUrl },
  });
  if (!input.pdf) return message;
  const attachment: MailAttachment = {
    filename: input.pdf.filename,
    contentType: 'application/pdf',
    content: input.pdf.bytes.toString('base64'),
    encoding: 'base64',
  };
  return { ...message, attachments: [attachment] };
}

/** Failed, abandoned or expired: the slot is free again; a link to book again. */
export function tryAgainMail(input: MailContext & { retryUrl: string }): MailMessage {
  const lang = langOf(input.order);
  const words = wordsFor(input.order, lang);
  const service = input.summary?.serviceName[lang] ?? '';
  const paragraphs: string[] = [words.retryBody];
  if (input.summary) paragraphs.unshift(`${service}: ${when(input.summary, lang)}.`);
  return render(input.order, input.siteName, words.retrySubject(service), {
    heading: words.retryHeading(input.order.customerName),
    paragraphs,
    action: { label: words.retryAction, url: input.retryUrl },
  });
}

/** Paid after the hold expired and the time was taken: refunded in full, with a link to pick a new time. */
export function apologyMail(
  input: MailContext & {
    retryUrl: string;
    /** OXXO cash or taken by hand: the owner returns it. */ byHand?: boolean;
  },
): MailMessage {
  const lang = langOf(input.order);
  const words = wordsFor(input.order, lang);
  const service = input.summary?.serviceName[lang] ?? '';
  const amount = money(input.order, lang);
  return render(input.order, input.siteName, words.apologySubject(service), {
    heading: words.apologyHeading(input.order.customerName),
    paragraphs: [input.byHand ? byHandReturnLine(lang, amount) : words.apologyBody(amount)],
    action: { label: words.apologyAction, url: input.retryUrl },
  });
}

/** A voucher was issued: how and until when to pay it. */
export function voucherMail(input: MailContext & { statusUrl: string }): MailMessage {
  const { order } = input;
  const lang = langOf(order);
  const words = wordsFor(order, lang);
  const service = input.summary?.serviceName[lang] ?? '';
  // The deadline in the business time zone, labelled: the customer pays at an OXXO in Mexico.
  const until = order.voucher?.expiresAt
    ? `${new Intl.DateTimeFormat(locale(lang), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/Mexico_City',
      }).format(new Date(order.voucher.expiresAt))} (${words.mexicoCityTime})`
    : '';
  return render(order, input.siteName, words.voucherSubject(service), {
    heading: words.voucherHeading(order.customerName),
    paragraphs: [words.voucherBody(money(order, lang), order.voucher?.reference ?? null, until)],
    action: { label: words.voucherAction, url: order.voucher?.url ?? input.statusUrl },
  });
}

/** The owner's alert (in Spanish, like booking's owner mails): a payment had to be refunded automatically. */
export function ownerRefundAlertMail(
  input: MailContext & { ownerEmail: string; adminUrl: string; reason: string; byHand?: boolean },
): MailMessage {
  const { order, summary } = input;
  const stay = order.purpose === 'stay';
  const taken = stay ? 'esas noches ya estaban reservadas' : 'ese horario ya estaba ocupado';
  const paragraphs = [
    `Llegó un pago de ${money(order, 'es')} de ${order.customerName} (${order.customerEmail}) para un apartado que ya había vencido, y ${taken} (${input.reason}).`,
    input.byHand
      ? ownerByHandReturnLine(money(order, 'es'))
      : stay
        ? 'El pago completo se está devolviendo de forma automática (puede tardar unos minutos en verse como devuelto) y se le escribió al huésped con un enlace para elegir otras fechas. No hay dos estancias confirmadas en las mismas noches.'
        : 'El pago completo se está devolviendo de forma automática (puede tardar unos minutos en verse como devuelto) y se le escribió al cliente con un enlace para elegir otro horario. No hay dos citas confirmadas.',
  ];
  if (summary)
    paragraphs.unshift(`${summary.serviceName.es}: ${when(summary, 'es', 'America/Mexico_City')}.`);
  const { html, text } = renderMail({
    lang: 'es',
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: `Devolución automática en curso: ${order.customerName}`,
    paragraphs,
    action: { label: 'Ver el pago', url: input.adminUrl },
  });
  return {
    to: input.ownerEmail,
    subject: `Pago en devolución: ${stay ? 'noches ocupadas' : 'horario ocupado'} · ${order.customerName}`,
    html,
    text,
    lang: 'es',
  };
}

/**
 * The owner's alert when a payment arrives for an order that was already paid (by hand, or at the provider):
 * that second payment is being refunded automatically. In Spanish and English, for whoever reads it.
 */
export function ownerPaidTwiceMail(
  input: MailContext & {
    ownerEmail: string;
    adminUrl: string;
    providerPaymentId: string;
    amountMinor: number;
  },
): MailMessage {
  const { order, summary } = input;
  const es = money(order, 'es', input.amountMinor);
  const en = money(order, 'en', input.amountMinor);
  const paragraphs = [
    `Llegó un segundo pago de ${es} (${order.provider}, pago ${input.providerPaymentId}) de ${order.customerName} (${order.customerEmail}) para un pago que ya estaba cubierto. Ese segundo pago se está devolviendo automáticamente; el pedido sigue pagado una sola vez.`,
    `A second payment of ${en} (${order.provider}, payment ${input.providerPaymentId}) arrived from ${order.customerName} (${order.customerEmail}) for an order that was already paid. That second payment is being refunded automatically; the order stays paid once.`,
  ];
  if (summary)
    paragraphs.unshift(`${summary.serviceName.es}: ${when(summary, 'es', 'America/Mexico_City')}.`);
  const { html, text } = renderMail({
    lang: 'es',
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: `Pago duplicado en devolución / Duplicate payment being refunded: ${order.customerName}`,
    paragraphs,
    action: { label: 'Ver el pago / View the payment', url: input.adminUrl },
  });
  return {
    to: input.ownerEmail,
    subject: `Pago duplicado en devolución · Duplicate payment being refunded · ${order.customerName}`,
    html,
    text,
    lang: 'es',
  };
}
