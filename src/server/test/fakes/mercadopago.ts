/**
 * A local fake of the part of Mercado Pago's REST API the adapter uses (tests only): Checkout Pro
 * preferences, payments (get and search by external_reference) and refunds, with `X-Idempotency-Key`
 * replay and Mercado Pago's error envelope. It records every request, and lets a test add the payments a
 * customer would make on the hosted checkout (card, installments, OXXO ticket) in any status.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface RecordedMercadoPagoRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Json | null;
}

export interface FakePaymentInput {
  status: string;
  status_detail?: string;
  payment_type_id?: string;
  payment_method_id?: string;
  installments?: number;
  transaction_amount?: number;
  currency_id?: string;
}

class MercadoPagoHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export interface FakeMercadoPago {
  baseUrl: string;
  requests: RecordedMercadoPagoRequest[];
  preferences: Map<string, Json>;
  payments: Map<string, Json>;
  failWith(status: number | null): void;
  /** A payment made on the checkout of this preference (amount and reference from the preference). */
  addPayment(preferenceId: string, input: FakePaymentInput): Json;
  close(): Promise<void>;
}

export async function startFakeMercadoPago(): Promise<FakeMercadoPago> {
  const requests: RecordedMercadoPagoRequest[] = [];
  const preferences = new Map<string, Json>();
  const payments = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failure: number | null = null;
  let nextPaymentId = 1_300_000_000 + Math.floor(Math.random() * 1000) * 1000;

  const find = (map: Map<string, Json>, key: string, what: string) => {
    const found = map.get(key);
    if (!found) throw new MercadoPagoHttpError(404, 'not_found', `${what} not found`);
    return found;
  };

  function createPreference(body: Json | null): Json {
    const items = body?.items as Json[] | undefined;
    if (!items?.length || items.some((item) => typeof item.unit_price !== 'number' || item.unit_price <= 0)) {
      throw new MercadoPagoHttpError(400, 'bad_request', 'items needs a positive unit_price');
    }
    const id = `123456789-${randomUUID()}`;
    const preference: Json = {
      ...body,
      id,
      collector_id: 123456789,
      date_created: new Date().toISOString(),
      init_point: `https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `https://sandbox.mercadopago.com.mx/checkout/v1/redirect?pref_id=${id}`,
    };
    preferences.set(id, preference);
    return preference;
  }

  function search(query: URLSearchParams): Json {
    const reference = query.get('external_reference');
    const results = [...payments.values()].filter(
      (p) => reference === null || p.external_reference === reference,
    );
    if (query.get('criteria') === 'desc') results.reverse();
    const limit = Number(query.get('limit') ?? 30);
    const offset = Number(query.get('offset') ?? 0);
    return {
      paging: { total: results.length, limit, offset },
      results: results.slice(offset, offset + limit),
    };
  }

  function refund(paymentId: string, body: Json | null): Json {
    const payment = find(payments, paymentId, 'Payment');
    if (payment.status !== 'approved')
      throw new MercadoPagoHttpError(400, 'bad_request', 'Payment is not approved');
    const refunded = Number(payment.transaction_amount_refunded ?? 0);
    const remaining = Math.round((Number(payment.transaction_amount) - refunded) * 100) / 100;
    const amount = typeof body?.amount === 'number' ? body.amount : remaining;
    if (amount <= 0 || amount > remaining) {
      throw new MercadoPagoHttpError(400, 'bad_request', 'Invalid refund amount');
    }
    payment.transaction_amount_refunded = Math.round((refunded + amount) * 100) / 100;
    if (payment.transaction_amount_refunded === payment.transaction_amount) payment.status = 'refunded';
    return { id: Number(randomBytes(4).readUInt32BE()), payment_id: payment.id, amount, status: 'approved' };
  }

  function route(method: string, path: string, query: URLSearchParams, body: Json | null): unknown {
    if (method === 'POST' && /^\/checkout\/preferences\/?$/.test(path)) return createPreference(body);
    const preference = /^\/checkout\/preferences\/([^/]+)$/.exec(path);
    if (method === 'GET' && preference)
      return find(preferences, decodeURIComponent(preference[1] ?? ''), 'Preference');
    if (method === 'PUT' && preference)
      return Object.assign(find(preferences, decodeURIComponent(preference[1] ?? ''), 'Preference'), body);
    if (method === 'GET' && path === '/v1/payments/search') return search(query);
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && payment) return find(payments, decodeURIComponent(payment[1] ?? ''), 'Payment');
    const refunds = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'POST' && refunds) return refund(decodeURIComponent(refunds[1] ?? ''), body);
    throw new MercadoPagoHttpError(404, 'not_found', `Resource ${path} not found`);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.mercadopago');
      const recorded: RecordedMercadoPagoRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Json) : null,
      };
      requests.push(recorded);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (failure !== null) {
        send(failure, {
          message: 'The fake Mercado Pago API is failing on purpose',
          error: 'internal_error',
          status: failure,
          cause: [],
        });
        return;
      }
      const key = req.headers['x-idempotency-key'];
      const replayKey =
        recorded.method === 'POST' && typeof key === 'string' ? `${recorded.path} ${key}` : null;
      const replay = replayKey ? idempotent.get(replayKey) : undefined;
      if (replay) {
        send(replay.status, replay.body);
        return;
      }
      let answer: { status: number; body: unknown };
      try {
        const body = route(recorded.method, recorded.path, recorded.query, recorded.body);
        answer = { status: recorded.method === 'POST' ? 201 : 200, body };
      } catch (error) {
        if (!(error instanceof MercadoPagoHttpError)) throw error;
        answer = {
          status: error.status,
          body: { message: error.message, error: error.error, status: error.status, cause: [] },
        };
      }
      if (replayKey) idempotent.set(replayKey, answer);
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function addPayment(preferenceId: string, input: FakePaymentInput): Json {
    const preference = find(preferences, preferenceId, 'Preference');
    const item = (preference.items as Json[])[0] ?? {};
    nextPaymentId += 1;
    const ticket = input.payment_type_id === 'ticket';
    const payment: Json = {
      id: nextPaymentId,
      status: input.status,
      status_detail:
        input.status_detail ?? (input.status === 'approved' ? 'accredited' : 'pending_waiting_payment'),
      payment_type_id: input.payment_type_id ?? 'credit_card',
      payment_method_id: input.payment_method_id ?? (ticket ? 'oxxo' : 'visa'),
      installments: input.installments ?? 1,
      transaction_amount: input.transaction_amount ?? item.unit_price,
      transaction_amount_refunded: 0,
      currency_id: input.currency_id ?? item.currency_id,
      external_reference: preference.external_reference,
      date_created: new Date().toISOString(),
      date_of_expiration: ticket ? new Date(Date.now() + 3 * 86_400_000).toISOString() : null,
      transaction_details: ticket
        ? {
            external_resource_url: `https://www.mercadopago.com.mx/payments/${nextPaymentId}/ticket?caller_id=1`,
            payment_method_reference_id: '9876543210123456',
          }
        : { external_resource_url: null, payment_method_reference_id: null },
    };
    payments.set(String(payment.id), payment);
    return payment;
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    preferences,
    payments,
    failWith: (status) => (failure = status),
    addPayment,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
