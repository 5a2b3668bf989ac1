/**
 * The Mercado Pago adapter (issue 7): Checkout Pro preferences in MXN through the official `mercadopago`
 * SDK. A webhook is verified (x-signature HMAC), then the payment is fetched from the API and the state is
 * taken from there, never from the notification body. Every SDK failure surfaces as ProviderUnavailableError.
 *
 * Two SDK quirks shape this file:
 * - Each client call merges its `requestOptions` into the shared MercadoPagoConfig for good, so an
 *   idempotency key would leak into the next call: every call gets a fresh config and client.
 * - The SDK has no base-URL option; its RestClient reads the static `AppConfig.BASE_URL` when a call starts.
 *   Tests point it at a local fake by swapping that value around the synchronous start of each call
 *   (`atBaseUrl`). Production never passes `baseUrl` and never touches it.
 */
import { MercadoPagoConfig, MercadoPagoError, Payment, PaymentRefund, Preference } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';
import type { Options } from 'mercadopago/dist/types';
import {
  isDefinitiveRefusal,
  ProviderRefusedError,
  ProviderUnavailableError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderMode,
  type ProviderPaymentState,
  type WebhookEvent,
} from './provider';
import { checkoutState, mpDate, paymentState, preferenceBody, toMajor } from './mercadopago-mapping';
import { verifyNotification } from './mercadopago-webhook';

export interface MercadoPagoProviderOptions {
  /** `TEST-…` access tokens put the adapter in test mode (sandbox checkout URL). */
  accessToken: string;
  /** The application's webhook secret signature (Tus integraciones → Webhooks). */
  webhookSecret: string;
  /** Tests only: the origin of a local fake of the Mercado Pago API, e.g. `http://127.0.0.1:4010`. */
  baseUrl?: string;
  /** Per-request timeout; default 20 s. */
  timeoutMs?: number;
  /** The SDK's retries on network errors, 429 and 5xx (same idempotency key); default 2. */
  maxRetries?: number;
  /** First retry delay (doubling); default 500 ms. */
  retryDelayMs?: number;
  /** Seconds a signed notification stays acceptable (replay window); default 300. */
  webhookToleranceSeconds?: number;
  clock?: () => Date;
}

export function mercadoPagoModeOf(accessToken: string): ProviderMode {
  return accessToken.startsWith('TEST-') ? 'test' : 'live';
}

const sdkBase = AppConfig as unknown as { BASE_URL: string };

/** Runs an SDK call with its base URL swapped; the URL is read before the call's first `await`. */
function atBaseUrl<T>(baseUrl: string | undefined, call: () => Promise<T>): Promise<T> {
  if (!baseUrl) return call();
  const previous = sdkBase.BASE_URL;
  sdkBase.BASE_URL = baseUrl;
  try {
    return call();
  } finally {
    sdkBase.BASE_URL = previous;
  }
}

export function createMercadoPagoProvider(options: MercadoPagoProviderOptions): PaymentProvider {
  const clock = options.clock ?? (() => new Date());
  const baseUrl = options.baseUrl?.replace(/\/+$/, '');
  if (baseUrl && typeof sdkBase.BASE_URL !== 'string') {
    throw new Error('This mercadopago SDK version has no AppConfig.BASE_URL to point at a local API');
  }
  const sdkOptions: Options = {
    timeout: options.timeoutMs ?? 20_000,
    maxRetries: options.maxRetries ?? 2,
    initialDelay: options.retryDelayMs ?? 500,
  };
  // A fresh config per call: see the file comment.
  const config = () =>
    new MercadoPagoConfig({ accessToken: options.accessToken, options: { ...sdkOptions } });

  async function guarded<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await atBaseUrl(baseUrl, call);
    } catch (error) {
      if (error instanceof MercadoPagoError) {
        const status = error.status ? ` (HTTP ${error.status})` : '';
        const Failure = isDefinitiveRefusal(error.status) ? ProviderRefusedError : ProviderUnavailableError;
        throw new Failure('mercadopago', `Mercado Pago could not ${what}${status}: ${error.message}`, {
          cause: error,
        });
      }
      throw error;
    }
  }

  const getPayment = (id: string) => guarded('read the payment', () => new Payment(config()).get({ id }));

  const mode = mercadoPagoModeOf(options.accessToken);

  return {
    name: 'mercadopago',
    mode,

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const body = preferenceBody(request, request.attemptAt ?? clock());
      const preference = await guarded('open a checkout', () =>
        new Preference(config()).create({ body, requestOptions: { idempotencyKey: request.idempotencyKey } }),
      );
      const url =
        mode === 'test' ? (preference.sandbox_init_point ?? preference.init_point) : preference.init_point;
      if (!preference.id || !url) {
        throw new ProviderUnavailableError(
          'mercadopago',
          'Mercado Pago answered without a checkout id or URL',
        );
      }
      return { providerCheckoutId: preference.id, url };
    },

    async readCheckout(providerCheckoutId: string): Promise<ProviderPaymentState> {
      // Only the preference knows our order id; the payments are found by it.
      const preference = await guarded('read the checkout', () =>
        new Preference(config()).get({ preferenceId: providerCheckoutId }),
      );
      const reference = preference.external_reference;
      const found = reference
        ? await guarded('search the payments', () =>
            new Payment(config()).search({
              options: { external_reference: reference, sort: 'date_created', criteria: 'desc', limit: 50 },
            }),
          )
        : { results: [] };
      return checkoutState(preference, found.results ?? [], clock());
    },

    async cancelCheckout(providerCheckoutId: string): Promise<void> {
      // Checkout Pro has no "expire now": the preference's expiry is moved to now, so no new payment starts.
      // A voucher already issued stays payable until its own date_of_expiration (the order is then pending).
      await guarded('cancel the checkout', () =>
        new Preference(config()).update({
          id: providerCheckoutId,
          // A partial update (the API takes one; the SDK's type asks for a whole preference).
          updatePreferenceRequest: {
            expires: true,
            expiration_date_to: mpDate(clock()),
          } as PreferenceRequest,
        }),
      );
    },

    async parseWebhook(rawBody: string, headers: Headers, url?: URL): Promise<WebhookEvent> {
      const notification = verifyNotification({
        rawBody,
        headers,
        url,
        secret: options.webhookSecret,
        now: clock(),
        toleranceSeconds: options.webhookToleranceSeconds,
      });
      const { type, action, dataId } = notification;
      // Retries of one notification keep its id; without one, the (type, resource, action) triple stands in.
      const eventId = notification.notificationId ?? `${type}:${dataId}:${action ?? ''}`;
      const base = { eventId, type: action ?? type, providerCheckoutId: null };
      if (type !== 'payment') return { ...base, payment: null };
      return { ...base, payment: paymentState(await getPayment(dataId)) };
    },

    async refund({ providerPaymentId, amountMinor, idempotencyKey }) {
      // Our payments are MXN (the only currency the checkout opens in), so centavos → pesos.
      const amount = toMajor(amountMinor, 'MXN');
      const refund = await guarded('refund the payment', () =>
        new PaymentRefund(config()).create({
          payment_id: providerPaymentId,
          body: { amount },
          requestOptions: { idempotencyKey },
        }),
      );
      if (refund.id == null)
        throw new ProviderUnavailableError('mercadopago', 'Mercado Pago answered without a refund id');
      return { refundId: String(refund.id) };
    },
  };
}
