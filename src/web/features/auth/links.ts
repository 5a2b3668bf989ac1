// The addresses the account screens send people to, and put in e-mail links.

/** The e-mail verification screen for an address; it is also the confirmation link's target. */
export function verifyEmailPath(email: string | null) {
  return email ? `/verificar-email?email=${encodeURIComponent(email)}` : '/verificar-email';
}

export const NEW_PASSWORD_PATH = '/nueva-contraseña';
export const FORGOT_PASSWORD_PATH = '/recuperar-contraseña';

/** Where a signed-in person goes from the account screens: where they were going, or their dashboard. */
export function afterSignInPath(next: string | null) {
  return next ?? '/dashboard';
}

/** Seconds between two confirmation e-mails (the server's default frequency limit). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** The e-mail link callback of the page, when it belongs to the screen at `path`. */
export function callbackFor<C extends { pathname: string }>(callback: C | null, path: string): C | null {
  if (!callback) return null;
  let pathname = callback.pathname;
  try {
    pathname = decodeURI(pathname);
  } catch {
    return null;
  }
  return pathname === path ? callback : null;
}
