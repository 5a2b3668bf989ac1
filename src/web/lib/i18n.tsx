import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '@contracts/i18n';
import { numberFormat } from '@contracts/intl';
import { isLanguage, LANGUAGE_STORAGE_KEY } from '@contracts/language';
import { messageLoaders, type MessagePart, type Messages } from '../locales';
import { localeOf } from './format';

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
/** Dotted paths to every string leaf of the message tree. */
export type MessageKey<T = Messages> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly unknown[]
      ? never
      : Join<K, MessageKey<T[K]>>;
}[keyof T & string];
/** Dotted paths to lists of strings (bullet points and the like). */
export type MessageListKey<T = Messages> = {
  [K in keyof T & string]: T[K] extends readonly string[]
    ? K
    : T[K] extends string
      ? never
      : Join<K, MessageListKey<T[K]>>;
}[keyof T & string];

export type Vars = Record<string, string | number>;

/**
 * The messages loaded so far, per language: the site's part first, the owner's screens' part when one of those
 * screens loads (loadMessagePart). A language counts as loaded once every part asked for so far is there.
 */
const catalog: Partial<Record<Language, Record<string, unknown>>> = {};
const loadedParts: Record<Language, Set<MessagePart>> = { es: new Set(), en: new Set() };
const wantedParts = new Set<MessagePart>(['site']);
/** Languages the app has asked for: a part wanted later is loaded for each of them too. */
const requestedLanguages = new Set<Language>();
const pendingLoads = new Map<string, Promise<void>>();

export function registerMessages(lang: Language, messages: object, part: MessagePart = 'site') {
  catalog[lang] = { ...catalog[lang], ...messages };
  loadedParts[lang].add(part);
}

export function hasMessages(lang: Language): boolean {
  return [...wantedParts].every((part) => loadedParts[lang].has(part));
}

function loadPart(lang: Language, part: MessagePart): Promise<void> {
  if (loadedParts[lang].has(part)) return Promise.resolve();
  const key = `${lang}:${part}`;
  let pending = pendingLoads.get(key);
  if (!pending) {
    pending = messageLoaders[part][lang]().then(
      (messages) => {
        pendingLoads.delete(key);
        registerMessages(lang, messages, part);
      },
      (error: unknown) => {
        pendingLoads.delete(key); // a later call tries again (a dropped connection, a new deploy)
        throw error;
      },
    );
    pendingLoads.set(key, pending);
  }
  return pending;
}

/** Loads a language's messages (every part wanted so far) once; later calls resolve at once. */
export async function loadMessages(lang: Language): Promise<void> {
  requestedLanguages.add(lang);
  await Promise.all([...wantedParts].map((part) => loadPart(lang, part)));
}

/** A screen needs this part from now on: loaded for every language asked for, and for later ones. */
export async function loadMessagePart(part: MessagePart): Promise<void> {
  wantedParts.add(part);
  await Promise.all([...requestedLanguages].map((lang) => loadPart(lang, part)));
}

/**
 * For parts of the shell that need a screen part's texts (the sign-in's second step speaks auth.*): true once
 * those parts are loaded in the language shown (at once on the server, which has them all). A failed load
 * counts as done, so the screen shows (with keys for texts) rather than a spinner forever.
 */
export function useMessageParts(lang: Language, parts: readonly MessagePart[]): boolean {
  const loaded = parts.every((part) => loadedParts[lang].has(part));
  const [, setSettled] = useState(0);
  const [failed, setFailed] = useState(false);
  const key = parts.join(',');
  useEffect(() => {
    if (loaded) return;
    let live = true;
    Promise.all(parts.map(loadMessagePart)).then(
      () => live && setSettled((n) => n + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the parts' contents
  }, [loaded, key, lang]);
  return loaded || failed;
}

function lookup(lang: Language, key: string): unknown {
  let node: unknown = catalog[lang];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * ICU-like plurals inside a message: `{count, plural, =0 {no mail} one {# mail} other {# mails}}`. The option is
 * chosen by an exact `=N` match, else by Intl.PluralRules of the language ("one", "other"…, falling back to
 * "other"); `#` is the number in the language's format, and `{name}` placeholders inside still apply.
 */
function selectPlurals(lang: Language, text: string, vars: Vars): string {
  let out = '';
  let at = 0;
  const head = /\{(\w+),\s*plural,/g;
  for (let match = head.exec(text); match; match = head.exec(text)) {
    const options = new Map<string, string>();
    let i = match.index + match[0].length;
    for (;;) {
      while (/\s/.test(text[i] ?? '')) i++;
      if (text[i] === '}' || i >= text.length) break;
      const open = text.indexOf('{', i);
      if (open < 0) break;
      const selector = text.slice(i, open).trim();
      let depth = 1;
      let j = open + 1;
      for (; j < text.length && depth > 0; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
      options.set(selector, text.slice(open + 1, j - 1));
      i = j;
    }
    const count = Number(vars[match[1]!]);
    if (Number.isNaN(count)) continue; // no such number: the text stays as written, so the gap is visible
    const chosen =
      options.get(`=${count}`) ?? options.get(rulesFor(lang).select(count)) ?? options.get('other') ?? '';
    const number = numberFormat(localeOf(lang)).format(count);
    out += text.slice(at, match.index) + chosen.replace(/#/g, number);
    at = i + 1;
    head.lastIndex = at;
  }
  return out + text.slice(at);
}

function rulesFor(lang: Language): Intl.PluralRules {
  return pluralRules.get(lang) ?? pluralRules.set(lang, new Intl.PluralRules(lang)).get(lang)!;
}

export function translate(lang: Language, key: string, vars?: Vars): string {
  const value = lookup(lang, key);
  if (typeof value !== 'string') return key;
  if (!vars) return value;
  const text = value.includes(', plural,') ? selectPlurals(lang, value, vars) : value;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translateList(lang: Language, key: string): string[] {
  const value = lookup(lang, key);
  return Array.isArray(value) ? value.map(String) : [];
}

export interface I18n {
  lang: Language;
  t: (key: MessageKey, vars?: Vars) => string;
  tList: (key: MessageListKey) => string[];
  setLanguage: (lang: Language) => void;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The `?lang=es|en` of the address (a language-specific URL, docs/decisions/011-findability.md): the
 * server rendered that language, and the app adopts it as the visitor's choice.
 */
export function urlLanguage(): Language | null {
  const value = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(value) ? value : null;
}

/** Remember the choice for the browser and for the server's first render (cookie). */
export function storeLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode or storage disabled: the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  // A language URL showing another language (the visitor switched, or the profile's language won):
  // the address follows, so reloading or sharing it shows what is on screen.
  const shown = urlLanguage();
  if (shown && shown !== lang) {
    const url = new URL(window.location.href);
    url.searchParams.set('lang', lang);
    window.history.replaceState(window.history.state, '', url);
  }
}

export function I18nProvider(props: {
  lang: Language;
  onChange: (lang: Language) => void;
  children: ReactNode;
}) {
  const { lang, onChange } = props;
  const t = useCallback((key: MessageKey, vars?: Vars) => translate(lang, key, vars), [lang]);
  const tList = useCallback((key: MessageListKey) => translateList(lang, key), [lang]);
  const value = useMemo<I18n>(() => ({ lang, t, tList, setLanguage: onChange }), [lang, t, tList, onChange]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}
