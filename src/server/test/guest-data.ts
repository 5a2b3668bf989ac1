import { bookingResultSchema, type BookingRequest } from '@contracts/booking';
import { submissionResponseSchema, type SubmissionInput } from '@contracts/diagnostic';
import { at, bookingRequest, businessDay } from './booking-helpers';
import { mixedAnswers } from './fixtures/diagnostic-answers';
import type { AuthServer } from './auth-server';

/**
 * What a guest leaves behind without an account, made through the public API of a running server: a free
 * appointment, a paid one (its payment order waits at the sandbox checkout) and a diagnostic result. The
 * ownership tests check who may see and change them. Start the server with TRUST_PROXY=true: each request
 * comes from its own address, so the per-address limits stay out of the way.
 */
let ip = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}` });

export async function api(
  server: AuthServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...from(), ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text; // not JSON (a PDF, a calendar feed): the raw text
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  return { status: response.status, body: body as any };
}

let week = 3;
export async function book(server: AuthServer, overrides: Partial<BookingRequest>, token?: string) {
  week += 1;
  const start = at(businessDay(2 + (week % 3), week), '11:00');
  const answer = await api(server, '/api/booking/appointments', {
    body: bookingRequest(start, overrides),
    token,
  });
  if (answer.status !== 200) throw new Error(`booking: ${answer.status} ${JSON.stringify(answer.body)}`);
  return bookingResultSchema.parse(answer.body);
}

export async function takeDiagnostic(server: AuthServer, email: string) {
  const input: SubmissionInput = {
    version: 'v1',
    answers: mixedAnswers,
    name: 'Ana Invitada',
    email,
    consent: true,
    language: 'es',
    showName: false,
  };
  const answer = await api(server, '/api/diagnostic/results', { body: input });
  if (answer.status !== 200) throw new Error(`diagnostic: ${answer.status} ${JSON.stringify(answer.body)}`);
  return submissionResponseSchema.parse(answer.body);
}

/** A guest's free appointment, paid appointment (with its order) and diagnostic result, all under `email`. */
export async function guestLeavesData(server: AuthServer, email: string) {
  const free = await book(server, { email });
  const paid = await book(server, { email, service: 'branding' });
  const diagnostic = await takeDiagnostic(server, email);
  return { free, paid, diagnostic };
}
