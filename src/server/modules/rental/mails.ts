import type { CancellationRefund } from '@contracts/cancellation';
import { formatMoney } from '@contracts/money';
import { clientRefundLines, ownerRefundLines } from '../../platform/mail/refund-words';
import { policyMilestones, type PolicyMilestones } from './cancellation';
import { renderMail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/outbox';
import { addDays, daysBetween } from './dates';
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

const priceWords = {
  es: {
    nightsVarying: (nights: number, sum: string) => `${nights} ${nights === 1 ? 'noche' : 'noches'}: ${sum}`,
    night: (date: string, price: string) => `  · ${date}: ${price}`,
    discount: (percent: number, amount: string) => `Descuento por estancia larga (${percent} %): −${amount}`,
  },
  en: {
    nightsVarying: (nights: number, sum: string) => `${nights} ${nights === 1 ? 'night' : 'nights'}: ${sum}`,
    night: (date: string, price: string) => `  · ${date}: ${price}`,
    discount: (percent: number, amount: string) => `Length-of-stay discount (${percent} %): −${amount}`,
  },
} as const;

const shortDate = (date: string, lang: Lang) =>
  new Intl.DateTimeFormat(locale(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * The nights' lines: "rate × n" when every night costs the same, else each night with its price (seasons,
 * weekends; ADR 044); then the length-of-stay discount.
 */
function nightLines(stay: StayRow, lang: Lang, money: (minor: number) => string): string[] {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const prices = stay.nightPrices;
  const lines: string[] = [];
  if (!prices.length || prices.every((p) => p === prices[0]))
    lines.push(
      copy[lang].nightly(money(prices[0] ?? stay.nightlyRateMinor), nights, money(stay.nightsSubtotalMinor)),
    );
  else {
    lines.push(priceWords[lang].nightsVarying(nights, money(stay.nightsSubtotalMinor)));
    prices.forEach((price, i) =>
      lines.push(priceWords[lang].night(shortDate(addDays(stay.checkIn, i), lang), money(price))),
    );
  }
  if (stay.discountMinor > 0)
    lines.push(priceWords[lang].discount(stay.discountPercent, money(stay.discountMinor)));
  return lines;
}

/** An instant in Mexico City time, e.g. "4 de marzo de 2027, 15:00, hora de la Ciudad de México". */
function instantText(at: Date, lang: Lang): string {
  const text = new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(at);
  return lang === 'es' ? `${text}, hora de la Ciudad de México` : `${text}, Mexico City time`;
}

/**
 * The stay's cancellation policy with its dates (ADR 044), as the booking page states it: what goes back when,
 * and where to cancel. Exported for the owner's mails and tests.
 */
export function policyLines(m: PolicyMilestones, lang: Lang): string[] {
  const full = m.fullRefundUntil ? instantText(m.fullRefundUntil, lang) : null;
  const partial = m.partialUntil ? instantText(m.partialUntil, lang) : null;
  const checkIn = instantText(m.checkInAt, lang);
  if (lang === 'es') {
    const lines = {
      flexible: [
        `Política de cancelación flexible: reembolso total si cancelas hasta el ${full}. Después, y hasta la llegada (${checkIn}), se reembolsa todo menos la primera noche.`,
      ],
      moderate: [
        `Política de cancelación moderada: reembolso total si cancelas hasta el ${full}. Después, y hasta la llegada (${checkIn}), se retienen la primera noche y el 50 % de las demás noches.`,
      ],
      strict: [
        `Política de cancelación estricta: ${full ? `reembolso total si cancelas hasta el ${full} (48 horas después de reservar). ` : ''}Hasta el ${partial} se reembolsa el 50 % de las noches; después, las noches no se reembolsan.`,
      ],
    }[m.policy];
    lines.push(
      'La limpieza siempre se reembolsa si cancelas antes de la llegada, y los impuestos siguen a lo que se reembolsa. Si pagaste solo una parte, te devolvemos lo pagado que exceda lo que la política retiene. Cancela desde el enlace «Ver mi estancia».',
    );
    return lines;
  }
  const lines = {
    flexible: [
      `Flexible cancellation policy: a full refund if you cancel by ${full}. After that, and until check-in (${checkIn}), everything but the first night is refunded.`,
    ],
    moderate: [
      `Moderate cancellation policy: a full refund if you cancel by ${full}. After that, and until check-in (${checkIn}), the first night and 50 % of the other nights are kept.`,
    ],
    strict: [
      `Strict cancellation policy: ${full ? `a full refund if you cancel by ${full} (48 hours after booking). ` : ''}Until ${partial}, 50 % of the nights is refunded; after that, the nights are not refunded.`,
    ],
  }[m.policy];
  lines.push(
    'The cleaning fee is always refunded if you cancel before check-in, and taxes follow what is refunded. If you paid only part, you get back what you paid beyond what the policy keeps. Cancel from the “View my stay” link.',
  );
  return lines;
}

const milestonesOf = (stay: StayRow, settings: RentalSettingsRow) =>
  policyMilestones(stay.cancellationPolicy, stay.checkIn, settings.checkInTime, stay.createdAt);

function breakdownLines(stay: StayRow, lang: Lang): string[] {
  const words = copy[lang];
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: stay.currency }, locale(lang));
  const lines = nightLines(stay, lang, money);
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
    ...policyLines(milestonesOf(stay, settings), lang),
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

const guestCancelCopy = {
  es: {
    subject: (property: string) => `Cancelaste tu estancia en ${property}`,
    heading: (name: string) => `${name}, cancelaste tu estancia`,
    freed: 'Las noches quedaron libres. Esto es lo que pasa con tu pago:',
    nothingPaid: 'No se había hecho ningún pago, así que no hay nada que reembolsar.',
  },
  en: {
    subject: (property: string) => `You cancelled your stay at ${property}`,
    heading: (name: string) => `${name}, you cancelled your stay`,
    freed: 'The nights are free again. This is what happens with your payment:',
    nothingPaid: 'No payment had been made, so there is nothing to refund.',
  },
} as const;

/** The guest cancelled from the manage link: the dates, and only what will really happen with the money. */
export function stayCancelledByGuestMail(
  input: Omit<StayMailInput, 'manageUrl'> & { refund: CancellationRefund },
): MailMessage {
  const { stay, settings } = input;
  const lang: Lang = stay.language === 'en' ? 'en' : 'es';
  const words = guestCancelCopy[lang];
  const refundLines = clientRefundLines(input.refund, lang);
  const paragraphs = [
    copy[lang].dates(
      formatNight(stay.checkIn, lang),
      settings.checkInTime,
      formatNight(stay.checkOut, lang),
      settings.checkOutTime,
    ),
    words.freed,
    ...(refundLines.length ? refundLines : [words.nothingPaid]),
    copy[lang].contact(input.ownerEmail),
  ];
  const { html, text } = renderMail({
    lang,
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: words.heading(stay.customerName),
    paragraphs,
  });
  return { to: stay.customerEmail, subject: words.subject(settings.propertyName), html, text, lang };
}

/** The owner hears that a guest cancelled (Spanish), with the refund and what they must do by hand. */
export function ownerGuestCancelledMail(
  input: Omit<StayMailInput, 'manageUrl'> & { refund: CancellationRefund; adminUrl: string },
): MailMessage {
  const { stay, settings } = input;
  const paragraphs = [
    copy.es.dates(
      formatNight(stay.checkIn, 'es'),
      settings.checkInTime,
      formatNight(stay.checkOut, 'es'),
      settings.checkOutTime,
    ),
    `${stay.customerName} · ${stay.customerEmail} · ${stay.customerPhone} · política ${stay.cancellationPolicy}. Las noches quedaron libres.`,
    ...ownerRefundLines(input.refund),
  ];
  const { html, text } = renderMail({
    lang: 'es',
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: `El huésped canceló: ${stay.customerName}`,
    paragraphs,
    action: { label: 'Ver en el panel', url: input.adminUrl },
  });
  return {
    to: input.ownerEmail,
    subject: `Estancia cancelada por el huésped: ${stay.checkIn} → ${stay.checkOut} · ${stay.customerName}`,
    html,
    text,
    lang: 'es',
    replyTo: stay.customerEmail,
  };
}
