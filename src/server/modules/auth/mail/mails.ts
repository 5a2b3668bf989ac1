import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/outbox';

/** The mails of the accounts flows, GoTrue's kinds; each carries a link (as a button) and a 6-digit code. */
export type AuthMailKind =
  | 'signup'
  | 'recovery'
  | 'magiclink'
  | 'email_change_current'
  | 'email_change_new'
  /** A signed-in link asked for from the dashboard: proves the address to see earlier bookings (ADR 031). */
  | 'email_proof';

export interface AuthMailInput {
  lang: 'es' | 'en';
  /** The verify link (button and written out). */
  link: string;
  /** The one-time code for typing in by hand. */
  code: string;
  /** The account's address: the recipient, except for email_change_new. */
  email: string;
  /** The address being changed to (email_change_*): the recipient of email_change_new. */
  newEmail?: string;
  /** How long the link and the code work (from the OTP expiry setting). */
  validForHours: number;
  siteName?: string;
}

interface Copy {
  subject: string;
  preheader: string;
  heading: string;
  lead: string;
  action: string;
  ignore: string;
}

type Vars = { site: string; email: string; newEmail: string };

const copy: Record<'es' | 'en', Record<AuthMailKind, (v: Vars) => Copy>> = {
  es: {
    signup: (v) => ({
      subject: `Confirma tu correo en ${v.site}`,
      preheader: 'Un clic y tu cuenta queda lista.',
      heading: 'Confirma tu correo',
      lead: `¡Hola! Gracias por crear tu cuenta en ${v.site}. Solo falta confirmar que ${v.email} es tu dirección de correo.`,
      action: 'Confirmar mi correo',
      ignore: 'Si no creaste esta cuenta, ignora este correo: sin tu confirmación no se activará.',
    }),
    recovery: (v) => ({
      subject: `Restablece tu contraseña de ${v.site}`,
      preheader: 'Elige una contraseña nueva para tu cuenta.',
      heading: 'Restablece tu contraseña',
      lead: `Recibimos una solicitud para restablecer la contraseña de ${v.email}. Elige una nueva con el botón de abajo.`,
      action: 'Elegir una contraseña nueva',
      ignore: 'Si no lo pediste tú, ignora este correo: tu contraseña actual sigue funcionando.',
    }),
    magiclink: (v) => ({
      subject: `Tu enlace para entrar a ${v.site}`,
      preheader: 'Entra sin contraseña con este enlace.',
      heading: `Entra a ${v.site}`,
      lead: `Usa este botón para entrar como ${v.email}; no necesitas contraseña.`,
      action: `Entrar a ${v.site}`,
      ignore: 'Si no intentaste entrar, ignora este correo: tu cuenta sigue segura.',
    }),
    email_change_current: (v) => ({
      subject: `Confirma el cambio de correo en ${v.site}`,
      preheader: `Tu cuenta pasará a usar ${v.newEmail}.`,
      heading: 'Confirma el cambio de correo',
      lead: `Pediste cambiar el correo de tu cuenta de ${v.email} a ${v.newEmail}. Confírmalo desde esta dirección para continuar.`,
      action: 'Confirmar el cambio',
      ignore: `Si no pediste este cambio, ignora este correo y tu cuenta seguirá usando ${v.email}. Por seguridad, te recomendamos cambiar tu contraseña.`,
    }),
    email_change_new: (v) => ({
      subject: `Confirma tu nuevo correo en ${v.site}`,
      preheader: 'Un clic para terminar el cambio de correo.',
      heading: 'Confirma tu nuevo correo',
      lead: `Pediste usar ${v.newEmail} como el nuevo correo de tu cuenta en ${v.site} (hasta ahora ${v.email}). Confírmalo para terminar el cambio.`,
      action: 'Confirmar mi nuevo correo',
      ignore: 'Si no pediste este cambio, ignora este correo: tu dirección no se agregará a ninguna cuenta.',
    }),
    email_proof: (v) => ({
      subject: `Confirma que ${v.email} es tuyo en ${v.site}`,
      preheader: 'Un clic para ver en tu cuenta las citas y pagos que hiciste con este correo.',
      heading: 'Confirma que este correo es tuyo',
      lead: `Desde tu cuenta de ${v.site} pediste ver las citas, pagos y resultados que se hicieron con ${v.email} antes de que la tuvieras. El botón confirma que esta dirección es tuya y te abre tu cuenta.`,
      action: 'Sí, este correo es mío',
      ignore: `Si no tienes una cuenta en ${v.site} o no lo pediste tú, no uses el botón: alguien pudo registrarse con tu dirección. Ignora este correo y nadie verá tus reservas.`,
    }),
  },
  en: {
    signup: (v) => ({
      subject: `Confirm your e-mail for ${v.site}`,
      preheader: 'One click and your account is ready.',
      heading: 'Confirm your e-mail',
      lead: `Hello! Thank you for creating your ${v.site} account. All that is left is to confirm that ${v.email} is your address.`,
      action: 'Confirm my e-mail',
      ignore:
        'If you did not create this account, ignore this e-mail: it stays inactive without your confirmation.',
    }),
    recovery: (v) => ({
      subject: `Reset your ${v.site} password`,
      preheader: 'Choose a new password for your account.',
      heading: 'Reset your password',
      lead: `We received a request to reset the password for ${v.email}. Choose a new one with the button below.`,
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this e-mail: your current password keeps working.',
    }),
    magiclink: (v) => ({
      subject: `Your sign-in link for ${v.site}`,
      preheader: 'Sign in without a password with this link.',
      heading: `Sign in to ${v.site}`,
      lead: `Use this button to sign in as ${v.email}; no password needed.`,
      action: `Sign in to ${v.site}`,
      ignore: 'If you did not try to sign in, ignore this e-mail: your account stays safe.',
    }),
    email_change_current: (v) => ({
      subject: `Confirm the e-mail change for ${v.site}`,
      preheader: `Your account will use ${v.newEmail}.`,
      heading: 'Confirm the e-mail change',
      lead: `You asked to change your account's e-mail from ${v.email} to ${v.newEmail}. Confirm it from this address to continue.`,
      action: 'Confirm the change',
      ignore: `If you did not ask for this change, ignore this e-mail and your account keeps using ${v.email}. To be safe, we recommend changing your password.`,
    }),
    email_change_new: (v) => ({
      subject: `Confirm your new e-mail for ${v.site}`,
      preheader: 'One click to finish changing your e-mail.',
      heading: 'Confirm your new e-mail',
      lead: `You asked to use ${v.newEmail} as the new e-mail of your ${v.site} account (until now ${v.email}). Confirm it to finish the change.`,
      action: 'Confirm my new e-mail',
      ignore:
        'If you did not ask for this change, ignore this e-mail: your address will not be added to any account.',
    }),
    email_proof: (v) => ({
      subject: `Confirm that ${v.email} is yours on ${v.site}`,
      preheader: 'One click to see the appointments and payments you made with this address in your account.',
      heading: 'Confirm this address is yours',
      lead: `From your ${v.site} account you asked to see the appointments, payments and results made with ${v.email} before you had it. The button confirms that this address is yours and opens your account.`,
      action: 'Yes, this address is mine',
      ignore: `If you have no ${v.site} account or did not ask for this, do not use the button: someone may have signed up with your address. Ignore this e-mail and nobody will see your bookings.`,
    }),
  },
};

/** "24 horas", "1 hour", "15 minutos": how long the link works, in the reader's language. */
export function formatValidity(lang: 'es' | 'en', hours: number): string {
  const whole = hours >= 1 && Number.isInteger(hours);
  const [value, unit] = whole ? [hours, 'hour'] : [Math.max(1, Math.round(hours * 60)), 'minute'];
  return new Intl.NumberFormat(lang === 'es' ? 'es-MX' : 'en', {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

const validity = {
  es: (time: string) => `El botón y el código funcionan durante ${time} y solo una vez.`,
  en: (time: string) => `The button and the code work for ${time}, and only once.`,
};
// The proof mail has no code: the dashboard has nowhere to type one, the link is the whole step.
const linkValidity = {
  es: (time: string) => `El botón funciona durante ${time} y solo una vez.`,
  en: (time: string) => `The button works for ${time}, and only once.`,
};

export function authMail(kind: AuthMailKind, input: AuthMailInput): MailMessage {
  const site = input.siteName ?? 'Estudio';
  if (kind.startsWith('email_change') && !input.newEmail) throw new Error(`authMail(${kind}) needs newEmail`);
  const newEmail = input.newEmail ?? '';
  const words = copy[input.lang][kind]({ site, email: input.email, newEmail });
  const { html, text } = renderMail({
    lang: input.lang,
    siteName: site,
    preheader: words.preheader,
    heading: words.heading,
    paragraphs: [
      words.lead,
      (kind === 'email_proof' ? linkValidity : validity)[input.lang](
        formatValidity(input.lang, input.validForHours),
      ),
    ],
    action: { label: words.action, url: input.link },
    code: kind === 'email_proof' ? undefined : input.code,
    footnote: words.ignore,
  });
  return {
    to: kind === 'email_change_new' ? newEmail : input.email,
    subject: words.subject,
    html,
    text,
    lang: input.lang,
  };
}

/**
 * Sent after a password change or reset (no link, nothing to do): it tells the person their other devices were
 * signed out, so a change they did not make is noticed, and how to take the account back.
 */
export function passwordChangedMail(input: {
  lang: 'es' | 'en';
  email: string;
  /** The forgot-password page, for someone who did not make the change. */
  resetUrl: string;
  siteName?: string;
}): MailMessage {
  const site = input.siteName ?? 'Estudio';
  const words = {
    es: {
      subject: `Cambiaste tu contraseña de ${site}`,
      preheader: 'Cerramos tu sesión en los demás dispositivos.',
      heading: 'Tu contraseña cambió',
      paragraphs: [
        `La contraseña de tu cuenta ${input.email} acaba de cambiar.`,
        'Por seguridad cerramos tu sesión en todos los demás dispositivos y navegadores; solo sigues dentro donde hiciste el cambio. En los demás entra con tu contraseña nueva.',
      ],
      action: 'Restablecer mi contraseña',
      footnote:
        'Si no fuiste tú, restablece tu contraseña ahora con el botón: quien la cambió perderá el acceso.',
    },
    en: {
      subject: `Your ${site} password was changed`,
      preheader: 'We signed you out on your other devices.',
      heading: 'Your password was changed',
      paragraphs: [
        `The password of your account ${input.email} has just been changed.`,
        'To keep the account safe we signed you out on every other device and browser; you stay signed in only where you made the change. Elsewhere, sign in with your new password.',
      ],
      action: 'Reset my password',
      footnote:
        'If it was not you, reset your password now with the button: whoever changed it will lose access.',
    },
  }[input.lang];
  const { html, text } = renderMail({
    lang: input.lang,
    siteName: site,
    preheader: words.preheader,
    heading: words.heading,
    paragraphs: words.paragraphs,
    action: { label: words.action, url: input.resetUrl },
    footnote: words.footnote,
  });
  return { to: input.email, subject: words.subject, html, text, lang: input.lang };
}

/**
 * The reauthentication nonce (GET /auth/v1/reauthenticate): a 6-digit code only, typed where the password is
 * being changed; no link, since opening a link would not prove that the person at the screen has the mailbox.
 */
export function reauthenticationMail(input: {
  lang: 'es' | 'en';
  email: string;
  code: string;
  validForHours: number;
  siteName?: string;
}): MailMessage {
  const site = input.siteName ?? 'Estudio';
  const time = formatValidity(input.lang, input.validForHours);
  const words = {
    es: {
      subject: `Tu código para confirmar el cambio en ${site}`,
      preheader: 'Escríbelo donde estás cambiando tu contraseña.',
      heading: 'Confirma que eres tú',
      paragraphs: [
        `Pediste cambiar la contraseña de tu cuenta ${input.email}. Escribe este código donde la estás cambiando.`,
        `El código funciona durante ${time} y solo una vez.`,
      ],
      footnote:
        'Si no lo pediste tú, no compartas el código con nadie y cambia tu contraseña: alguien más podría tener tu sesión abierta.',
    },
    en: {
      subject: `Your code to confirm the change on ${site}`,
      preheader: 'Enter it where you are changing your password.',
      heading: 'Confirm it is you',
      paragraphs: [
        `You asked to change the password of your account ${input.email}. Enter this code where you are changing it.`,
        `The code works for ${time}, and only once.`,
      ],
      footnote:
        'If you did not ask for this, do not share the code with anyone and change your password: someone else may have your session open.',
    },
  }[input.lang];
  const { html, text } = renderMail({
    lang: input.lang,
    siteName: site,
    preheader: words.preheader,
    heading: words.heading,
    paragraphs: words.paragraphs,
    code: input.code,
    footnote: words.footnote,
  });
  return { to: input.email, subject: words.subject, html, text, lang: input.lang };
}
