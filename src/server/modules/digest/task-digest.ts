import type { Language } from '@contracts/language';
import type { Task } from '@contracts/tasks';
import { dateInZone } from '@contracts/zone-time';
import { dateTimeFormat } from '@contracts/intl';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { renderMail } from '../../platform/mail/layout';
import { enqueueMail, type MailMessage } from '../../platform/mail/outbox';
import { ownerLanguage } from '../auth';
import { siteProfile } from '../content';
import { dueTaskCount, dueTasks } from '../leads';
import { loadOwnerNotifications } from '../notifications';

/**
 * The owner's daily e-mail of due CRM tasks (ADR 048): its own mail, checked by the digest's hourly job at the
 * digest hour when the setting is on; queued once per Mexico City date (dedupe key names the date), in the
 * owner's language, and not at all on a day with no task overdue or due today.
 */
export const TASK_DIGEST_ZONE = 'America/Mexico_City';
export const TASK_DIGEST_LIST_MAX = 50;

const words = {
  es: {
    subject: (n: number, day: string) => `${n} ${n === 1 ? 'tarea pendiente' : 'tareas pendientes'} · ${day}`,
    heading: (day: string) => `Tareas para hoy: ${day}`,
    overdue: (n: number) => `Vencidas (${n}):`,
    today: (n: number) => `Para hoy (${n}):`,
    more: (n: number) => `…y ${n} más en el panel.`,
    since: (date: string) => `venció el ${date}`,
    at: (time: string) => `a las ${time}`,
    action: 'Abrir los contactos',
    footnote: 'Recibes este correo porque activaste el resumen de tareas en Ajustes → Notificaciones.',
    locale: 'es-MX',
  },
  en: {
    subject: (n: number, day: string) => `${n} ${n === 1 ? 'task due' : 'tasks due'} · ${day}`,
    heading: (day: string) => `Tasks for today: ${day}`,
    overdue: (n: number) => `Overdue (${n}):`,
    today: (n: number) => `Due today (${n}):`,
    more: (n: number) => `…and ${n} more in the admin.`,
    since: (date: string) => `was due ${date}`,
    at: (time: string) => `at ${time}`,
    action: 'Open the contacts',
    footnote: 'You receive this e-mail because you turned on the task digest in Settings → Notifications.',
    locale: 'en-US',
  },
} as const;

export function taskDigestMail(input: {
  date: string;
  tasks: Task[];
  total: number;
  lang: Language;
  to: string;
  siteName: string;
  siteUrl: URL;
}): MailMessage {
  const w = words[input.lang];
  const longDay = (date: string, style: 'full' | 'medium') =>
    dateTimeFormat(w.locale, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  const contactUrl = (leadId: string) =>
    new URL(`/admin/leads?id=${encodeURIComponent(leadId)}`, input.siteUrl).href;
  const line = (task: Task) => {
    const who = task.leadName ? `${task.leadName} <${task.leadEmail}>` : task.leadEmail;
    const when =
      task.state === 'overdue' && task.dueDate !== input.date
        ? ` (${w.since(longDay(task.dueDate, 'medium'))})`
        : task.dueTime
          ? ` (${w.at(task.dueTime)})`
          : '';
    return `· ${task.title}${when} — ${who}\n  ${contactUrl(task.leadId)}`;
  };
  const overdue = input.tasks.filter((t) => t.state === 'overdue');
  const today = input.tasks.filter((t) => t.state !== 'overdue');
  const paragraphs: string[] = [];
  if (overdue.length > 0) paragraphs.push([w.overdue(overdue.length), ...overdue.map(line)].join('\n'));
  if (today.length > 0) paragraphs.push([w.today(today.length), ...today.map(line)].join('\n'));
  if (input.total > input.tasks.length) paragraphs.push(w.more(input.total - input.tasks.length));
  const day = longDay(input.date, 'full');
  const { html, text } = renderMail({
    lang: input.lang,
    siteName: input.siteName,
    preheader: w.subject(input.total, day),
    heading: w.heading(day),
    paragraphs,
    action: { label: w.action, url: new URL('/admin/leads', input.siteUrl).href },
    footnote: w.footnote,
  });
  return { to: input.to, subject: w.subject(input.total, day), html, text, lang: input.lang };
}

function hourInZone(at: Date): number {
  return Number(
    dateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: TASK_DIGEST_ZONE,
    }).format(at),
  );
}

/** The owner's address, as the daily digest sends to it. */
async function ownerAddress(tx: DbOrTx): Promise<string> {
  const [owner] = await tx
    .select({ email: siteProfile.contactEmail })
    .from(siteProfile)
    .where(eq(siteProfile.id, 1));
  return owner?.email ?? 'hola@estudio.local';
}

/**
 * Queues today's mail of due tasks when the setting is on, the digest hour has come and a task is overdue or
 * due today; returns the date it was queued for, or null (off, too early, nothing due, or already queued).
 */
export async function sendTaskDigestIfDue(
  db: Db,
  deps: { siteUrl: URL; siteName: string },
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const settings = await loadOwnerNotifications(tx);
    if (!settings.taskDigest || hourInZone(now) < settings.digestHour) return null;
    const total = await dueTaskCount(tx, now);
    if (total === 0) return null;
    const date = dateInZone(now, TASK_DIGEST_ZONE);
    const to = await ownerAddress(tx);
    const queued = await enqueueMail(
      tx,
      taskDigestMail({
        date,
        tasks: await dueTasks(tx, now, TASK_DIGEST_LIST_MAX),
        total,
        lang: await ownerLanguage(tx, to),
        to,
        siteName: deps.siteName,
        siteUrl: deps.siteUrl,
      }),
      `crm.task-digest:${date}`,
    );
    return queued ? date : null;
  });
}
