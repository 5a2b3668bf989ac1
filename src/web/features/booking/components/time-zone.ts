import { dateTimeFormat } from '@contracts/intl';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const detect = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};

/**
 * The visitor's time zone, detected with Intl in the browser. Null on the server and during
 * hydration (the server cannot know it), so the server HTML and the first client render match.
 */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, detect, () => null);
}

/** A readable name for a zone in the current language ("Central Mexico Time"), or null. */
export function timeZoneName(timeZone: string, lang: string, date = new Date()): string | null {
  try {
    const parts = dateTimeFormat(lang, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(date);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}
