import { formatMoney } from '@contracts/money';
import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/outbox';
import type { OrderSummary } from '../env';
import { locale, when } from '../receipts/mails';
import type { PaymentInstalmentRow, PaymentPlanRow } from '../schema';

type Lang = 'es' | 'en';

const words = {
  es: {
    reminderSubject: (amount: string, due: string) => `Recordatorio: pago de ${amount} antes del ${due}`,
    reminderHeading: (name: string) => `${name}, se acerca tu próximo pago`,
    reminderBody: (amount: string, due: string, remaining: string) =>
      `Tu próximo pago de ${amount} vence el ${due}. Después de él quedarán ${remaining} por pagar.`,
    overdueSubject: (amount: string) => `Tu pago de ${amount} está vencido`,
    overdueHeading: (name: string) => `${name}, tu pago está pendiente`,
    overdueBody: (amount: string, due: string) =>
      `El pago de ${amount} vencía el ${due} y aún no lo recibimos. Puedes pagarlo ahora con tarjeta, a meses o en efectivo en OXXO; si ya pagaste, ignora este mensaje.`,
    forWhat: (what: string) => `Concepto: ${what}.`,
    action: 'Ver mi plan y pagar',
  },
  en: {
    reminderSubject: (amount: string, due: string) => `Reminder: ${amount} due by ${due}`,
    reminderHeading: (name: string) => `${name}, your next payment is coming up`,
    reminderBody: (amount: string, due: string, remaining: string) =>
      `Your next payment of ${amount} is due on ${due}. After it, ${remaining} will be left to pay.`,
    overdueSubject: (amount: string) => `Your payment of ${amount} is overdue`,
    overdueHeading: (name: string) => `${name}, your payment is outstanding`,
    overdueBody: (amount: string, due: string) =>
      `The payment of ${amount} was due on ${due} and we have not received it yet. You can pay it now by card, in monthly instalments or in cash at OXXO; if you already paid, please ignore this message.`,
    forWhat: (what: string) => `For: ${what}.`,
    action: 'View my plan and pay',
  },
} as const;

interface PlanMailInput {
  plan: PaymentPlanRow;
  instalment: PaymentInstalmentRow;
  summary: OrderSummary | null;
  siteName: string;
  planUrl: string;
  /** What is left after this instalment is paid. */
  remainingAfterMinor: number;
}

const langOf = (plan: PaymentPlanRow): Lang => (plan.lang === 'en' ? 'en' : 'es');
const money = (plan: PaymentPlanRow, amountMinor: number, lang: Lang) =>
  formatMoney({ amountMinor, currency: plan.currency }, locale(lang));
const day = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: 'America/Mexico_City' }).format(date);

function forWhat(summary: OrderSummary | null, lang: Lang): string[] {
  return summary ? [words[lang].forWhat(`${summary.serviceName[lang]}, ${when(summary, lang)}`)] : [];
}

function customerMail(
  input: PlanMailInput,
  subject: string,
  heading: string,
  paragraphs: string[],
): MailMessage {
  const lang = langOf(input.plan);
  const { html, text } = renderMail({
    lang,
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading,
    paragraphs,
    action: { label: words[lang].action, url: input.planUrl },
  });
  return { to: input.plan.customerEmail, subject, html, text, lang };
}

/** A few days before an instalment is due: how much, by when, and the link to pay it. */
export function planReminderMail(input: PlanMailInput): MailMessage {
  const lang = langOf(input.plan);
  const w = words[lang];
  const amount = money(input.plan, input.instalment.amountMinor, lang);
  const due = day(input.instalment.dueAt, lang);
  return customerMail(input, w.reminderSubject(amount, due), w.reminderHeading(input.plan.customerName), [
    w.reminderBody(amount, due, money(input.plan, input.remainingAfterMinor, lang)),
    ...forWhat(input.summary, lang),
  ]);
}

/** The due date passed unpaid: a calm note with the link to pay. */
export function planOverdueMail(input: PlanMailInput): MailMessage {
  const lang = langOf(input.plan);
  const w = words[lang];
  const amount = money(input.plan, input.instalment.amountMinor, lang);
  return customerMail(input, w.overdueSubject(amount), w.overdueHeading(input.plan.customerName), [
    w.overdueBody(amount, day(input.instalment.dueAt, lang)),
    ...forWhat(input.summary, lang),
  ]);
}

/** The owner's alert (in Spanish, like the other owner mails): an instalment is overdue. */
export function ownerPlanOverdueMail(
  input: PlanMailInput & { ownerEmail: string; adminUrl: string },
): MailMessage {
  const { plan, instalment } = input;
  const amount = money(plan, instalment.amountMinor, 'es');
  const paragraphs = [
    `${plan.customerName} (${plan.customerEmail}) no ha pagado ${amount}, que vencía el ${day(instalment.dueAt, 'es')}. Le enviamos un recordatorio con el enlace para pagar.`,
    ...forWhat(input.summary, 'es'),
    'El plan aparece como vencido en Pagos → Planes hasta que se pague.',
  ];
  const { html, text } = renderMail({
    lang: 'es',
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: `Pago vencido: ${plan.customerName}`,
    paragraphs,
    action: { label: 'Ver los planes de pago', url: input.adminUrl },
  });
  return {
    to: input.ownerEmail,
    subject: `Pago vencido · ${plan.customerName} · ${amount}`,
    html,
    text,
    lang: 'es',
  };
}
