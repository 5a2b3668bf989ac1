import { defaultFlexibleTerms, type FlexibleTerms } from '@contracts/payment-plans';

/** The form's copy of a service's flexible-payment terms (numbers as typed). */
export interface TermsDraft {
  depositOffered: boolean;
  depositPercent: string;
  instalmentsOffered: boolean;
  instalmentCount: string;
  instalmentIntervalDays: string;
  balanceDueDaysBefore: string;
}

export type NumberField =
  'depositPercent' | 'instalmentCount' | 'instalmentIntervalDays' | 'balanceDueDaysBefore';

export function termsDraft(terms: FlexibleTerms | null): TermsDraft {
  const from = terms ?? defaultFlexibleTerms;
  return {
    depositOffered: Boolean(terms?.depositOffered),
    depositPercent: String(from.depositPercent),
    instalmentsOffered: Boolean(terms?.instalmentsOffered),
    instalmentCount: String(from.instalmentCount),
    instalmentIntervalDays: String(from.instalmentIntervalDays),
    balanceDueDaysBefore: String(from.balanceDueDaysBefore),
  };
}

/** null when nothing beyond paying in full is offered; a hidden field sends its default. */
export function termsBody(draft: TermsDraft): FlexibleTerms | null {
  if (!draft.depositOffered && !draft.instalmentsOffered) return null;
  const value = (field: NumberField, shown: boolean) =>
    shown ? Number(draft[field]) : defaultFlexibleTerms[field];
  return {
    depositOffered: draft.depositOffered,
    depositPercent: value('depositPercent', draft.depositOffered),
    instalmentsOffered: draft.instalmentsOffered,
    instalmentCount: value('instalmentCount', draft.instalmentsOffered),
    instalmentIntervalDays: value('instalmentIntervalDays', draft.instalmentsOffered),
    balanceDueDaysBefore: Number(draft.balanceDueDaysBefore),
  };
}
