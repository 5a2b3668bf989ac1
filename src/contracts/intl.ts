/*
 * Shared Intl formatters (issue 23). Building one resolves locale data and costs far more than formatting with
 * it: a new Intl.NumberFormat per formatMoney call was a quarter of the public pages' hydration. Formatters are
 * immutable, so every caller asking for the same locale and options gets the same instance.
 *
 * An undefined locale or an absent timeZone means the runtime's default, read when the formatter is first built
 * (a browser's never changes; a server sets TZ before it starts).
 */

type Options = object;

/** Enough for every locale, style and zone the site uses; arbitrary zones or currencies cannot grow it forever. */
const MAX_ENTRIES = 500;

class FormatterCache<F, O extends Options> {
  private readonly entries = new Map<string, F>();

  constructor(private readonly build: (locale: string | undefined, options: O | undefined) => F) {}

  get(locale: string | undefined, options?: O): F {
    const key = keyOf(locale, options);
    const hit = this.entries.get(key);
    if (hit) return hit;
    // Throws (RangeError) on a malformed currency code or an unknown time zone before anything is stored.
    const made = this.build(locale, options);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, made);
    return made;
  }
}

/**
 * The locale and the options as text, keys sorted so `{a, b}` and `{b, a}` share; an undefined option is left
 * out, as Intl reads it as absent. Intl's options are flat, so one level suffices.
 */
function keyOf(locale: string | undefined, options: Options | undefined): string {
  const entries = Object.entries(options ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([locale ?? null, entries]);
}

const numberFormats = new FormatterCache(
  (locale, options: Intl.NumberFormatOptions | undefined) => new Intl.NumberFormat(locale, options),
);
const dateTimeFormats = new FormatterCache(
  (locale, options: Intl.DateTimeFormatOptions | undefined) => new Intl.DateTimeFormat(locale, options),
);
const listFormats = new FormatterCache(
  (locale, options: Intl.ListFormatOptions | undefined) => new Intl.ListFormat(locale, options),
);
const relativeTimeFormats = new FormatterCache(
  (locale, options: Intl.RelativeTimeFormatOptions | undefined) =>
    new Intl.RelativeTimeFormat(locale, options),
);

export const numberFormat = (
  locale: string | undefined,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat => numberFormats.get(locale, options);

export const dateTimeFormat = (
  locale: string | undefined,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat => dateTimeFormats.get(locale, options);

export const listFormat = (locale: string | undefined, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  listFormats.get(locale, options);

export const relativeTimeFormat = (
  locale: string | undefined,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat => relativeTimeFormats.get(locale, options);
