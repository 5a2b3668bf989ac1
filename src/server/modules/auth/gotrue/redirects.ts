/**
 * Redirect targets (redirect_to, emailRedirectTo) are limited to the site's own origin and the
 * allow-list; anything else falls back to the site URL, so a link can never send someone elsewhere.
 * Allow-list entries are URLs (an origin and an optional path prefix), and may end in `*`.
 */
export function createRedirectPolicy(siteUrl: URL, allowList: string[]) {
  const allowed = allowList.flatMap((entry) => {
    try {
      const url = new URL(entry.replace(/\*+$/, ''));
      // A path prefix matches on a segment boundary: /app allows /app and /app/x, not /apple.
      return [{ origin: url.origin, path: url.pathname.replace(/\/+$/, '') }];
    } catch {
      return [];
    }
  });
  return (raw: string | null | undefined): string => {
    if (!raw) return siteUrl.href;
    let target: URL;
    try {
      target = new URL(raw, siteUrl);
    } catch {
      return siteUrl.href;
    }
    if (!['http:', 'https:'].includes(target.protocol) || target.username || target.password)
      return siteUrl.href;
    if (target.origin === siteUrl.origin) return target.href;
    // Origins compare whole (scheme, host, port): https://site.example.evil.net is not https://site.example.
    const ok = allowed.some(
      (entry) =>
        entry.origin === target.origin &&
        (entry.path === '' || target.pathname === entry.path || target.pathname.startsWith(`${entry.path}/`)),
    );
    return ok ? target.href : siteUrl.href;
  };
}
