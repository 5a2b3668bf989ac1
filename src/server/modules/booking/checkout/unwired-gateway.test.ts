import { describe, expect, it } from 'vitest';
import { createBookingEnv } from '../env';
import { PaymentUnavailableError } from './payments';

describe('a booking environment before payments are wired', () => {
  it('refuses to open a checkout (503 payment_unavailable) instead of pretending a payment was taken', async () => {
    const env = createBookingEnv({ db: {} as never, siteUrl: new URL('http://localhost:3000') });
    await expect(env.payments.createCheckout({} as never, {} as never, {} as never)).rejects.toBeInstanceOf(
      PaymentUnavailableError,
    );
  });
});
