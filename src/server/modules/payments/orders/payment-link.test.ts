import { apiErrorBodySchema } from '@contracts/errors';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { formatWhen, appointments } from '../../booking';
import { testClock, testSiteUrl } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, mailsTo } from '../../../test/booking-helpers';
import { paymentsTestApp } from '../../../test/payments-app';
import { paymentOrders } from '../schema';
import { appointmentOf, client, orderOf } from '../../../test/payments-helpers';

const MINUTE = 60_000;
const payAnswer = z.object({ checkoutUrl: z.string() });

/** Issue 14 point 5: the pending-payment mail carries a link that resumes payment and says until when. */
describe.each(testEngines)('the payment link on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let api: ReturnType<typeof client>;
  const clock = testClock();

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database, { clock: clock.now });
    api = client(t.app);
  });
  beforeEach(() => clock.set(new Date()));
  afterAll(() => database.close());

  const pay = (token: string) =>
    t.app.request(`/api/booking/manage/${token}/pay`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });

  it.each([
    ['en', 'Complete your payment: Branding and visual identity', 'We hold your time until'],
    ['es', 'Completa tu pago: Branding e identidad visual', 'Apartamos tu horario hasta el'],
  ] as const)(
    'in %s: the mail links the manage page to pay, until the hold ends',
    async (lang, subject, until) => {
      const request = bookingRequest(at(businessDay(4, lang === 'en' ? 6 : 7), '09:00'), {
        service: 'branding',
        language: lang,
      });
      const { result, checkoutId } = await api.bookPaid(request);
      const mail = (await mailsTo(database.db, request.email)).find((m) =>
        m.subject.startsWith(subject.split(':')[0]!),
      );
      expect(mail?.subject).toBe(subject);
      expect(mail!.lang).toBe(lang);
      expect(mail!.text).toContain(`${result.manageUrl}?pay=1`);
      expect(mail!.text).toContain(lang === 'es' ? 'Importe a pagar ahora: ' : 'Amount to pay now: ');
      const hold = new Date(result.appointment.holdExpiresAt!);
      expect(mail!.text).toContain(`${until} ${formatWhen(hold, lang, request.timeZone)}`);

      // The link resumes the same live checkout…
      const first = await pay(result.manageToken);
      expect(first.status).toBe(200);
      expect(payAnswer.parse(await first.json()).checkoutUrl).toBe(result.checkoutUrl);
      // …and after a decline, a new checkout of the same order.
      await api.actOk(checkoutId, 'fail');
      await t.runJobs();
      const again = payAnswer.parse(await (await pay(result.manageToken)).json());
      expect(again.checkoutUrl).not.toBe(result.checkoutUrl);
      expect((await orderOf(database, result.appointment.id)).checkoutAttempt).toBe(2);

      // Once the hold is over, the link can no longer pay.
      clock.advance(16 * MINUTE);
      await t.makeDue('payments.order-expiry');
      await t.runJobs();
      const late = await pay(result.manageToken);
      expect(late.status).toBe(409);
      expect(apiErrorBodySchema.parse(await late.json()).error.code).toBe('not_changeable');
    },
  );

  it('a pending OXXO voucher: "pay now" answers its status page at once (no wait, no 503)', async () => {
    const request = bookingRequest(at(businessDay(5, 8), '10:00'), { service: 'branding', language: 'es' });
    const { result, checkoutId } = await api.bookPaid(request);
    await api.actOk(checkoutId, 'voucher');
    await t.runJobs();
    const order = await orderOf(database, result.appointment.id);
    expect(order.status).toBe('pending');
    const started = Date.now();
    const answer = await pay(result.manageToken);
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    const page = new URL(`/payment-success?ref=${order.reference}`, testSiteUrl).href;
    expect(payAnswer.parse(await answer.json()).checkoutUrl).toBe(page);
    // The manage page shows the voucher instead of "pay now".
    const view = await t.app.request(`/api/booking/manage/${result.manageToken}`, {
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(((await view.json()) as { voucherPageUrl: string | null }).voucherPageUrl).toBe(page);
  });

  it('first checkout from the link: a click meeting a live claim waits then gets 409 checkout_in_progress (the claim untouched); a stale claim is retaken', async () => {
    const request = bookingRequest(at(businessDay(4, 8), '12:00'), { service: 'branding', language: 'en' });
    const { result } = await api.bookPaid(request);
    // As an appointment the owner entered with a payment link: held, no live order.
    await database.db
      .update(paymentOrders)
      .set({ status: 'failed' })
      .where(eq(paymentOrders.appointmentId, result.appointment.id));
    const live = `opening:${clock.now().toISOString()}`;
    await database.db
      .update(appointments)
      .set({ status: 'held', paymentReference: live })
      .where(eq(appointments.id, result.appointment.id));
    const busy = await pay(result.manageToken);
    expect(busy.status).toBe(409);
    expect(apiErrorBodySchema.parse(await busy.json()).error.code).toBe('checkout_in_progress');
    expect((await appointmentOf(database, result.appointment.id)).paymentReference).toBe(live);

    // The request that claimed died: a minute later its claim is retaken and the checkout opens.
    clock.advance(2 * MINUTE);
    const retaken = await pay(result.manageToken);
    expect(retaken.status).toBe(200);
    const { checkoutUrl } = payAnswer.parse(await retaken.json());
    const after = await appointmentOf(database, result.appointment.id);
    expect(after.status).toBe('pending_payment');
    expect(after.paymentReference).not.toMatch(/^opening:/);
    expect(checkoutUrl).toContain('/sandbox');
  }, 20_000);

  it('a wrong token is 404', async () => {
    expect((await pay('z'.repeat(43))).status).toBe(404);
  });
});
