import type { Language } from '@contracts/i18n';
import type { LeadStatus } from '@contracts/leads';
import type { MessageKey } from '@web/lib/i18n';
import { formatDateTime as formatInstant, formatDay, formatNumber } from '@web/lib/format';

/** The owner reads every date as Mexico City time (lib/format's business clock). */
export function formatDateTime(iso: string, lang: Language, withTime = true): string {
  return formatInstant(iso, lang, { time: withTime });
}

export { formatDay, formatNumber };

export const statusKey = (status: LeadStatus) => `admin.leads.statuses.${status}` as MessageKey;

const knownSources = new Set([
  'diagnostic',
  'contact',
  'launch-list',
  'booking',
  'stay',
  'payment',
  'import',
  'admin',
]);
/** A source's label key, or null for one this version does not know (then its id is shown). */
export const sourceKey = (source: string) =>
  knownSources.has(source) ? (`admin.leads.sources.${source}` as MessageKey) : null;
