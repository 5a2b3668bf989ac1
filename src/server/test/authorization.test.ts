import { myAppointmentsSchema } from '@contracts/booking';
import { myPaymentsSchema } from '@contracts/my-payments';
import { stayResultSchema, type StayResult } from '@contracts/rental';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpConfirmed, signedIn, uniqueEmail } from '../modules/auth/test-helpers';
import { at, businessDay } from './booking-helpers';
import { addDays, todayIn } from '../modules/rental';
import { stayRequest } from './rental-app';
import { startAuthServer, type AuthServer } from './auth-server';
import { testEngines } from './databases';
import { api, book, takeDiagnostic } from './guest-data';

/** A token of the same shape with one character changed: a guess as close as a guess gets. */
const altered = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

/**
 * Issue 22: a second visitor tries to read, change or cancel the first visitor's appointments, payments,
 * plans, stays, diagnostic results and profile — by id, by guessed tokens and by reusing the address —
 * and gets 401, 403 or 404 (lists: nothing of the first visitor's). E-mail reuse under AUTH_AUTOCONFIRM is
 * the subject of modules/auth/proven-email.test.ts.
 */
describe.each(testEngines)('one visitor cannot reach another’s data ($name)', (engine) => {
  let server: AuthServer;
  let first: { email: string; token: string };
  let second: { email: string; token: string };
  let data: {
    signedInBooking: Awaited<ReturnType<typeof book>>;
    paidBooking: Awaited<ReturnType<typeof book>>;
    diagnostic: Awaited<ReturnType<typeof takeDiagnostic>>;
    paymentReference: string;
    /** A deposit plan for an appointment: its reference (the plan page's capability) and its id. */
    plan: { reference: string; id: string };
    stay: StayResult;
  };

  beforeAll(async () => {
    server = await startAuthServer(engine, { TRUST_PROXY: 'true' });
    const signUp = async (label: string) => {
      const { email } = await signUpConfirmed(server, uniqueEmail(label));
      return { email, token: (await signedIn(server, email)).session.access_token };
    };
    first = await signUp('primera');
    second = await signUp('segunda');
    const signedInBooking = await book(server, { email: first.email }, first.token);
    const paidBooking = await book(server, { email: first.email, service: 'branding' });
    const diagnostic = await takeDiagnostic(server, first.email);
    // A payment plan (the branding session's deposit) and a stay at the rental, both as a guest.
    // Its own time (not book()'s next week, which a run on both engines would push past the horizon).
    const depositStart = at(businessDay(2, 2), '09:00').toISOString();
    await book(server, {
      email: first.email,
      service: 'branding',
      paymentOption: 'deposit',
      start: depositStart,
    });
    const checkIn = addDays(todayIn(new Date()), 70);
    const booked = await api(server, '/api/rental/stays', {
      body: stayRequest(checkIn, addDays(checkIn, 3), { email: first.email }),
    });
    expect(booked.status).toBe(200);
    const stay = stayResultSchema.parse(booked.body);
    const payments = myPaymentsSchema.parse((await api(server, '/api/me/payments', first)).body);
    // The first visitor does reach all of it: the checks below are not empty by accident.
    const paidReference = payments.payments.find((p) => !p.plan && p.purpose === 'appointment')?.reference;
    expect(paidReference).toEqual(expect.any(String));
    expect(payments.plans).toHaveLength(1);
    const planReference = payments.plans[0]!.reference;
    const [plan] = await server.database.sql.query<{ id: string }>(
      'select id from payment_plans where reference = $1',
      [planReference],
    );
    expect((await api(server, `/api/payment-plans/${planReference}`)).status).toBe(200);
    expect((await api(server, `/api/rental/stays/${stay.manageToken}`)).body.id).toBe(stay.stay.id);
    const mine = myAppointmentsSchema.parse((await api(server, '/api/me/appointments', first)).body);
    expect(mine.upcoming).toHaveLength(3);
    expect((await api(server, '/api/me/diagnostic', first)).body.results).toHaveLength(1);
    data = {
      signedInBooking,
      paidBooking,
      diagnostic,
      paymentReference: paidReference!,
      plan: { reference: planReference, id: plan!.id },
      stay,
    };
  });
  afterAll(() => server.close());

  it('every /api/me operation in the route table: 401 signed out; the second visitor gets 404 or only their own', async () => {
    const { paths } = (await api(server, '/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const appointment = data.signedInBooking.appointment.id;
    const result = data.diagnostic.result.id;
    const secrets = [
      first.email,
      appointment,
      data.paidBooking.appointment.id,
      result,
      data.paymentReference,
      data.plan.reference,
      data.plan.id,
      data.stay.stay.id,
      data.stay.manageToken,
    ];
    // What the second visitor sends to each operation: the first visitor's ids, and a valid body.
    const probes: Record<string, { path: string; body?: unknown; expect: 'own' | 404 }> = {
      'get /me/profile': { path: '/me/profile', expect: 'own' },
      'patch /me/profile': { path: '/me/profile', body: { fullName: 'Intrusa' }, expect: 'own' },
      'post /me/email-proof': { path: '/me/email-proof', body: {}, expect: 'own' },
      // Only the caller's own session and factors (ADR 034).
      'get /me/security': { path: '/me/security', expect: 'own' },
      'get /me/appointments': { path: '/me/appointments', expect: 'own' },
      'get /me/appointments/{id}/cancel-quote': {
        path: `/me/appointments/${appointment}/cancel-quote`,
        expect: 404,
      },
      'post /me/appointments/{id}/cancel': {
        path: `/me/appointments/${appointment}/cancel`,
        body: { reason: 'no' },
        expect: 404,
      },
      'post /me/appointments/{id}/reschedule': {
        path: `/me/appointments/${appointment}/reschedule`,
        body: { start: data.paidBooking.appointment.start },
        expect: 404,
      },
      'get /me/payments': { path: '/me/payments', expect: 'own' },
      'get /me/diagnostic': { path: '/me/diagnostic', expect: 'own' },
      'get /me/diagnostic/{id}': { path: `/me/diagnostic/${result}`, expect: 404 },
      'post /me/diagnostic/{id}/share': { path: `/me/diagnostic/${result}/share`, expect: 404 },
      'delete /me/diagnostic/{id}/share': { path: `/me/diagnostic/${result}/share`, expect: 404 },
    };
    const operations = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/me/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path.slice(4)}`));
    // A new /api/me operation must be added here, with what a stranger gets from it.
    expect(operations.sort()).toEqual(Object.keys(probes).sort());

    for (const [operation, probe] of Object.entries(probes)) {
      const method = operation.split(' ')[0]!.toUpperCase();
      const signedOut = await api(server, `/api${probe.path}`, { method, body: probe.body });
      expect([operation, signedOut.status]).toEqual([operation, 401]);
      const answer = await api(server, `/api${probe.path}`, {
        method,
        body: probe.body,
        token: second.token,
      });
      if (probe.expect === 404) {
        expect([operation, answer.status]).toEqual([operation, 404]);
        continue;
      }
      expect([operation, answer.status]).toEqual([operation, 200]);
      const text = JSON.stringify(answer.body);
      for (const secret of secrets) expect([operation, text.includes(secret)]).toEqual([operation, false]);
    }
    // Nothing of the first visitor's changed.
    const mine = myAppointmentsSchema.parse((await api(server, '/api/me/appointments', first)).body);
    expect(mine.upcoming.map((a) => a.status)).not.toContain('cancelled');
    expect((await api(server, '/api/me/profile', first)).body.fullName).toBe('Ana Prueba');
    expect((await api(server, `/api/me/diagnostic/${result}`, first)).body.shared).toBe(false);
  });

  it('guessed tokens open nothing: manage links, payment and plan links, receipts, stays, results, shares, feeds', async () => {
    const manage = altered(data.signedInBooking.manageToken);
    const reference = altered(data.paymentReference);
    const plan = altered(data.plan.reference);
    const stay = altered(data.stay.manageToken);
    const result = data.diagnostic.result;
    const guesses: { path: string; method?: string; body?: unknown; headers?: Record<string, string> }[] = [
      { path: `/api/booking/manage/${manage}` },
      { path: `/api/booking/manage/${manage}/cancel-quote` },
      { path: `/api/booking/manage/${manage}/cancel`, body: { reason: 'no' } },
      {
        path: `/api/booking/manage/${manage}/reschedule`,
        body: { start: data.paidBooking.appointment.start },
      },
      { path: `/api/booking/manage/${manage}/pay`, body: {} },
      { path: `/api/booking/feed/${altered(manage)}.ics` },
      { path: `/api/payments/${reference}` },
      { path: `/api/payments/${reference}/retry`, body: {} },
      { path: `/api/payments/${reference}/receipt.pdf` },
      { path: `/api/payment-plans/${plan}` },
      { path: `/api/payment-plans/${plan}/instalments/1/checkout`, body: {} },
      { path: `/api/payment-plans/${plan}/instalments/2/checkout`, body: {} },
      // The plan's and the stay's other tokens, each used where the other belongs.
      { path: `/api/payment-plans/${data.stay.manageToken}` },
      { path: `/api/rental/stays/${stay}` },
      { path: `/api/rental/stays/${data.plan.reference}` },
      { path: `/api/rental/stays/${data.stay.stay.id}` },
      { path: `/api/payments/sandbox/${altered(reference)}` },
      {
        path: `/api/diagnostic/results/${result.id}`,
        headers: { 'x-result-token': altered(data.diagnostic.resultToken) },
      },
      {
        path: `/api/diagnostic/results/${result.id}/share`,
        method: 'POST',
        headers: { 'x-result-token': altered(data.diagnostic.resultToken) },
      },
      // Never shared: its share id opens nothing, whoever guesses it.
      { path: `/api/diagnostic/shared/${result.shareId}` },
      { path: `/api/diagnostic/shared/${result.shareId}/image.png` },
      {
        path: `/api/diagnostic/shared/${result.shareId}/revoke`,
        body: { token: altered(data.diagnostic.resultToken) },
      },
    ];
    for (const guess of guesses)
      for (const token of [undefined, second.token]) {
        const answer = await api(server, guess.path, { ...guess, token });
        expect([guess.path, answer.status]).toEqual([guess.path, 404]);
      }
    // The real manage link still shows the first visitor's appointment as it was; the plan and the stay too.
    const real = await api(server, `/api/booking/manage/${data.signedInBooking.manageToken}`);
    expect(real.body.status).toBe(data.signedInBooking.appointment.status);
    const realPlan = await api(server, `/api/payment-plans/${data.plan.reference}`);
    expect(realPlan.body.status).toBe('awaiting_first');
    const realStay = await api(server, `/api/rental/stays/${data.stay.manageToken}`);
    expect(realStay.body.status).toBe(data.stay.stay.status);
  });

  it('the plan’s and the stay’s ids open nothing in the owner’s API for a visitor', async () => {
    const attempts: { path: string; body?: unknown }[] = [
      { path: `/api/admin/payment-plans/${data.plan.id}/instalments/1/mark-paid`, body: {} },
      { path: `/api/admin/rental/stays/${data.stay.stay.id}/cancel`, body: {} },
      { path: `/api/admin/rental/stays/${data.stay.stay.id}/confirm`, body: {} },
      { path: '/api/admin/rental/stays' },
      { path: '/api/admin/payment-plans' },
    ];
    for (const attempt of attempts) {
      const answer = await api(server, attempt.path, { ...attempt, token: second.token });
      expect([attempt.path, answer.status]).toEqual([attempt.path, 403]);
      const text = JSON.stringify(answer.body);
      for (const secret of [data.plan.reference, data.stay.manageToken, first.email])
        expect([attempt.path, text.includes(secret)]).toEqual([attempt.path, false]);
    }
    const realPlan = await api(server, `/api/payment-plans/${data.plan.reference}`);
    expect(realPlan.body.instalments[0].status).not.toBe('paid');
    const realStay = await api(server, `/api/rental/stays/${data.stay.manageToken}`);
    expect(realStay.body.status).toBe(data.stay.stay.status);
  });

  it('reusing the first visitor’s address yields no session and no account change', async () => {
    const stranger = server.client();
    const signUp = await stranger.signUp({ email: first.email, password: 'otra-clave-99' });
    expect(signUp.data.session).toBeNull();
    const wrong = await stranger.signInWithPassword({ email: first.email, password: 'otra-clave-99' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const move = await api(server, '/auth/v1/user', {
      method: 'PUT',
      body: { email: first.email },
      token: second.token,
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(move.status).toBe(422);
    expect(move.body.code).toBe('email_exists');
    // The first visitor's password still works: nothing was planted.
    expect(
      (await server.client().signInWithPassword({ email: first.email, password: PASSWORD })).error,
    ).toBeNull();
  });
});
