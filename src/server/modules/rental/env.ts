import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import type { JobHandlers } from '../../platform/jobs/runner';
import type { RentalEnv, StayPaymentGateway } from './context';
import { STAY_HOLD_EXPIRY_JOB, stayHoldExpiryHandler } from './lifecycle';

/** The rental services' environment for the server: the real clock, the gateway app.ts wires (or none). */
export function createRentalEnv(deps: {
  db: Db;
  siteUrl: URL;
  siteName?: string;
  owner(db: DbOrTx): Promise<{ name: string; email: string }>;
  payments?: StayPaymentGateway | null;
}): RentalEnv {
  return {
    db: deps.db,
    siteUrl: deps.siteUrl,
    siteName: deps.siteName ?? 'Estudio',
    clock: () => new Date(),
    payments: deps.payments ?? null,
    owner: deps.owner,
  };
}

/** Rental's job kinds: the expiry of unpaid holds. */
export function rentalJobHandlers(env: RentalEnv): JobHandlers {
  return { [STAY_HOLD_EXPIRY_JOB]: stayHoldExpiryHandler(env) };
}
