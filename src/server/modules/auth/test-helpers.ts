import { GoTrueClient, type Session } from '@supabase/auth-js';
import { SignJWT } from 'jose';
import type { ParsedMail } from 'mailparser';
import type { AuthServer } from '../../test/auth-server';

/** Shared helpers of the /auth/v1 conformance suite (*.test.ts next to this file). */

export const PASSWORD = 'orquidea-77';
export const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

let sequence = 0;
/** A fresh address per test, so no test sees another's account, mails or rate-limit counters. */
export function uniqueEmail(label = 'persona'): string {
  sequence += 1;
  return `${label}-${Date.now().toString(36)}-${sequence}@example.com`;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 6-digit code that is certainly not the one mailed. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Opens a mailed link as a browser would, without following the redirect. */
export async function openLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const url = location ? new URL(location) : null;
  return {
    status: response.status,
    location,
    /** The redirect's fragment (#access_token=… or #error=…) as key/value pairs. */
    fragment: Object.fromEntries(new URLSearchParams(url?.hash.slice(1) ?? '')),
    query: Object.fromEntries(url?.searchParams ?? []),
  };
}

/** Signs up through the official client and confirms through the mailed link. */
export async function signUpConfirmed(
  server: AuthServer,
  email = uniqueEmail(),
  password = PASSWORD,
  data: Record<string, unknown> = { full_name: 'Ana Prueba' },
) {
  const { data: answer, error } = await server.client().signUp({ email, password, options: { data } });
  if (error) throw error;
  const { link } = await server.mailTo(email);
  const opened = await openLink(link);
  if (!opened.fragment.access_token) throw new Error(`confirmation failed: ${opened.location}`);
  return { email, password, id: answer.user!.id };
}

/** A fresh client signed in with a password, and its session. */
export async function signedIn(server: AuthServer, email: string, password = PASSWORD) {
  const client = server.client();
  const { data, error } = await client.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, session: data.session as Session };
}

/** A raw request: for status codes, headers and bodies exactly as they are on the wire. */
export async function request(
  server: AuthServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are checked field by field
  const body: any = text ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, body, text };
}

/** Mails for an address: delivered to the SMTP receiver, and queued in the outbox at all. */
export async function mailsFor(server: AuthServer, email: string) {
  const address = email.toLowerCase();
  const delivered = server.smtp.received.filter((mail) => recipients(mail).includes(address)).length;
  const [row] = await server.database.sql.query<{ n: number | string }>(
    `select count(*) as n from jobs where kind = 'mail.send' and lower(payload->>'to') = $1`,
    [address],
  );
  return { delivered, queued: Number(row?.n ?? 0) };
}

function recipients(mail: ParsedMail): string[] {
  const groups = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return groups.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** A service-role token as a Supabase backend holds it: HS256 with the shared JWT secret. */
export async function serviceRoleToken(server: AuthServer, secret = server.config.auth.jwtSecret!) {
  return new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

/** The official client as a backend uses it for `auth.admin.*`: the service-role token as its header. */
export function adminClient(server: AuthServer, token: string) {
  return new GoTrueClient({
    url: `${server.url}/auth/v1`,
    headers: { apikey: 'estudio-service', Authorization: `Bearer ${token}` },
    autoRefreshToken: false,
    persistSession: false,
    detectSessionInUrl: false,
  });
}

/** Replaces every leaf with its type: two JSON answers with the same shape compare equal. */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return value === null ? 'null' : typeof value;
}
