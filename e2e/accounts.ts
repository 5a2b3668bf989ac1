// Helpers of the account tests: addresses, the local mailbox, and accounts made through the auth API.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/**
 * An owner's address of a project (each listed in ADMIN_EMAILS by playwright.config.ts). Specs use owners of
 * their own, so one spec's account never meets another's.
 */
export const ownerLabels = [
  'owner',
  'diagnostic-owner',
  'tasks-owner-es',
  'tasks-owner-en',
  'booking-owner',
  'leads-owner',
  'content-owner',
  'content-owner-en',
  'payments-owner',
  'plans-owner',
  'refunds-owner-es',
  'refunds-owner-en',
  'notifications-owner-es',
  'notifications-owner-en',
  'meeting-owner-es',
  'meeting-owner-en',
  'owner-link-es',
  'owner-link-en',
  'exports-owner-es',
  'exports-owner-en',
  'reports-owner-es',
  'reports-owner-en',
  'overview-owner-es',
  'overview-owner-en',
  'mfa-owner-es',
  'mfa-owner-en',
  'analytics-owner',
  'realtime-owner',
  'sync-owner-es',
  'sync-owner-en',
  'rental-owner-es',
  'rental-owner-en',
  'crm-owner-es',
  'crm-owner-en',
  'pipeline-owner-es',
  'pipeline-owner-en',
] as const;
export const adminEmail = (project: string, label: (typeof ownerLabels)[number] = 'owner') =>
  `${label}-${project}@estudio.test`;

/** A fresh address for one test: projects and tests never share an account. */
export function uniqueEmail(testInfo: TestInfo, label: string) {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${testInfo.project.name}-${Date.now()}-${random}@estudio.test`;
}

export const PASSWORD = 'Secreto2026';

/**
 * The local mailbox opens only with its key (the server prints it at start); playwright.config.ts gives the
 * e2e server this known one (MAILBOX_KEY), and the API takes it in a header. A test value, not a secret.
 */
export const MAILBOX_KEY = 'e2e-local-mailbox-key';
export const mailboxHeaders = { 'x-mailbox-key': MAILBOX_KEY };
const headers = { apikey: 'estudio-public' };

/** The first link of a mail to an address that matches, waiting for the mail to be sent. */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  match: (link: string) => boolean,
  what = 'a link',
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
          headers: mailboxHeaders,
        });
        if (!response.ok()) return `mailbox answered ${response.status()}`;
        const { messages } = (await response.json()) as { messages: { links: string[] }[] };
        found = messages.flatMap((message) => message.links).find(match);
        return found ? 'found' : 'not yet';
      },
      { message: `${what} mailed to ${to}`, timeout: 20_000 },
    )
    .toBe('found');
  return found!;
}

/** The newest link of a kind (signup, recovery…) mailed to an address, waiting for the mail to be sent. */
export function mailLink(request: APIRequestContext, to: string, type: string): Promise<string> {
  return mailedLink(
    request,
    to,
    (l) => l.includes('/auth/v1/verify') && new URL(l).searchParams.get('type') === type,
    `a ${type} link`,
  );
}

/** Signs up through the auth API (not confirmed yet). */
export async function signUpByApi(
  request: APIRequestContext,
  email: string,
  options: { fullName?: string; language?: 'es' | 'en'; password?: string; redirectTo?: string } = {},
) {
  const query = options.redirectTo ? `?redirect_to=${encodeURIComponent(options.redirectTo)}` : '';
  const response = await request.post(`/auth/v1/signup${query}`, {
    headers,
    data: {
      email,
      password: options.password ?? PASSWORD,
      data: { full_name: options.fullName ?? 'Prueba Estudio', preferred_language: options.language ?? 'es' },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An account ready to sign in: signed up through the API and confirmed through its e-mail link. */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  options: Parameters<typeof signUpByApi>[2] = {},
) {
  await signUpByApi(request, email, options);
  const confirmed = await request.get(await mailLink(request, email, 'signup'));
  expect(confirmed.ok()).toBe(true);
}

/** Signs in through the sign-in form (the page must be on /auth). */
export async function fillSignIn(page: Page, email: string, password: string, submit: string) {
  await page.locator('#sign-in-email').fill(email);
  await page.locator('#sign-in-password').fill(password);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

/** Signs out through the header: the user menu on wide screens, the menu sheet on phones. */
export async function signOutFromHeader(page: Page, testInfo: TestInfo, label: string) {
  if (testInfo.project.name.startsWith('phone')) {
    await page.getByTestId('mobile-menu').click();
    await page.getByRole('dialog').getByRole('button', { name: label }).click();
  } else {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: label }).click();
  }
}

/** The access token the app stored, from the session under the specified key `sb-<host>-auth-token`. */
export async function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem(`sb-${location.hostname}-auth-token`);
    return raw ? ((JSON.parse(raw) as { access_token?: string }).access_token ?? null) : null;
  });
}
