/* Which bilingual fields of a content value are written in one language only (the admin shows them). */

export interface MissingTranslations {
  /** Paths ("title", "gallery.0.alt", "links.1.label") written in English but not in Spanish. */
  es: string[];
  /** Paths written in Spanish but not in English. */
  en: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isLocalized(value: Record<string, unknown>): value is { es: unknown; en: unknown } {
  const keys = Object.keys(value);
  return keys.length === 2 && 'es' in value && 'en' in value;
}

const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;

/**
 * Every localized field ({ es, en } of texts or of lists) of a content value, at any depth, that is
 * written in one language and empty in the other. Fields empty in both are not "missing a translation".
 * Lists count as missing in the language with fewer entries.
 */
export function missingTranslations(value: unknown): MissingTranslations {
  const missing: MissingTranslations = { es: [], en: [] };
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => walk(child, path ? `${path}.${index}` : String(index)));
      return;
    }
    if (!isRecord(node)) return;
    if (isLocalized(node)) {
      const { es, en } = node;
      if (Array.isArray(es) && Array.isArray(en)) {
        if (es.length < en.length) missing.es.push(path);
        else if (en.length < es.length) missing.en.push(path);
        return;
      }
      if (typeof es === 'string' && typeof en === 'string') {
        if (filled(en) && !filled(es)) missing.es.push(path);
        else if (filled(es) && !filled(en)) missing.en.push(path);
        return;
      }
    }
    for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(value, '');
  return missing;
}
