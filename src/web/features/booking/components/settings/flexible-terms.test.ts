import { defaultFlexibleTerms } from '@contracts/payment-plans';
import { describe, expect, it } from 'vitest';
import { termsBody, termsDraft } from './flexible-terms';

describe('a service’s flexible-payment terms in the form', () => {
  it('round-trips the terms, and sends null when only paying in full is offered', () => {
    const terms = {
      ...defaultFlexibleTerms,
      depositOffered: true,
      depositPercent: 40,
      instalmentsOffered: true,
    };
    expect(termsBody(termsDraft(terms))).toEqual(terms);
    expect(termsDraft(null)).toMatchObject({ depositOffered: false, instalmentsOffered: false });
    expect(termsBody(termsDraft(null))).toBeNull();
  });

  it('sends the defaults for the fields of an option turned off, and what was typed otherwise', () => {
    const draft = { ...termsDraft(null), depositOffered: true, depositPercent: '', instalmentCount: 'x' };
    expect(termsBody(draft)).toEqual({
      ...defaultFlexibleTerms,
      depositOffered: true,
      depositPercent: 0,
    });
  });
});
