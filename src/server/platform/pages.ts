import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { languageFromAcceptLanguage, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@contracts/i18n';
import type { AppEnv } from './http';

/** The shape of dist/ssr/entry-server.js (built from src/web/entry-server.tsx; the server never imports web code). */
interface SsrModule {
  render(request: {
    url: string;
    lang: Language;
    fetch: (input: string, init?: RequestInit) => Promise<Response>;
  }): Promise<{
    status: number;
    html: string;
    head: { title?: string; description?: string };
    state: unknown;
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

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** JSON inside <script type="application/json">: "<" escaped so no "</script>" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function inlineScriptHashes(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`);
}

type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

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

/** Cookie (the visitor's choice) first, then the browser's language. */
export function requestLanguage(c: Context): Language {
  const chosen = getCookie(c, LANGUAGE_STORAGE_KEY);
  return isLanguage(chosen) ? chosen : languageFromAcceptLanguage(c.req.header('accept-language'));
}

export async function loadPages(options: {
  templatePath: string;
  ssrEntryPath: string;
  siteUrl: URL;
}): Promise<Pages | null> {
  if (!fs.existsSync(options.templatePath) || !fs.existsSync(options.ssrEntryPath)) return null;
  const template = fs.readFileSync(options.templatePath, 'utf8');
  const manifestPath = path.join(path.dirname(options.templatePath), '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ViteManifest)
    : {};
  const ssr = (await import(pathToFileURL(options.ssrEntryPath).href)) as SsrModule;
  const siteName = 'Estudio';

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
      const result = await ssr.render({ url: url.pathname + url.search, lang, fetch: fetchApi });
      const title = result.head.title ?? siteName;
      const description = result.head.description ?? '';
      // Always the site's own origin: a request for "//other.host/x" must not name another host.
      const canonical =
        options.siteUrl.origin + (url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') || '/');
      const head = [
        `<title>${escapeHtml(title)}</title>`,
        `<meta name="description" content="${escapeHtml(description)}" />`,
        `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
        `<meta property="og:type" content="website" />`,
        `<meta property="og:site_name" content="${siteName}" />`,
        `<meta property="og:title" content="${escapeHtml(title)}" />`,
        `<meta property="og:description" content="${escapeHtml(description)}" />`,
        `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
        `<meta property="og:locale" content="${lang === 'en' ? 'en_US' : 'es_MX'}" />`,
        `<meta name="twitter:card" content="summary" />`,
        result.status === 404 ? '<meta name="robots" content="noindex" />' : '',
        ...preloadsFor(result.modules ?? []),
      ].join('\n    ');
      const html = template
        .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
        .replace('<!--app-head-->', () => head)
        .replace('<!--app-html-->', () => result.html)
        .replace(
          '<!--app-state-->',
          () => `<script type="application/json" id="estudio-state">${scriptJson(result.state)}</script>`,
        );
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Language, Cookie');
      return c.html(html, result.status as 200 | 404);
    },
  };
}
