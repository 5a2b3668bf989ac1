import { randomUUID } from 'node:crypto';
import { apiErrorBodySchema } from '@contracts/errors';
import type { ContactInput } from '@contracts/contact';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { handleApiError, requestContext, type AppEnv } from '../../../platform/http';
import { createLogger } from '../../../platform/logging';
import { mailJobPayloadSchema } from '../../../platform/mail/outbox';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { contactRoutes } from './contact-routes';

describe.each(testEngines)('contact form and launch list on $name', (engine) => {
  let database: Database;
  let app: Hono<AppEnv>;
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++ip}` });
  const post = (path: string, body: unknown, headers: Record<string, string> = from()) =>
    app.request(`/api/contact${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const message = (overrides: Partial<ContactInput> = {}): ContactInput => ({
    name: 'Valeria Contacto',
    email: `Valeria.${randomUUID().slice(0, 8)}@Example.com`,
    phone: '+52 55 1234 5678',
    topic: 'other',
    message: 'Hola, quiero renovar la identidad de mi despacho.',
    consent: true,
    language: 'en',
    ...overrides,
  });
  const mailsTo = async (to: string) =>
    (
      await database.sql.query<{ payload: unknown }>(
        "select payload from jobs where kind = 'mail.send' and payload->>'to' = $1 order by id",
        [to],
      )
    ).map((row) => mailJobPayloadSchema.parse(row.payload));
  const leadOf = async (email: string) =>
    (
      await database.sql.query<{ id: string; sources: string[]; name: string | null }>(
        'select id, sources, name from leads where email = $1',
        [email.toLowerCase()],
      )
    )[0];
  const eventsOf = async (leadId: string) =>
    database.sql.query<{ kind: string; data: Record<string, unknown> }>(
      'select kind, data from lead_events where lead_id = $1 order by created_at',
      [leadId],
    );

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    app = new Hono<AppEnv>();
    app.use('*', requestContext(createLogger('silent')));
    app.route(
      '/api/contact',
      contactRoutes({
        db: database.db,
        siteUrl: new URL('http://estudio.test'),
        trustProxy: true,
        limits: { messagesPer10Min: 3, signupsPer10Min: 3 },
      }),
    );
    app.onError(handleApiError);
  });
  afterAll(() => database.close());

  it('keeps the message in the lead and queues the owner notification and the acknowledgement together', async () => {
    const input = message();
    const res = await post('', input);
    expect(res.status).toBe(200);
    const email = input.email.toLowerCase();
    const lead = (await leadOf(email))!;
    expect(lead.sources).toEqual(['contact']);
    const [event] = await eventsOf(lead.id);
    expect(event).toMatchObject({
      kind: 'contact.message',
      data: { topic: 'other', message: input.message },
    });

    const [owner] = await database.sql.query<{ contact_email: string }>(
      'select contact_email from site_profile',
    );
    const toOwner = (await mailsTo(owner!.contact_email)).filter((m) =>
      m.subject.includes('Valeria Contacto'),
    );
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.replyTo).toBe(email);
    expect(toOwner[0]!.text).toContain(input.message);
    const ack = await mailsTo(email);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.subject).toContain('I got your message');
    expect(ack[0]!.lang).toBe('en');
  });

  it('answers bad input with field errors and writes nothing', async () => {
    const bad = await post('', {
      ...message({ email: 'nope', message: 'corto', name: ' ', phone: 'abc' }),
      consent: false,
    });
    expect(bad.status).toBe(400);
    const fields = apiErrorBodySchema.parse(await bad.json()).error.fields ?? {};
    expect(fields).toMatchObject({
      name: ['required'],
      email: ['invalid_email'],
      phone: expect.any(Array),
      message: ['too_short'],
      consent: ['consent'],
    });
    const input = message({ topic: 'no-such-service' });
    const unknown = await post('', input);
    expect(apiErrorBodySchema.parse(await unknown.json()).error.fields).toEqual({ topic: ['required'] });
    expect(await leadOf(input.email)).toBeUndefined();
    expect((await post('', message({ message: 'x'.repeat(4001) }))).status).toBe(400);
  });

  it('treats a filled honeypot like a success and keeps nothing', async () => {
    const input = message({ website: 'http://spam.example' });
    expect((await post('', input)).status).toBe(200);
    expect(await leadOf(input.email)).toBeUndefined();
    expect(await mailsTo(input.email.toLowerCase())).toHaveLength(0);
  });

  it('records one message and one pair of mails for a double submit', async () => {
    const input = message({ requestId: `req_${randomUUID()}` });
    const answers = await Promise.all([post('', input), post('', input)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const lead = (await leadOf(input.email))!;
    expect(await eventsOf(lead.id)).toHaveLength(1);
    expect(await mailsTo(input.email.toLowerCase())).toHaveLength(1);
  });

  it('limits messages per address', async () => {
    const headers = from();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('', message(), headers)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('adds launch-list sign-ups as leads with one confirmation per area', async () => {
    const email = `Lista.${randomUUID().slice(0, 8)}@example.com`;
    const body = { email, area: 'shop', consent: true, language: 'es' };
    expect((await post('/launch-list', body)).status).toBe(200);
    expect((await post('/launch-list', body)).status).toBe(200);
    const lead = (await leadOf(email))!;
    expect(lead.sources).toEqual(['launch-list']);
    expect(await eventsOf(lead.id)).toHaveLength(2);
    expect(await mailsTo(email.toLowerCase())).toHaveLength(1);
    const noConsent = await post('/launch-list', { ...body, consent: false });
    expect(apiErrorBodySchema.parse(await noConsent.json()).error.fields).toEqual({ consent: ['consent'] });
  });
});
