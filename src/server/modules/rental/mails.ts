import type { CancellationRefund } from '@contracts/cancellation';
import { formatMoney } from '@contracts/money';
import { clientRefundLines } from '../../platform/mail/refund-words';
import { renderMail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/outbox';
import { daysBetween } from './dates';
import type { RentalSettingsRow, StayRow } from './schema';
import { intlLocale } from '@contracts/language';

type Lang = 'es' | 'en';
const locale = intlLocale;

/** "lunes, 1 de marzo de 2027": a calendar date, read as a date (no zone shift). */
export function formatNight(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

const copy = {
  es: {
    subject: (property: string) => `Estancia confirmada en ${property}`,
    heading: (name: string) => `${name}, tu estancia está confirmada`,
    dates: (checkIn: string, time: string, checkOut: string, outTime: string) =>
      `Llegada: ${checkIn}, a partir de las ${time}. Salida: ${checkOut}, antes de las ${outTime}.`,
    party: (nights: number, guests: number) =>
      `${nights} ${nights === 1 ? 'noche' : 'noches'} · ${guests} ${guests === 1 ? 'huésped' : 'huéspedes'}.`,
    nightly: (rate: string, nights: number, sum: string) => `Tarifa: ${rate} × ${nights} = ${sum}`,
    cleaning: (fee: string) => `Limpieza: ${fee}`,
    tax: (name: string, amount: string) => `${name}: ${amount}`,
    total: (total: string) => `Total: ${total}`,
    paid: (paid: string, balance: string | null, instalments: boolean) =>
      !balance
        ? `Pagado: ${paid}.`
        : instalments
          ? `Pagado ahora (primer pago): ${paid}. Por pagar en los siguientes pagos: ${balance}; te recordaremos cada fecha.`
          : `Pagado ahora (anticipo): ${paid}. Saldo pendiente: ${balance}; te recordaremos la fecha.`,
    rules: 'Reglas de la casa:',
    address: 'Te enviaremos la dirección exacta y las instrucciones de acceso antes de tu llegada.',
    manage: 'Ver mi estancia',
    manageNote: (url: string) =>
      `Consulta tu estancia sin cuenta desde este enlace (no lo compartas): ${url}`,
    contact: (email: string) => `¿Dudas? Escríbenos a ${email}.`,
    cancelledSubject: (property: string) => `Estancia cancelada en ${property}`,
    cancelledHeading: (name: string) => `${name}, tu estancia se canceló`,
    reason: (reason: string) => `Motivo: ${reason}`,
  },
  en: {
    subject: (property: string) => `Stay confirmed at ${property}`,
    heading: (name: string) => `${name}, your stay is confirmed`,
    dates: (checkIn: string, time: string, checkOut: string, outTime: string) =>
      `Check-in: ${checkIn}, from ${time}. Check-out: ${checkOut}, by ${outTime}.`,
    party: (nights: number, guests: number) =>
      `${nights} ${nights === 1 ? 'night' : 'nights'} · ${guests} ${guests === 1 ? 'guest' : 'guests'}.`,
    nightly: (rate: string, nights: number, sum: string) => `Rate: ${rate} × ${nights} = ${sum}`,
    cleaning: (fee: string) => `Cleaning: ${fee}`,
    tax: (name: string, amount: string) => `${name}: ${amount}`,
    total: (total: string) => `Total: ${total}`,
    paid: (paid: string, balance: string | null, instalments: boolean) =>
      !balance
        ? `Paid: ${paid}.`
        : instalments
          ? `Paid now (first instalment): ${paid}. Left for the next instalments: ${balance}; we will remind you of each date.`
          : `Paid now (deposit): ${paid}. Balance due: ${balance}; we will remind you of the date.`,
    rules: 'House rules:',
    address: 'We will send you the exact address and access instructions before you arrive.',
    manage: 'View my stay',
    manageNote: (url: string) => `See your stay without an account from this link (do not share it): ${url}`,
    contact: (email: string) => `Questions? Write to ${email}.`,
    cancelledSubject: (property: string) => `Stay cancelled at ${property}`,
    cancelledHeading: (name: string) => `${name}, your stay was cancelled`,
    reason: (reason: string) => `Reason: ${reason}`,
  },
} as const;

function breakdownLines(stay: StayRow, lang: Lang): string[] {
  const words = copy[lang];
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: stay.currency }, locale(lang));
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const lines = [words.nightly(money(stay.nightlyRateMinor), nights, money(stay.nightsSubtotalMinor))];
  if (stay.cleaningFeeMinor > 0) lines.push(words.cleaning(money(stay.cleaningFeeMinor)));
  for (const tax of stay.taxes) lines.push(words.tax(tax.name[lang], money(tax.amountMinor)));
  lines.push(words.total(money(stay.totalMinor)));
  const balance = stay.totalMinor - stay.dueNowMinor;
  lines.push(
    words.paid(
      money(stay.dueNowMinor),
      balance > 0 ? money(balance) : null,
      stay.paymentOption === 'instalments',
    ),
  );
  return lines;
}

export interface StayMailInput {
  stay: StayRow;
  settings: RentalSettingsRow;
  nights: number;
  manageUrl: string;
  ownerEmail: string;
  siteName: string;
}

/** The guest's confirmation, in their language: dates, party, breakdown, check-in time, house rules, link. */
export function stayConfirmedMail(input: StayMailInput): MailMessage {
  const { stay, settings } = input;
  const lang: Lang = stay.language === 'en' ? 'en' : 'es';
  const words = copy[lang];
  const paragraphs = [
    words.dates(
      formatNight(stay.checkIn, lang),
      settings.checkInTime,
      formatNight(stay.checkOut, lang),
      settings.checkOutTime,
    ),
    words.party(input.nights, stay.guests),
    breakdownLines(stay, lang).join('\n'),
    words.address,
  ];
  const rules = settings.houseRules[lang].trim();
  if (rules) paragraphs.push(`${words.rules}\n${rules}`);
  paragraphs.push(words.contact(input.ownerEmail));
  const { html, text } = renderMail({
    lang,
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: words.heading(stay.customerName),
    paragraphs,
    action: { label: words.manage, url: input.manageUrl },
    footnote: words.manageNote(input.manageUrl),
  });
  return { to: stay.customerEmail, subject: words.subject(settings.propertyName), html, text, lang };
}

/** The guest hears of a cancellation by the owner. */
export function stayCancelledMail(
  input: Omit<StayMailInput, 'manageUrl'> & { reason: string | null; refund?: CancellationRefund | null },
): MailMessage {
  const { stay, settings } = input;
  const lang: Lang = stay.language === 'en' ? 'en' : 'es';
  const words = copy[lang];
  const paragraphs = [
    words.dates(
      formatNight(stay.checkIn, lang),
      settings.checkInTime,
      formatNight(stay.checkOut, lang),
      settings.checkOutTime,
    ),
  ];
  if (input.reason) paragraphs.push(words.reason(input.reason));
  // Only what the system does (ADR 022): the provider's refund, or the owner's by hand.
  paragraphs.push(...clientRefundLines(input.refund, lang), words.contact(input.ownerEmail));
  const { html, text } = renderMail({
    lang,
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: words.cancelledHeading(stay.customerName),
    paragraphs,
  });
  return { to: stay.customerEmail, subject: words.cancelledSubject(settings.propertyName), html, text, lang };
}

/** The owner's notice of a confirmed stay (Spanish), with the guest's contact and the amounts. */
export function ownerStayMail(input: StayMailInput & { adminUrl: string }): MailMessage {
  const { stay, settings } = input;
  const paragraphs = [
    copy.es.dates(
      formatNight(stay.checkIn, 'es'),
      settings.checkInTime,
      formatNight(stay.checkOut, 'es'),
      settings.checkOutTime,
    ),
    copy.es.party(input.nights, stay.guests),
    `${stay.customerName} · ${stay.customerEmail} · ${stay.customerPhone} · ${stay.language.toUpperCase()}`,
    breakdownLines(stay, 'es').join('\n'),
  ];
  const { html, text } = renderMail({
    lang: 'es',
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: `Nueva estancia: ${stay.customerName}`,
    paragraphs,
    action: { label: 'Ver en el panel', url: input.adminUrl },
  });
  return {
    to: input.ownerEmail,
    subject: `Nueva estancia en ${settings.propertyName}: ${stay.checkIn} → ${stay.checkOut} · ${stay.customerName}`,
    html,
    text,
    lang: 'es',
  };
}

/** The owner hears of a stay held without online payment, to arrange the payment with the guest. */
export function ownerHeldMail(input: StayMailInput & { adminUrl: string }): MailMessage {
  const { stay, settings } = input;
  const until = stay.holdExpiresAt
    ? new Intl.DateTimeFormat('es-MX', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/Mexico_City',
      }).format(stay.holdExpiresAt)
    : '';
  const paragraphs = [
    `Un huésped apartó noches y el pago en línea de estancias no está disponible: escríbele para acordar el pago. Las noches quedan apartadas hasta ${until}; después se liberan solas.`,
    copy.es.dates(
      formatNight(stay.checkIn, 'es'),
      settings.checkInTime,
      formatNight(stay.checkOut, 'es'),
      settings.checkOutTime,
    ),
    copy.es.party(input.nights, stay.guests),
    `${stay.customerName} · ${stay.customerEmail} · ${stay.customerPhone} · ${stay.language.toUpperCase()}`,
    breakdownLines(stay, 'es').slice(0, -1).join('\n'),
  ];
  const { html, text } = renderMail({
    lang: 'es',
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: `Estancia apartada sin pago: ${stay.customerName}`,
    paragraphs,
    action: { label: 'Ver en el panel', url: input.adminUrl },
  });
  return {
    to: input.ownerEmail,
    subject: `Estancia apartada (pago pendiente): ${stay.checkIn} → ${stay.checkOut} · ${stay.customerName}`,
    html,
    text,
    lang: 'es',
    replyTo: stay.customerEmail,
  };
}
