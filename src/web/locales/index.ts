// One JSON file per namespace and language; es and en must have identical keys (checked by a test).
// Each language is split in parts, each a chunk of its own, so a page downloads only the texts it shows, in the
// language it shows (docs/decisions/051-public-javascript-budget.md):
// - 'site' (es.ts, en.ts): the shell, menus and content pages' texts, which every page loads;
// - one part per namespace of the other public screens (booking, rental, diagnostic, payments, auth,
//   dashboard), loaded with the screens that use them (app/routes.tsx);
// - 'admin' (es-admin.ts, en-admin.ts): the owner's screens' texts, loaded only with those screens.
import type { Language } from '@contracts/i18n';
import type esAdmin from './es-admin';
import type es from './es';
import type auth from './es/auth.json';
import type booking from './es/booking.json';
import type dashboard from './es/dashboard.json';
import type diagnostic from './es/diagnostic.json';
import type payments from './es/payments.json';
import type rental from './es/rental.json';

export type SiteMessages = typeof es;
export type AdminMessages = typeof esAdmin;
/** The namespaces loaded as parts of their own, with the screens that show them. */
export type ScreenMessages = {
  auth: typeof auth;
  booking: typeof booking;
  dashboard: typeof dashboard;
  diagnostic: typeof diagnostic;
  payments: typeof payments;
  rental: typeof rental;
};
export type Messages = SiteMessages & ScreenMessages & AdminMessages;

export const namespaceParts = ['auth', 'booking', 'dashboard', 'diagnostic', 'payments', 'rental'] as const;
export type NamespacePart = (typeof namespaceParts)[number];
export const messageParts = ['site', 'admin', ...namespaceParts] as const;
export type MessagePart = (typeof messageParts)[number];

type Loader = () => Promise<object>;
/** One namespace's JSON file as a part: its own chunk, registered under its name. */
const namespace =
  (name: NamespacePart, load: () => Promise<{ default: object }>): Loader =>
  () =>
    load().then((module) => ({ [name]: module.default }));

export const messageLoaders: Record<MessagePart, Record<Language, Loader>> = {
  site: {
    es: () => import('./es').then((module) => module.default),
    en: () => import('./en').then((module) => module.default),
  },
  admin: {
    es: () => import('./es-admin').then((module) => module.default),
    en: () => import('./en-admin').then((module) => module.default),
  },
  auth: {
    es: namespace('auth', () => import('./es/auth.json')),
    en: namespace('auth', () => import('./en/auth.json')),
  },
  booking: {
    es: namespace('booking', () => import('./es/booking.json')),
    en: namespace('booking', () => import('./en/booking.json')),
  },
  dashboard: {
    es: namespace('dashboard', () => import('./es/dashboard.json')),
    en: namespace('dashboard', () => import('./en/dashboard.json')),
  },
  diagnostic: {
    es: namespace('diagnostic', () => import('./es/diagnostic.json')),
    en: namespace('diagnostic', () => import('./en/diagnostic.json')),
  },
  payments: {
    es: namespace('payments', () => import('./es/payments.json')),
    en: namespace('payments', () => import('./en/payments.json')),
  },
  rental: {
    es: namespace('rental', () => import('./es/rental.json')),
    en: namespace('rental', () => import('./en/rental.json')),
  },
};

/**
 * The source module of each part that has one chunk (relative to src/web), so the server can preload the
 * texts of the screen it renders with the screen's code. The admin part is never server-rendered.
 */
export function messageModuleIds(lang: Language, parts: readonly MessagePart[] = []): string[] {
  return [
    `locales/${lang}.ts`,
    ...parts
      .filter((part) => part !== 'site' && part !== 'admin')
      .map((part) => `locales/${lang}/${part}.json`),
  ];
}
