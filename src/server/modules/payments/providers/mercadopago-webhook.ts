/**
 * Verifying a Mercado Pago webhook (`x-signature: ts=…,v1=…`): HMAC-SHA256 with the application's secret over
 * the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, compared in constant time by the SDK's own
 * WebhookSignatureValidator, plus a replay window on `ts` that we check ourselves (Mercado Pago's examples
 * show `ts` both in seconds and in milliseconds; the SDK's tolerance assumes seconds).
 *
 * The signature covers the resource id only — not the type, action or notification id in the body — which is
 * why the adapter then fetches the payment from the API and acts on that, never on the body.
 */
import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';
import { WebhookSignatureError } from './provider';

export interface MercadoPagoNotification {
  /** The notification's own id (body `id`), when Mercado Pago sends one. */
  notificationId: string | null;
  /** `payment`, `merchant_order`, … (body `type`, or the `type` / `topic` query parameter). */
  type: string;
  /** `payment.created`, `payment.updated`, … */
  action: string | null;
  /** The resource the notification is about (a payment id for `payment`). */
  dataId: string;
}

export const DEFAULT_TOLERANCE_SECONDS = 300;

interface NotificationBody {
  id?: string | number;
  type?: string;
  action?: string;
  data?: { id?: string | number };
}

function parseBody(rawBody: string): NotificationBody {
  if (!rawBody.trim()) return {};
  try {
    const body: unknown = JSON.parse(rawBody);
    return body && typeof body === 'object' ? (body as NotificationBody) : {};
  } catch {
    throw new WebhookSignatureError('The Mercado Pago notification is not JSON');
  }
}

const timestampMs = (ts: string) => (ts.length >= 13 ? Number(ts) : Number(ts) * 1000);

export function verifyNotification(input: {
  rawBody: string;
  headers: Headers;
  url?: URL;
  secret: string;
  now: Date;
  toleranceSeconds?: number;
}): MercadoPagoNotification {
  const body = parseBody(input.rawBody);
  const fromQuery = input.url?.searchParams.get('data.id') ?? null;
  const fromBody = body.data?.id == null ? null : String(body.data.id);
  if (fromQuery !== null && fromBody !== null && fromQuery !== fromBody) {
    throw new WebhookSignatureError('The notification names two different resources');
  }
  const dataId = fromQuery ?? fromBody;
  if (!dataId) throw new WebhookSignatureError('The notification has no data.id to verify');
  if (!input.secret.trim()) throw new WebhookSignatureError('No Mercado Pago webhook secret is configured');

  const xSignature = input.headers.get('x-signature');
  try {
    WebhookSignatureValidator.validate({
      xSignature,
      xRequestId: input.headers.get('x-request-id'),
      // Mercado Pago signs alphanumeric ids in lower case.
      dataId: /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId,
      secret: input.secret,
    });
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) {
      throw new WebhookSignatureError(`The Mercado Pago signature does not verify (${error.reason})`);
    }
    throw error;
  }
  const ts = /(?:^|,)\s*ts=(\d+)/.exec(xSignature ?? '')?.[1] ?? '';
  const driftSeconds = Math.abs(input.now.getTime() - timestampMs(ts)) / 1000;
  if (!ts || driftSeconds > (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) {
    throw new WebhookSignatureError('The Mercado Pago signature is too old (or from the future)');
  }
  return {
    notificationId: body.id == null ? null : String(body.id),
    type:
      body.type ?? input.url?.searchParams.get('type') ?? input.url?.searchParams.get('topic') ?? 'unknown',
    action: body.action ?? null,
    dataId,
  };
}
