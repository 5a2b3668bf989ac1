import { stayManagePath, type AdminStay, type StayView } from '@contracts/rental';
import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors';
import type { DbOrTx } from '../../platform/jobs/queue';
import { hashToken, newToken } from '../../platform/secrets';
import { nightPricesOf, policyMilestones, toTermsDto } from './cancellation';
import { daysBetween } from './dates';
import { stayManageTokens, stays, type RentalSettingsRow, type StayRow } from './schema';

export function toStayView(stay: StayRow, settings: RentalSettingsRow): StayView {
  const live = stay.status === 'held' || stay.status === 'pending_payment';
  return {
    id: stay.id,
    status: stay.status as StayView['status'],
    propertyName: settings.propertyName,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: daysBetween(stay.checkIn, stay.checkOut),
    guests: stay.guests,
    name: stay.customerName,
    email: stay.customerEmail,
    phone: stay.customerPhone,
    language: stay.language === 'en' ? 'en' : 'es',
    option: stay.paymentOption as StayView['option'],
    currency: stay.currency,
    nightlyRateMinor: stay.nightlyRateMinor,
    nightsSubtotalMinor: stay.nightsSubtotalMinor,
    nightPrices: nightPricesOf(stay),
    discountPercent: stay.discountPercent,
    discountMinor: stay.discountMinor,
    cancellation: toTermsDto(
      policyMilestones(stay.cancellationPolicy, stay.checkIn, settings.checkInTime, stay.createdAt),
    ),
    cleaningFeeMinor: stay.cleaningFeeMinor,
    taxes: stay.taxes,
    totalMinor: stay.totalMinor,
    dueNowMinor: stay.dueNowMinor,
    checkInTime: settings.checkInTime,
    checkOutTime: settings.checkOutTime,
    holdExpiresAt: live && stay.holdExpiresAt ? stay.holdExpiresAt.toISOString() : null,
    createdAt: stay.createdAt.toISOString(),
  };
}

export function toAdminStay(stay: StayRow, settings: RentalSettingsRow): AdminStay {
  return {
    ...toStayView(stay, settings),
    paymentReference: stay.paymentReference,
    cancelReason: stay.cancelReason,
    updatedAt: stay.updatedAt.toISOString(),
  };
}

export async function loadStay(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StayRow> {
  const query = db.select().from(stays).where(eq(stays.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('There is no such stay');
  return row;
}

/** A new manage-link secret for a stay (its hash is stored); older links keep working. */
export async function issueManageToken(db: DbOrTx, stayId: string): Promise<string> {
  const token = newToken();
  await db.insert(stayManageTokens).values({ tokenHash: hashToken(token), stayId });
  return token;
}

export const manageUrl = (siteUrl: URL, token: string) => new URL(stayManagePath(token), siteUrl).href;

/** The stay a manage token opens; an unknown token is a 404 like any other unknown link. */
export async function stayIdForToken(db: DbOrTx, token: string): Promise<string> {
  const [row] = await db
    .select({ stayId: stayManageTokens.stayId })
    .from(stayManageTokens)
    .where(eq(stayManageTokens.tokenHash, hashToken(token)));
  if (!row) throw notFound('This link is not valid');
  return row.stayId;
}
