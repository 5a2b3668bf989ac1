import type { DbOrTx } from './jobs/queue';

/*
 * The seam through which modules tell the CRM that a person did something (booked, stayed, paid) without
 * knowing the CRM (ADR 036: the platform knows no module; ADR 046). The composition root (app.ts) hands each
 * module the leads module's recorder; a module's own tests may pass `noPeople`. Like analytics' goals
 * (goals.ts), it runs inside the caller's transaction, so the contact exists if and only if the write commits.
 */

/** Where a touch came from: the CRM keeps each source once, in order of first appearance. */
export type PersonSource = 'booking' | 'stay' | 'payment';

export interface PersonTouch {
  email: string;
  name?: string | null;
  phone?: string | null;
  language: 'es' | 'en';
  source: PersonSource;
  /** When it happened (the module's clock); now by default. */
  at?: Date;
}

/** Records a touch inside the caller's transaction. */
export type RecordPerson = (tx: DbOrTx, touch: PersonTouch) => Promise<void>;

/** Records nothing: for module tests and callers built without the CRM. */
export const noPeople: RecordPerson = async () => {};
