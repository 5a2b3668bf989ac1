import { useSearchParams } from 'react-router';

/**
 * Only same-site paths are followed after signing in: "/x", never "//host", "/\host" or "https://…",
 * and nothing with control characters (browsers drop tabs and newlines, turning "/\t/host" into "//host").
 */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** The sanitized `?next=` of the current address. */
export function useNext() {
  const [params] = useSearchParams();
  return safeNext(params.get('next'));
}

/** Keeps `?next=` across the account screens, so the person lands where they were going. */
export function useWithNext() {
  const next = useNext();
  return (path: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
}
