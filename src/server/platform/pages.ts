import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Project, Service, SiteProfile } from '@contracts/content';
import { languageFromAcceptLanguage, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@contracts/i18n';
import { ifNoneMatchHits, type AppEnv } from './http';
import {
  acceptsGzip,
  createPageCache,
  freshState,
  gzippedPage,
  type CachedPage,
  type PageCache,
} from './page-cache';
import {
  alternateLinkTags,
  creativeWorkJsonLd,
  escapeHtml,
  isIndexablePath,
  jsonLdScript,
  languageUrl,
  normalizePath,
  ogLocale,
  personJsonLd,
  professionalServiceJsonLd,
  queryLanguage,
} from './seo';

/** The shape of dist/ssr/entry-server.js (built from src/web/entry-server.tsx; the server never imports web code). */
interface SsrModule {
  render(request: {
    url: string;
    lang: Language;
    fetch: (input: string, init?: RequestInit) => Promise<Response>;
  }): Promise<{
    status: number;
    html: string;
    head: {
      title?: string;
      description?: string;
      image?: { path: string; alt: string; width: number; height: number };
    };
    /** SsrState of src/web/app/ssr-state.ts; `rendered` is false for screens the browser renders. */
    state: { rendered: boolean };
    modules?: string[];
  }>;
}

export interface Pages {
  /** sha256 CSP sources of the inline scripts in the HTML template. */
  scriptHashes: string[];
  handle(
    c: Context<AppEnv>,
    fetchApi: (input: string, init?: RequestInit) => Promise<Response>,
  ): Promise<Response>;
}

/** JSON inside <script type="application/json">: "<" escaped so no "</script>" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function inlineScriptHashes(html: string): string[] {
  return [
    // Data blocks (application/json, application/ld+json) are never executed: no hash needed.
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`);
}

type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The built template with its style sheets before its entry script: Vite writes the script, its preloads, then
 * the style sheet at the end of the head; the render-blocking style sheet is asked for first (issue 23: on a
 * phone's few connections the first paint waits on it, not on the scripts). The screen's own preloads go
 * after all of them (see renderPage).
 */
export function styleSheetsFirst(template: string): string {
  const headEnd = template.indexOf('</head>');
  const entry = template.search(/<script type="module"[^>]*\bsrc=/);
  if (headEnd < 0 || entry < 0 || entry > headEnd) return template;
  const sheets: string[] = [];
  const tail = template
    .slice(entry, headEnd)
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, (tag) => (sheets.push(tag.trim()), ''));
  if (sheets.length === 0) return template;
  return `${template.slice(0, entry)}${sheets.join('\n    ')}\n    ${tail}${template.slice(headEnd)}`;
}

/**
 * The template's module script and preloads asked for at low priority (issue 23, ADR 064). The page is
 * rendered on the server: its first paint needs the style sheet, the fonts and the first image, never the
 * scripts, which only make it interactive. On a phone's slow connection the browser then gives those the
 * bandwidth first instead of two dozen chunks.
 */
export function scriptsAtLowPriority(template: string): string {
  return template.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/** Link tags that fetch a screen's chunk, the chunks it imports and its CSS in parallel with the entry. */
export function preloadTags(manifest: ViteManifest, modules: string[], alreadyInTemplate: string): string[] {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [
    ...[...css]
      .filter((f) => !alreadyInTemplate.includes(f))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`),
    ...[...files]
      .filter((f) => !alreadyInTemplate.includes(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
  ];
}

/**
 * The language-specific URL (`?lang=es|en`) first, then the cookie (the visitor's choice), then the
 * browser's language.
 */
export function requestLanguage(c: Context): Language {
  const fromUrl = queryLanguage(new URL(c.req.url));
  if (fromUrl) return fromUrl;
  const chosen = getCookie(c, LANGUAGE_STORAGE_KEY);
  return isLanguage(chosen) ? chosen : languageFromAcceptLanguage(c.req.header('accept-language'));
}

/** An API answer read in-process; null when it fails (the page is still served, without that part). */
/**
 * One in-process API read per path and page render: the screen's prefetch and the head (JSON-LD, preview
 * picture) ask for the same profile, services or project; each caller gets its own copy of the answer.
 */
function onePerPath(fetchApi: (input: string, init?: RequestInit) => Promise<Response>) {
  const answers = new Map<string, Promise<Response>>();
  return (input: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') !== 'GET') return fetchApi(input, init);
    let answer = answers.get(input);
    if (!answer) answers.set(input, (answer = fetchApi(input, init)));
    return answer.then((response) => response.clone());
  };
}

async function apiJson<T>(
  fetchApi: (input: string, init?: RequestInit) => Promise<Response>,
  apiPath: string,
): Promise<T | null> {
  try {
    const res = await fetchApi(apiPath);
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

/** JSON-LD of an indexable page: the owner and the studio at home, the owner on the CV, each project. */
async function structuredDataFor(
  path: string,
  lang: Language,
  profile: SiteProfile | null,
  api: <T>(apiPath: string) => Promise<T | null>,
  origin: string,
): Promise<unknown[]> {
  if (path === '/' || path === '/app') {
    if (!profile) return [];
    const services = (await api<{ services: Service[] }>('/api/content/services'))?.services ?? [];
    return [personJsonLd(profile, lang, origin), professionalServiceJsonLd(profile, services, lang, origin)];
  }
  if (path === '/cv') return profile ? [personJsonLd(profile, lang, origin)] : [];
  if (path.startsWith('/projects/')) {
    const project = await api<Project>(`/api/content${path}`);
    return project ? [creativeWorkJsonLd(project, profile, lang, origin)] : [];
  }
  return [];
}

/** 32 MiB of rendered pages: every public page in both languages is a few hundred KiB. */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** How long a rendered page is served at most, even while the content is unchanged (the footer's year). */
export const PAGE_TTL_MS = 10 * 60_000;
/** The booking page prints dates relative to today (the month shown): rendered again every minute. */
const SHORT_TTL_PATHS: Record<string, number> = { '/calendar-booking': 60_000 };
/**
 * Pages never kept: a shared diagnostic result is a visitor's own data, written by visitors (no content
 * version covers it) and one page per result (it would only push content pages out).
 */
const UNCACHED_PREFIXES = ['/shared/'];

export function pageCacheTtl(path: string): number | null {
  if (UNCACHED_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  return SHORT_TTL_PATHS[path] ?? PAGE_TTL_MS;
}

export async function loadPages(options: {
  templatePath: string;
  ssrEntryPath: string;
  siteUrl: URL;
  /**
   * Keeps rendered public pages while the content version is unchanged (ADR 050); without it every request
   * renders. contentVersion is the database's (platform/page-cache.ts contentVersionReader).
   */
  cache?: { contentVersion: () => Promise<string>; maxBytes?: number };
}): Promise<Pages | null> {
  if (!fs.existsSync(options.templatePath) || !fs.existsSync(options.ssrEntryPath)) return null;
  const template = styleSheetsFirst(fs.readFileSync(options.templatePath, 'utf8'));
  const manifestPath = path.join(path.dirname(options.templatePath), '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ViteManifest)
    : {};
  const ssr = (await import(pathToFileURL(options.ssrEntryPath).href)) as SsrModule;
  const siteName = 'Estudio';

  const origin = options.siteUrl.origin;
  /** A picture on this site's own origin, never another host's (e.g. "//other.host/x"). */
  const ownImage = (src: string | undefined) => !!src && src.startsWith('/') && !src.startsWith('//');

  /**
   * Open Graph and Twitter tags of a page's preview picture; pages without one show the profile's
   * portrait (a small "summary" card, its size unknown), or no picture at all.
   */
  function imageTags(
    image: { path: string; alt: string; width: number; height: number } | undefined,
    fallback: { src: string; alt: string } | null,
  ) {
    if (image && ownImage(image.path)) {
      const url = escapeHtml(origin + image.path);
      return [
        `<meta property="og:image" content="${url}" />`,
        `<meta property="og:image:width" content="${image.width}" />`,
        `<meta property="og:image:height" content="${image.height}" />`,
        `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
        '<meta name="twitter:card" content="summary_large_image" />',
        `<meta name="twitter:image" content="${url}" />`,
        `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
      ];
    }
    if (fallback && ownImage(fallback.src)) {
      const url = escapeHtml(origin + fallback.src);
      return [
        `<meta property="og:image" content="${url}" />`,
        `<meta property="og:image:alt" content="${escapeHtml(fallback.alt)}" />`,
        '<meta name="twitter:card" content="summary" />',
        `<meta name="twitter:image" content="${url}" />`,
        `<meta name="twitter:image:alt" content="${escapeHtml(fallback.alt)}" />`,
      ];
    }
    return ['<meta name="twitter:card" content="summary" />'];
  }

  const STATE_MARK = '<!--app-state-->';
  const templateBefore = template.slice(0, template.indexOf(STATE_MARK));
  const templateAfter = template.slice(template.indexOf(STATE_MARK) + STATE_MARK.length);
  // A page rendered on the server paints without its scripts: they are asked for at low priority. A screen the
  // browser renders paints with them, so its page keeps the default.
  const headEnd = templateBefore.indexOf('</head>');
  const serverRenderedBefore =
    scriptsAtLowPriority(templateBefore.slice(0, headEnd)) + templateBefore.slice(headEnd);
  const store: PageCache | null = options.cache
    ? createPageCache({ maxBytes: options.cache.maxBytes ?? PAGE_CACHE_MAX_BYTES })
    : null;
  /** Renders in progress, by content version and key, for the requests that wait on them. */
  const rendering = new Map<string, Promise<CachedPage | null>>();
  /** Only the content version decides: a failed read renders the page, uncached. */
  const contentVersion = async () => {
    try {
      return (await options.cache?.contentVersion()) ?? null;
    } catch {
      return null;
    }
  };

  /** A page from the cache (or just put there): ETag, 304 when the browser has this rendering. */
  function serveCached(c: Context<AppEnv>, page: CachedPage, source: 'hit' | 'miss') {
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Language, Cookie');
    c.header('ETag', page.etag);
    c.header('X-Page-Cache', source);
    if (ifNoneMatchHits(c.req.header('if-none-match'), page.etag)) return c.body(null, 304);
    if (c.req.method !== 'HEAD' && acceptsGzip(c.req.header('accept-encoding'))) {
      // Compressed once and reused (the compress middleware leaves an encoded answer alone).
      c.header('Vary', 'Accept-Language, Cookie, Accept-Encoding');
      c.header('Content-Encoding', 'gzip');
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(gzippedPage(page) as Uint8Array<ArrayBuffer>, page.status as 200);
    }
    return c.html(page.before + freshState(page.state) + page.after, page.status as 200);
  }

  // The build never changes while the server runs: work out each screen's preloads once.
  const preloadCache = new Map<string, string[]>();
  const preloadsFor = (modules: string[]) => {
    const key = modules.join('\n');
    let tags = preloadCache.get(key);
    if (!tags) preloadCache.set(key, (tags = preloadTags(manifest, modules, template)));
    return tags;
  };

  return {
    scriptHashes: inlineScriptHashes(template),
    async handle(c, fetchApi) {
      const lang = requestLanguage(c);
      const url = new URL(c.req.url);
      // Always the site's own origin: a request for "//other.host/x" must not name another host.
      const path = normalizePath(url.pathname);
      // Rendering is anonymous (the in-process API calls carry no cookie or token): the HTML depends only on
      // the address, the language and the content, so that is the key; the account menu is the browser's.
      const key = `${lang} ${url.pathname}${url.search}`;
      const ttl = store ? pageCacheTtl(path) : null;
      const version = ttl === null ? null : await contentVersion();
      // Settles the render others wait on, when this request is the one doing it.
      let settle: (page: CachedPage | null) => void = () => {};
      if (store && version !== null) {
        const cached = store.get(key, version);
        if (cached) return serveCached(c, cached, 'hit');
        // Requests arriving together after a start or an edit wait for one render instead of each doing it;
        // when that one is not kept (a 404, a failure), each renders its own.
        const flight = `${version} ${key}`;
        const pending = rendering.get(flight);
        const page = pending ? await pending : null;
        if (page) return serveCached(c, page, 'hit');
        if (!pending) settle = startRendering(flight);
      }
      try {
        return await renderPage(c, fetchApi, { lang, url, path, key, ttl, version, rendered: settle });
      } finally {
        settle(null); // no-op once settled with the page
      }
    },
  };

  /** Marks a render in progress; the function it answers settles it once (later calls do nothing). */
  function startRendering(flight: string): (page: CachedPage | null) => void {
    let resolve: (page: CachedPage | null) => void = () => {};
    const promise = new Promise<CachedPage | null>((r) => (resolve = r));
    rendering.set(flight, promise);
    let settled = false;
    return (page) => {
      if (settled) return;
      settled = true;
      if (rendering.get(flight) === promise) rendering.delete(flight);
      resolve(page);
    };
  }

  async function renderPage(
    c: Context<AppEnv>,
    fetchApi: (input: string, init?: RequestInit) => Promise<Response>,
    {
      lang,
      url,
      path,
      key,
      ttl,
      version,
      rendered,
    }: {
      lang: Language;
      url: URL;
      path: string;
      key: string;
      ttl: number | null;
      version: string | null;
      rendered: (page: CachedPage) => void;
    },
  ): Promise<Response> {
    const fetchOnce = onePerPath(fetchApi);
    const api = <T>(apiPath: string) => apiJson<T>(fetchOnce, apiPath);
    // Indexable pages name the owner (default preview picture, JSON-LD): asked for alongside the render.
    const profileAnswer = isIndexablePath(path) ? api<SiteProfile>('/api/content/profile') : null;
    const result = await ssr.render({ url: url.pathname + url.search, lang, fetch: fetchOnce });
    const indexable = result.status === 200 && result.state.rendered === true && isIndexablePath(path);
    const profile = indexable ? await profileAnswer : null;
    const title = result.head.title ?? siteName;
    const description = result.head.description ?? '';
    // Indexable pages: the language-specific URL of the language rendered; no other query parameter.
    const canonical = indexable ? languageUrl(origin, path, lang) : origin + path;
    const structuredData = indexable ? await structuredDataFor(path, lang, profile, api, origin) : [];
    const head = [
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      ...(indexable ? alternateLinkTags(origin, path) : ['<meta name="robots" content="noindex" />']),
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${siteName}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
      `<meta property="og:locale" content="${ogLocale(lang)}" />`,
      ...(indexable
        ? [`<meta property="og:locale:alternate" content="${ogLocale(lang === 'en' ? 'es' : 'en')}" />`]
        : []),
      `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
      ...imageTags(
        result.head.image,
        profile?.portrait
          ? { src: profile.portrait.src, alt: profile.portrait.alt[lang] || profile.name }
          : null,
      ),
      ...structuredData.map(jsonLdScript),
    ].join('\n    ');
    // The screen's chunks after the template's style sheet and entry (styleSheetsFirst): fetched in parallel
    // with them, never ahead of them.
    const onServer = result.state.rendered;
    const preloadList = preloadsFor(result.modules ?? []).join('\n    ');
    const preloads = onServer ? scriptsAtLowPriority(preloadList) : preloadList;
    const before =
      (onServer ? serverRenderedBefore : templateBefore)
        .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
        .replace('<!--app-head-->', () => head)
        .replace('</head>', () => `  ${preloads}\n  </head>`)
        .replace('<!--app-html-->', () => result.html) +
      '<script type="application/json" id="estudio-state">';
    const state = scriptJson(result.state);
    const after = '</script>' + templateAfter;
    // Kept: a page rendered on the server with its content (not a browser-rendered shell, not a 404 or a
    // failure), when the version was read before rendering (a write after that read makes a newer one).
    if (store && version !== null && ttl !== null && result.status === 200 && result.state.rendered) {
      const page = store.set(key, {
        before,
        state,
        after,
        status: 200,
        version,
        expiresAt: Date.now() + ttl,
      });
      rendered(page);
      return serveCached(c, page, 'miss');
    }
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Language, Cookie');
    return c.html(before + state + after, result.status as 200 | 404);
  }
}
