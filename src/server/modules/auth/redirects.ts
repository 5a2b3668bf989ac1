/**
 * Redirect targets (redirect_to, emailRedirectTo) are limited to the site's own origin and the
 * allow-list; anything else falls back to the site URL, so a link can never send someone elsewhere.
 * Allow-list entries are URLs, matched as prefixes, and may end in `*` (e.g. https://staging.example/*).
 */
export function createRedirectPolicy(siteUrl: URL, allowList: string[]) {
  const patterns = allowList.map((entry) => entry.replace(/\*+$/, ''));
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
    return patterns.some((pattern) => pattern && target.href.startsWith(pattern))
      ? target.href
      : siteUrl.href;
  };
}
