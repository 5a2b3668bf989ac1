import type { Answers } from '@contracts/diagnostic';

/** What the questionnaire keeps in localStorage (one entry per questionnaire version). */
export interface StoredProgress {
  answers: Answers;
  step: number;
  name: string;
  email: string;
  company: string;
  role: string;
  consent: boolean;
  showName: boolean;
  draftToken?: string;
  /** The Idempotency-Key of the pending submission attempt (kept until it succeeds). */
  submissionKey?: string;
}

export const progressKey = (version: string) => `estudio.diagnostic.progress.${version}`;
export const resultTokenKey = (id: string) => `estudio.diagnostic.result.${id}`;
const LAST_RESULT_KEY = 'estudio.diagnostic.lastResult';

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}
function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the questionnaire still works, it just will not resume.
  }
}

export function loadProgress(version: string): Partial<StoredProgress> | null {
  const value = read(progressKey(version));
  return value && typeof value === 'object' ? (value as Partial<StoredProgress>) : null;
}
export function saveProgress(version: string, progress: StoredProgress) {
  write(progressKey(version), progress);
}
export function clearProgress(version: string) {
  try {
    localStorage.removeItem(progressKey(version));
  } catch {
    // ignore
  }
}

export function storeResultToken(resultId: string, resultToken: string) {
  write(resultTokenKey(resultId), { resultId, resultToken });
  write(LAST_RESULT_KEY, { resultId, resultToken });
}
/**
 * The token of the e-mail's private link is kept for this tab only (sessionStorage), not as the device's
 * last result: opening the link on a borrowed computer must not leave the results there for the next person.
 */
export function storeLinkToken(resultId: string, resultToken: string) {
  try {
    sessionStorage.setItem(resultTokenKey(resultId), JSON.stringify({ resultId, resultToken }));
  } catch {
    // Storage disabled: the results still show for this visit.
  }
}
function readSession(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}
export function loadResultToken(resultId: string): string | null {
  for (const value of [read(resultTokenKey(resultId)), readSession(resultTokenKey(resultId))]) {
    const token = (value as { resultToken?: unknown } | null)?.resultToken;
    if (typeof token === 'string') return token;
  }
  return null;
}
export function lastResultId(): string | null {
  const value = read(LAST_RESULT_KEY) as { resultId?: unknown } | null;
  return typeof value?.resultId === 'string' ? value.resultId : null;
}

/** A random URL-safe key (Idempotency-Key), 24 characters. */
export function newKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
