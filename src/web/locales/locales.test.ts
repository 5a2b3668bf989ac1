import { describe, expect, it } from 'vitest';
import enAdmin from './en-admin';
import en from './en';
import esAdmin from './es-admin';
import es from './es';
import { messageLoaders, namespaceParts } from '.';

// Every part of each language (the site's, the screens' namespaces and the owner's screens'), as one tree.
async function screenParts(lang: 'es' | 'en') {
  const parts = await Promise.all(namespaceParts.map((part) => messageLoaders[part][lang]()));
  return Object.assign({}, ...parts) as object;
}
const messages = {
  es: { ...es, ...(await screenParts('es')), ...esAdmin },
  en: { ...en, ...(await screenParts('en')), ...enAdmin },
};

/** Every leaf path of a message tree, with the kind of value found there. */
function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [`${prefix}:string`];
  if (Array.isArray(node)) return [`${prefix}:list`];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  return [`${prefix}:${typeof node}`];
}

function emptyStrings(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return node.trim() === '' ? [prefix] : [];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => emptyStrings(value, `${prefix}.${key}`));
  return [];
}

describe('messages', () => {
  it('have the same keys in Spanish and English', () => {
    const es = leaves(messages.es);
    const en = leaves(messages.en);
    expect(
      es.filter((key) => !en.includes(key)),
      'missing in en',
    ).toEqual([]);
    expect(
      en.filter((key) => !es.includes(key)),
      'missing in es',
    ).toEqual([]);
  });

  it('give every plural an "other" form and no stray "#" outside one', () => {
    const strings = (node: unknown, path = ''): [string, string][] =>
      typeof node === 'string'
        ? [[path, node]]
        : node && typeof node === 'object'
          ? Object.entries(node).flatMap(([key, value]) => strings(value, `${path}.${key}`))
          : [];
    const bad = [...strings(messages.es), ...strings(messages.en)]
      .filter(([, text]) => text.includes(', plural,'))
      .filter(([, text]) => text.split(', plural,').length - 1 > text.split(/\bother \{/).length - 1)
      .map(([path]) => path);
    expect(bad).toEqual([]);
  });

  it('have no empty texts', () => {
    expect(emptyStrings(messages.es)).toEqual([]);
    expect(emptyStrings(messages.en)).toEqual([]);
  });

  it('use the same {placeholders} in both languages', () => {
    // Plain {name} and plural {name, plural, …} placeholders, each name once.
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/\{(\w+)(?:\}|,\s*plural,)/g)].map((m) => m[1]))].sort();
    const walk = (es: unknown, en: unknown, path: string): string[] => {
      if (typeof es === 'string' && typeof en === 'string')
        return JSON.stringify(placeholders(es)) === JSON.stringify(placeholders(en)) ? [] : [path];
      if (es && en && typeof es === 'object' && typeof en === 'object')
        return Object.keys(es).flatMap((key) =>
          walk((es as Record<string, unknown>)[key], (en as Record<string, unknown>)[key], `${path}.${key}`),
        );
      return [];
    };
    expect(walk(messages.es, messages.en, '')).toEqual([]);
  });

  it("keep the owner's screens' namespaces out of the site's part, so public pages never download them", () => {
    expect(Object.keys(es).filter((ns) => ns in esAdmin)).toEqual([]);
    expect(Object.keys(esAdmin).sort()).toEqual([
      'admin',
      'analytics',
      'contentAdmin',
      'exports',
      'rentalAnalytics',
      'rentalSync',
      'reports',
    ]);
  });
});
