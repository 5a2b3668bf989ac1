// One JSON file per namespace and language; es and en must have identical keys (checked by a test).
// Each language is split in two chunks: the site's texts (es.ts, en.ts), which every page loads, and the
// owner's screens' texts (es-admin.ts, en-admin.ts), loaded only with those screens. A visitor downloads only
// the language they read, and never the admin texts.
import type { Language } from '@contracts/i18n';
import type esAdmin from './es-admin';
import type es from './es';

export type SiteMessages = typeof es;
export type AdminMessages = typeof esAdmin;
export type Messages = SiteMessages & AdminMessages;

export const messageParts = ['site', 'admin'] as const;
export type MessagePart = (typeof messageParts)[number];

export const messageLoaders: Record<MessagePart, Record<Language, () => Promise<object>>> = {
  site: {
    es: () => import('./es').then((module) => module.default),
    en: () => import('./en').then((module) => module.default),
  },
  admin: {
    es: () => import('./es-admin').then((module) => module.default),
    en: () => import('./en-admin').then((module) => module.default),
  },
};

/** The module of each language's site chunk (relative to src/web), so the server can preload it. */
export const messageModuleIds: Record<Language, string> = { es: 'locales/es.ts', en: 'locales/en.ts' };
