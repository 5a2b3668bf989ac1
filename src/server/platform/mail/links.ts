const TEXT_LINK = /https?:\/\/[^\s<>"'`]+/g;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

// Prose puts punctuation right after a link ("… at https://x.example/a."): it is not part of it.
const trimTrailing = (link: string) => link.replace(/[.,;:!?)\]}]+$/, '');

/**
 * Every http(s) link of a mail, in order of appearance (text part first, then the HTML's hrefs), each
 * once: what the local mailbox lists and the console prints, so a confirmation link is one click away.
 */
export function extractLinks(text: string, html: string): string[] {
  const found = [...text.matchAll(TEXT_LINK)].map((match) => trimTrailing(match[0]));
  for (const match of html.matchAll(HREF)) {
    const href = decodeEntities(match[1] ?? match[2] ?? '').trim();
    if (/^https?:\/\//i.test(href)) found.push(href);
  }
  for (const match of decodeEntities(html.replace(/<[^>]*>/g, ' ')).matchAll(TEXT_LINK))
    found.push(trimTrailing(match[0]));
  return [...new Set(found)];
}
