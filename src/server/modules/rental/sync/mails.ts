import { renderMail } from '../../../platform/mail/layout';
import { enqueueMail } from '../../../platform/mail/outbox';
import type { DbOrTx } from '../../../platform/jobs/queue';
import type { RentalEnv } from '../context';
import { formatNight } from '../mails';
import type { StayRow } from '../schema';

const STATUS_WORDS: Record<string, string> = {
  confirmed: 'confirmada',
  held: 'apartada, sin pagar aún',
  pending_payment: 'en pago',
};

/**
 * The owner's alert: a direct stay and a reservation imported from another channel share nights. Sent
 * whatever the owner's notification choices (a double booking is never silent), in the caller's transaction,
 * once per (stay, feed, event) by its dedupe key. Owner mails are in Spanish, like the others of rental.
 */
export async function alertOwnerOfConflict(
  tx: DbOrTx,
  env: RentalEnv,
  input: { stay: StayRow; feedName: string; imported: { from: string; to: string }; dedupeKey: string },
): Promise<void> {
  const { stay, feedName, imported } = input;
  const owner = await env.owner(tx);
  const adminUrl = new URL('/projects/airbnb/canales', env.siteUrl).href;
  const paragraphs = [
    `El calendario «${feedName}» muestra reservadas noches que ya tiene una estancia directa: revisa con qué huésped te quedas y cancela la otra reserva en su canal o aquí.`,
    `Estancia directa (${STATUS_WORDS[stay.status] ?? stay.status}): ${stay.customerName} · ${stay.customerEmail} · ${stay.customerPhone}. Llegada ${formatNight(stay.checkIn, 'es')}, salida ${formatNight(stay.checkOut, 'es')}.`,
    `Reserva importada de «${feedName}»: llegada ${formatNight(imported.from, 'es')}, salida ${formatNight(imported.to, 'es')}.`,
  ];
  const { html, text } = renderMail({
    lang: 'es',
    siteName: env.siteName,
    preheader: paragraphs[0],
    heading: 'Posible doble reserva en La Mansión',
    paragraphs,
    action: { label: 'Ver en el panel', url: adminUrl },
  });
  await enqueueMail(
    tx,
    {
      to: owner.email,
      subject: `Doble reserva: ${stay.checkIn} → ${stay.checkOut} · ${stay.customerName} y «${feedName}»`,
      html,
      text,
      lang: 'es',
    },
    input.dedupeKey,
  );
}
