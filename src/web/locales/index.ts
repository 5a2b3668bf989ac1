// One JSON file per namespace and language; es and en must have identical keys (checked by a test).
// Each language is a chunk of its own (es.ts, en.ts): a visitor downloads only the language they read.
import type { Language } from '@contracts/i18n';
import type es from './es';

export type Messages = typeof es;

export const messageLoaders: Record<Language, () => Promise<Messages>> = {
  es: () => import('./es').then((module) => module.default),
  en: () => import('./en').then((module) => module.default),
};

/** The module of each language's chunk (relative to src/web), so the server can preload it. */
export const messageModuleIds: Record<Language, string> = { es: 'locales/es.ts', en: 'locales/en.ts' };
