import type { PaymentStatus, PublicPayment, SandboxCheckout } from '@contracts/payments';

/**
 * What /payment-success shows for a payment's state:
 * receipt (paid, or paid and then partly refunded); refunded (all of it went back); pending (a voucher waits to
 * be paid); confirming (open: the provider has not told us yet, poll); failed; expired.
 */
export type PaymentView =
  'receipt' | 'refunded' | 'pending' | 'confirming' | 'declined' | 'failed' | 'expired';

/** `declined`: open, but its last checkout was declined while the time stays held (try again, ADR 024). */
export function paymentView(status: PaymentStatus, declined = false): PaymentView {
  if (status === 'open' && declined) return 'declined';
  switch (status) {
    case 'paid':
    case 'partially_refunded':
      return 'receipt';
    case 'refunded':
      return 'refunded';
    case 'pending':
      return 'pending';
    case 'open':
      return 'confirming';
    case 'failed':
      return 'failed';
    case 'expired':
      return 'expired';
  }
}

/** How often the page asks again while the payment is being confirmed. */
export const POLL_INTERVAL_MS = 2500;
/** After this many answers in a row without a final state the page stops asking by itself (a manual refresh resumes). */
export const POLL_MAX_ATTEMPTS = 24;

/**
 * The refetch interval of the status query: every POLL_INTERVAL_MS while the payment is open (the provider's
 * word has not arrived) or pending (a voucher: the visitor may arrive just before its "paid" webhook), for at
 * most POLL_MAX_ATTEMPTS answers; false once the state is final, or on give-up.
 */
export function pollInterval(
  payment: (Pick<PublicPayment, 'status'> & { declined?: boolean }) | undefined,
  attempts: number,
): number | false {
  if (!payment) return false;
  const view = paymentView(payment.status, payment.declined);
  if (view !== 'confirming' && view !== 'pending') return false;
  return attempts < POLL_MAX_ATTEMPTS ? POLL_INTERVAL_MS : false;
}

/** The opaque reference of a /payment-success address, or null when it has none that could be one. */
export function referenceFromSearch(search: URLSearchParams): string | null {
  const ref = search.get('ref')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{16,100}$/.test(ref) ? ref : null;
}

/** The reference carried by a sandbox checkout's return address (our own /payment-success?ref=…). */
export function referenceFromReturnUrl(returnUrl: string): string | null {
  try {
    const url = new URL(returnUrl, 'http://localhost');
    if (url.pathname !== '/payment-success') return null;
    return referenceFromSearch(url.searchParams);
  } catch {
    return null;
  }
}

/**
 * Where to send the browser after a sandbox action: a path on this site when the answer names this site
 * (an in-app navigation), the full address for an http(s) address elsewhere, and null for anything else.
 */
export function redirectTarget(
  url: string,
  origin: string,
): { kind: 'app'; path: string } | { kind: 'external'; href: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.origin === origin)
    return { kind: 'app', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return { kind: 'external', href: parsed.href };
}

/** Which panel the sandbox checkout shows: the choices, the voucher, or the outcome. */
export type SandboxPanel = 'choose' | 'voucher' | 'outcome';

export function sandboxPanel(checkout: Pick<SandboxCheckout, 'status' | 'final'>): SandboxPanel {
  if (checkout.final) return 'outcome';
  return checkout.status === 'voucher_pending' ? 'voucher' : 'choose';
}
