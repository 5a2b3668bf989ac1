import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/outbox';

export interface ContactMessageView {
  name: string;
  email: string;
  phone: string | null;
  /** The service's name in the mail's language, or "Other". */
  topic: string;
  message: string;
  language: 'es' | 'en';
}

const ownerCopy = {
  es: {
    subject: (name: string) => `Nuevo mensaje de contacto: ${name}`,
    heading: 'Tienes un mensaje nuevo',
    details: (m: ContactMessageView) =>
      [
        `De: ${m.name} <${m.email}>`,
        m.phone ? `Teléfono: ${m.phone}` : null,
        `Interés: ${m.topic}`,
        `Idioma: ${m.language === 'es' ? 'español' : 'inglés'}`,
      ].filter(Boolean) as string[],
    reply:
      'Responde a este correo para escribirle directamente. El mensaje también quedó guardado en su lead.',
    action: 'Ver leads',
  },
  en: {
    subject: (name: string) => `New contact message: ${name}`,
    heading: 'You have a new message',
    details: (m: ContactMessageView) =>
      [
        `From: ${m.name} <${m.email}>`,
        m.phone ? `Phone: ${m.phone}` : null,
        `Interest: ${m.topic}`,
        `Language: ${m.language === 'es' ? 'Spanish' : 'English'}`,
      ].filter(Boolean) as string[],
    reply: 'Reply to this e-mail to write to them directly. The message is also saved in their lead.',
    action: 'See leads',
  },
} as const;

/** The owner's notification (in Spanish, the site's language), with Reply-To set to the visitor. */
export function ownerNotification(input: {
  message: ContactMessageView;
  to: string;
  leadsUrl: string;
  siteName: string;
  lang?: 'es' | 'en';
}): MailMessage {
  const lang = input.lang ?? 'es';
  const words = ownerCopy[lang];
  const { html, text } = renderMail({
    lang,
    siteName: input.siteName,
    preheader: input.message.message.slice(0, 120),
    heading: words.heading,
    paragraphs: [...words.details(input.message), input.message.message, words.reply],
    action: { label: words.action, url: input.leadsUrl },
  });
  return {
    to: input.to,
    subject: words.subject(input.message.name),
    html,
    text,
    lang,
    replyTo: input.message.email,
  };
}

const ackCopy = {
  es: {
    subject: (site: string) => `Recibí tu mensaje · ${site}`,
    heading: (name: string) => `Gracias, ${name}`,
    body: 'Recibí tu mensaje y te responderé en menos de dos días hábiles. Esto es lo que me escribiste:',
    book: 'Si prefieres hablarlo en persona, agenda una consulta inicial gratuita de 30 minutos.',
    action: 'Agendar una consulta',
  },
  en: {
    subject: (site: string) => `I got your message · ${site}`,
    heading: (name: string) => `Thank you, ${name}`,
    body: 'I got your message and will answer within two business days. This is what you wrote:',
    book: 'If you would rather talk it through, book a free 30-minute initial consultation.',
    action: 'Book a consultation',
  },
} as const;

/** The visitor's acknowledgement, in their language, with their own words quoted back. */
export function visitorAcknowledgement(input: {
  message: ContactMessageView;
  bookingUrl: string;
  siteName: string;
}): MailMessage {
  const lang = input.message.language;
  const words = ackCopy[lang];
  const { html, text } = renderMail({
    lang,
    siteName: input.siteName,
    preheader: words.body,
    heading: words.heading(input.message.name),
    paragraphs: [words.body, input.message.message, words.book],
    action: { label: words.action, url: input.bookingUrl },
  });
  return { to: input.message.email, subject: words.subject(input.siteName), html, text, lang };
}

const launchCopy = {
  es: {
    subject: (site: string) => `Te avisaremos · ${site}`,
    heading: 'Estás en la lista',
    body: 'Te escribiremos una sola vez, cuando esta sección abra. Si no quieres recibir ese aviso, responde a este correo y te quitamos de la lista.',
  },
  en: {
    subject: (site: string) => `We will let you know · ${site}`,
    heading: 'You are on the list',
    body: 'We will write to you once, when this section opens. If you would rather not get that note, reply to this e-mail and we will take you off the list.',
  },
} as const;

export function launchListConfirmation(input: {
  email: string;
  lang: 'es' | 'en';
  siteName: string;
}): MailMessage {
  const words = launchCopy[input.lang];
  const { html, text } = renderMail({
    lang: input.lang,
    siteName: input.siteName,
    heading: words.heading,
    paragraphs: [words.body],
  });
  return { to: input.email, subject: words.subject(input.siteName), html, text, lang: input.lang };
}
