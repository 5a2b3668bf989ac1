import { useSearchParams } from 'react-router';

/** Only same-site paths are followed after signing in ("/x", never "//host" or "https://…"). */
export function safeNext(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Keeps `?next=` across the account screens, so the person lands where they were going. */
export function useWithNext() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  return (path: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
}
