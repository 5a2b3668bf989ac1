/**
 * Findability (docs/decisions/011-findability.md): which pages are indexed, their language URLs
 * (`?lang=es|en`), alternate links, JSON-LD, robots.txt and the sitemap. The server never imports web
 * code: the indexable pages are listed here, next to the route table they mirror.
 */
import { pickText, type Project, type Service, type SiteProfile } from '@contracts/content';
import { isLanguage, languages, type Language } from '@contracts/i18n';

/** Public content pages rendered on the server with their data; each is indexed in both languages. */
export const INDEXABLE_PATHS = [
  '/',
  '/app',
  '/projects',
  '/biography',
  '/cv',
  '/airbnb',
  '/calendar-booking',
  '/diagnostico-marca-profesional',
  '/coming-soon',
] as const;

const PROJECT_PATH = /^\/projects\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The path as the canonical address names it: repeated slashes collapsed, no trailing slash. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') || '/';
}

/**
 * A path whose page is meant for search engines. A project path only counts when it was rendered with
 * status 200 (the caller checks), so unknown slugs and owner screens under /projects/ stay out.
 */
export function isIndexablePath(path: string): boolean {
  return (INDEXABLE_PATHS as readonly string[]).includes(path) || PROJECT_PATH.test(path);
}

/** The `?lang=` of a request (the language-specific URL), or null when absent or not a language. */
export function queryLanguage(url: URL): Language | null {
  const value = url.searchParams.get('lang');
  return isLanguage(value) ? value : null;
}

/** The language-specific address of a page; other query parameters never take part. */
export function languageUrl(origin: string, path: string, lang: Language): string {
  return `${origin}${path}?lang=${lang}`;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** hreflang alternates of an indexable page: each language's URL, and the bare path as x-default. */
export function alternateLinkTags(origin: string, path: string): string[] {
  return [
    ...languages.map(
      (lang) =>
        `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(languageUrl(origin, path, lang))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + path)}" />`,
  ];
}

export const ogLocale = (lang: Language) => (lang === 'en' ? 'en_US' : 'es_MX');

/**
 * A JSON-LD data block. Browsers never execute `application/ld+json`, so the CSP's script-src does not
 * apply; "<" is escaped so no "</script>" in the content can end the block early.
 */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

// ── JSON-LD (schema.org) ─────────────────────────────────────────────────────────────────────────

/** An address on this site made absolute; other hosts' addresses are kept only when they are http(s). */
function absolute(origin: string, src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  if (src.startsWith('/') && !src.startsWith('//')) return origin + src;
  return /^https?:\/\//.test(src) ? src : undefined;
}

const mexicoCity = (lang: Language) => ({
  '@type': 'PostalAddress',
  addressLocality: lang === 'en' ? 'Mexico City' : 'Ciudad de México',
  addressRegion: 'CDMX',
  addressCountry: 'MX',
});

const personId = (origin: string) => `${origin}/#person`;
const serviceId = (origin: string) => `${origin}/#service`;

export function personJsonLd(profile: SiteProfile, lang: Language, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId(origin),
    name: profile.name,
    jobTitle: pickText(profile.headline, lang),
    description: pickText(profile.shortBio, lang),
    image: absolute(origin, profile.portrait?.src),
    email: profile.contactEmail || undefined,
    address: mexicoCity(lang),
    sameAs: profile.socialLinks.map((link) => link.url).filter((url) => /^https?:\/\//.test(url)),
    url: languageUrl(origin, '/app', lang),
  };
}

/** Prices as schema.org expects them: a decimal string in the currency's major unit ("14500.00"). */
const majorUnits = (minor: number) => (minor / 100).toFixed(2);

export function professionalServiceJsonLd(
  profile: SiteProfile,
  services: Service[],
  lang: Language,
  origin: string,
) {
  const prices = services.map((service) => service.priceMinor).filter((price) => price > 0);
  const currencies = [...new Set(services.map((service) => service.currency))];
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': serviceId(origin),
    name: `Estudio · ${profile.name}`,
    description: pickText(profile.shortBio, lang),
    image: absolute(origin, profile.portrait?.src),
    email: profile.contactEmail || undefined,
    url: languageUrl(origin, '/app', lang),
    address: mexicoCity(lang),
    areaServed: { '@type': 'City', name: lang === 'en' ? 'Mexico City' : 'Ciudad de México' },
    founder: { '@id': personId(origin) },
    priceRange:
      prices.length > 0 && currencies.length === 1
        ? `${currencies[0]} ${majorUnits(Math.min(...prices))}–${majorUnits(Math.max(...prices))}`
        : undefined,
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: lang === 'en' ? 'Services' : 'Servicios',
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        price: majorUnits(service.priceMinor),
        priceCurrency: service.currency,
        url: languageUrl(origin, '/calendar-booking', lang),
        itemOffered: {
          '@type': 'Service',
          name: pickText(service.name, lang),
          description: pickText(service.description, lang),
        },
      })),
    },
  };
}

export function creativeWorkJsonLd(
  project: Project,
  profile: SiteProfile | null,
  lang: Language,
  origin: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: pickText(project.title, lang),
    description: pickText(project.summary, lang),
    image: absolute(origin, project.cover?.src),
    dateCreated: String(project.year),
    genre: project.category,
    keywords: project.tags.join(', ') || undefined,
    inLanguage: lang,
    url: languageUrl(origin, `/projects/${project.slug}`, lang),
    author: profile ? { '@type': 'Person', '@id': personId(origin), name: profile.name } : undefined,
  };
}

// ── robots.txt and sitemap.xml ───────────────────────────────────────────────────────────────────

export const ROBOTS_DISALLOW = [
  '/admin',
  '/dashboard',
  '/api/',
  '/auth/',
  '/dev/',
  '/calendar-booking/manage/',
  '/shared/',
];

export function robotsTxt(siteUrl: URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl.origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/** One <url> per page and language, each naming every language version and the x-default. */
export function sitemapXml(siteUrl: URL, pages: SitemapPage[]): string {
  const origin = siteUrl.origin;
  const urls = pages.flatMap((page) => {
    const links = [
      ...languages.map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(languageUrl(origin, page.path, lang))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + page.path)}"/>`,
    ];
    return languages.map((lang) =>
      [
        '  <url>',
        `    <loc>${escapeXml(languageUrl(origin, page.path, lang))}</loc>`,
        ...(page.lastmod ? [`    <lastmod>${page.lastmod.toISOString()}</lastmod>`] : []),
        ...links,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
