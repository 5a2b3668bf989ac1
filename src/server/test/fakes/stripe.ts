/**
 * A local fake of the part of Stripe's HTTP API the Stripe adapter uses (tests only; docs/architecture.md: mock only the
 * third parties we cannot reach). It speaks the real wire format — form-encoded bodies with bracket keys,
 * `expand[]`, `Idempotency-Key` replay, Stripe's error envelope — so the official SDK talks to it unchanged
 * through its `host`/`port`/`protocol` options. It records every request for the tests to assert on, and
 * offers helpers that move a session the way a customer would (pay by card, take an OXXO voucher, expire).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: Json;
  headers: http.IncomingHttpHeaders;
  body: Json;
}

/** `a[b][0][c]=1` → `{ a: { b: [{ c: '1' }] } }`: what Stripe's API does with the SDK's encoding. */
export function parseStripeForm(encoded: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node: Json | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      container[part] ??= /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
      node = container[part] as Json;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface FakeStripe {
  host: string;
  port: number;
  protocol: 'http';
  requests: RecordedStripeRequest[];
  sessions: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  charges: Map<string, Json>;
  /** Answer every request with this status and Stripe's `api_error` envelope (null: behave). */
  failWith(status: number | null): void;
  /** The customer pays: by card (optionally in installments) or takes an OXXO voucher (left unpaid). */
  pay(sessionId: string, how: 'card' | 'installments' | 'oxxo'): Json;
  /** The OXXO voucher is paid at the store (async_payment_succeeded) or lapses (async_payment_failed). */
  settleVoucher(sessionId: string, outcome: 'paid' | 'lapsed'): Json;
  expire(sessionId: string): Json;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: Json; params: string }>();
  let failure: number | null = null;

  const get = (map: Map<string, Json>, key: string, what: string) => {
    const found = map.get(key);
    if (!found)
      throw new StripeHttpError(
        404,
        'invalid_request_error',
        `No such ${what}: '${key}'`,
        'resource_missing',
      );
    return found;
  };

  function intentView(intentId: string, withCharge: boolean): Json {
    const intent = { ...get(paymentIntents, intentId, 'payment_intent') };
    if (withCharge && typeof intent.latest_charge === 'string') {
      intent.latest_charge = get(charges, intent.latest_charge, 'charge');
    }
    return intent;
  }

  function createSession(body: Json): Json {
    const items = body.line_items as Json[] | undefined;
    if (body.mode !== 'payment' || !items?.length) {
      throw new StripeHttpError(400, 'invalid_request_error', 'mode payment with line_items is required');
    }
    const expiresAt = Number(body.expires_at ?? nowSeconds() + 86_400);
    if (expiresAt < nowSeconds() + 30 * 60 || expiresAt > nowSeconds() + 24 * 3600) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'parameter_invalid_integer',
      );
    }
    let amount = 0;
    let currency = '';
    for (const item of items) {
      const price = item.price_data as Json;
      amount += Number(price.unit_amount) * Number(item.quantity ?? 1);
      currency = String(price.currency);
    }
    const session: Json = {
      id: id('cs'),
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency,
      client_reference_id: body.client_reference_id ?? null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      expires_at: expiresAt,
      locale: body.locale ?? null,
      payment_intent: null,
      payment_method_types: (body.allowed_payment_method_types as string[] | undefined) ?? ['card'],
      success_url: body.success_url ?? null,
      cancel_url: body.cancel_url ?? null,
      url: '',
      created: nowSeconds(),
    };
    session.url = `https://checkout.stripe.test/c/pay/${String(session.id)}`;
    sessions.set(String(session.id), session);
    return session;
  }

  function refund(body: Json): Json {
    const intent = get(paymentIntents, String(body.payment_intent), 'payment_intent');
    const charge = get(charges, String(intent.latest_charge), 'charge');
    const remaining = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = body.amount === undefined ? remaining : Number(body.amount);
    if (amount <= 0 || amount > remaining) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        'Refund amount is greater than unrefunded amount',
      );
    }
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return { id: id('re'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' };
  }

  function route(method: string, path: string, query: Json, body: Json): Json {
    const expand = ((query.expand ?? body.expand ?? []) as string[]).map(String);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (method === 'POST' && path === '/v1/refunds') return refund(body);
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expiring) {
      const found = get(sessions, decodeURIComponent(expiring[1] ?? ''), 'checkout.session');
      if (found.status !== 'open')
        throw new StripeHttpError(
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(found.status)}".`,
        );
      found.status = 'expired';
      return found;
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && session) {
      const found = { ...get(sessions, decodeURIComponent(session[1] ?? ''), 'checkout.session') };
      if (typeof found.payment_intent === 'string' && expand.includes('payment_intent')) {
        found.payment_intent = intentView(
          found.payment_intent,
          expand.includes('payment_intent.latest_charge'),
        );
      }
      return found;
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent) {
      return intentView(decodeURIComponent(intent[1] ?? ''), expand.includes('latest_charge'));
    }
    throw new StripeHttpError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.stripe');
      const recorded: RecordedStripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: parseStripeForm(url.search.slice(1)),
        headers: req.headers,
        body: parseStripeForm(raw),
      };
      requests.push(recorded);
      const send = (status: number, body: Json) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(body));
      };
      if (failure !== null) {
        send(failure, { error: { type: 'api_error', message: 'The fake Stripe API is failing on purpose' } });
        return;
      }
      const key = req.headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${recorded.path} ${key}` : null;
      const replay = replayKey ? idempotent.get(replayKey) : undefined;
      if (replay) {
        // As Stripe does: a key reused with other parameters is refused, not replayed.
        if (replay.params !== JSON.stringify(recorded.body)) {
          send(400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
          return;
        }
        send(replay.status, replay.body);
        return;
      }
      let answer: { status: number; body: Json };
      try {
        answer = { status: 200, body: route(recorded.method, recorded.path, recorded.query, recorded.body) };
      } catch (error) {
        if (!(error instanceof StripeHttpError)) throw error;
        answer = {
          status: error.status,
          body: { error: { type: error.type, message: error.message, code: error.code } },
        };
      }
      if (replayKey && recorded.method === 'POST')
        idempotent.set(replayKey, { ...answer, params: JSON.stringify(recorded.body) });
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function pay(sessionId: string, how: 'card' | 'installments' | 'oxxo'): Json {
    const session = get(sessions, sessionId, 'checkout.session');
    const intent: Json = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      metadata: session.metadata,
      payment_method_types: session.payment_method_types,
      latest_charge: null,
      next_action: null,
      status: 'succeeded',
    };
    if (how === 'oxxo') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          number: '12345678901234657890123456789012',
          hosted_voucher_url: `https://payments.stripe.test/oxxo/voucher/${String(intent.id)}`,
          expires_after: nowSeconds() + 3 * 86_400,
        },
      };
    } else {
      const charge: Json = {
        id: id('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        currency: session.currency,
        metadata: session.metadata,
        payment_intent: intent.id,
        payment_method_details: {
          type: 'card',
          card: {
            installments:
              how === 'installments' ? { plan: { count: 6, interval: 'month', type: 'fixed_count' } } : null,
          },
        },
      };
      charges.set(String(charge.id), charge);
      intent.latest_charge = charge.id;
    }
    paymentIntents.set(String(intent.id), intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: how === 'oxxo' ? 'unpaid' : 'paid',
      payment_intent: intent.id,
    });
    return session;
  }

  function settleVoucher(sessionId: string, outcome: 'paid' | 'lapsed'): Json {
    const session = get(sessions, sessionId, 'checkout.session');
    const intent = get(paymentIntents, String(session.payment_intent), 'payment_intent');
    intent.next_action = null;
    if (outcome === 'lapsed') {
      intent.status = 'requires_payment_method';
      return session;
    }
    const charge: Json = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      metadata: intent.metadata,
      payment_intent: intent.id,
      payment_method_details: { type: 'oxxo', oxxo: { number: '12345678901234657890123456789012' } },
    };
    charges.set(String(charge.id), charge);
    Object.assign(intent, { status: 'succeeded', latest_charge: charge.id });
    session.payment_status = 'paid';
    return session;
  }

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    requests,
    sessions,
    paymentIntents,
    charges,
    failWith: (status) => (failure = status),
    pay,
    settleVoucher,
    expire(sessionId) {
      const session = get(sessions, sessionId, 'checkout.session');
      session.status = 'expired';
      return session;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
