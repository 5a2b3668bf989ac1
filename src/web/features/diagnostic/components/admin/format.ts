import type { Language } from '@contracts/i18n';
import { formatDateTime as formatInstant } from '@web/lib/format';

export { formatNumber } from '@web/lib/format';

/** A date and time in the viewer's own time zone. */
export function formatDateTime(iso: string, lang: Language, withTime = true): string {
  return formatInstant(iso, lang, { zone: 'viewer', time: withTime });
}
