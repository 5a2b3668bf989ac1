import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@contracts/i18n';

/** What the server hands to the browser next to the HTML (in a non-executable JSON script). */
export interface SsrState {
  lang: Language;
  /** True when #root holds server-rendered markup to hydrate. */
  rendered: boolean;
  queries: DehydratedState | null;
}

export const SSR_STATE_ELEMENT_ID = 'estudio-state';
