import fc from 'fast-check';
import { plausible, type Schema } from './fuzz-schema';

/*
 * Hostile values for the API fuzz test (src/server/test/fuzz-api.test.ts): what a careless client, a broken
 * proxy or an attacker sends, mixed into otherwise plausible requests built from the OpenAPI schemas, so a
 * request gets past the first check often enough to reach the code behind it.
 */

/** Dates that parse as ISO text but do not exist, or fall outside what PostgreSQL or JS can hold. */
export const impossibleDates = [
  '0000-01-01',
  '-000001-01-01',
  '2026-02-30',
  '2026-13-01',
  '275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
  '2026-02-30T10:00:00Z',
  '2026-03-10T24:61:00Z',
  '1970-01-01T00:00:00Z',
];

const longText = 'x'.repeat(100_000);

/**
 * Long text that does not compress (a fixed pseudo-random sequence): PostgreSQL compresses a long value before
 * it meets an index's size limit, so only text like this finds a key or an index a long input can overflow.
 */
const noisyText = (() => {
  let state = 0x2545f491;
  let text = '';
  for (let index = 0; index < 6_000; index += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    text += String.fromCharCode(48 + ((state >>> 16) % 75));
  }
  return text;
})();

/** Text PostgreSQL cannot store: NUL, lone surrogates (a low one before a high one is two lone halves). */
export const unstorableStrings = [
  'a\u0000b',
  '\u0000',
  'x\uD800',
  '\uDC00y',
  '\uDC00\uD800',
  'ok\u0000\uD83D',
];

/** Text with no marker of a leak in it (the test looks for stack frames, paths and SQL in answers). */
export const hostileStrings = [
  'a\u0000b',
  '\u0000',
  'x\uD800',
  '\uDC00y',
  '\uDC00\uD800',
  '😀 ñandú',
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '99999999999999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  '../../../etc/passwd',
  '%00',
  '%',
  "'; --",
  '<img src=x onerror=alert(1)>',
  'a'.repeat(300),
  ...impossibleDates,
];

const deep = (levels: number, wrap: (inner: unknown) => unknown) => {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = wrap(value);
  return value;
};

/** Anything at all in place of a JSON value: wrong types, extreme numbers, deep nesting, huge text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...unstorableStrings) },
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constant(longText) },
  { weight: 1, arbitrary: fc.constantFrom(noisyText, `${noisyText}@example.com`) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      -1,
      0,
      -(2 ** 31),
      2 ** 31,
      2 ** 53 + 2,
      1e308,
      -1e308,
      0.5,
      true,
      false,
      null,
      [],
      {},
      [null],
      { '': '' },
      JSON.parse('{"__proto__":{"role":"admin"}}'),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      deep(1000, (inner) => [inner]),
      deep(1000, (inner) => ({ a: inner })),
    ),
  },
);

type Spot = { holder: Record<string, unknown> | unknown[] | null; key: string | number; value: unknown };

/** Every part of a value (itself, members, items, at any depth) and where it sits. */
function spotsOf(value: unknown): Spot[] {
  const spots: Spot[] = [{ holder: null, key: '', value }];
  const stack = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (!current || typeof current !== 'object') continue;
    for (const [key, item] of Object.entries(current)) {
      spots.push({
        holder: current as Record<string, unknown>,
        key: Array.isArray(current) ? Number(key) : key,
        value: item,
      });
      stack.push(item);
    }
  }
  return spots;
}

/**
 * The value (changed in place) with one of its parts replaced — when `textOnly`, one of its texts: everything
 * else stays valid, so the one hostile part is what the code behind the first check meets.
 */
export function withOnePartReplaced(
  value: unknown,
  replacement: unknown,
  pick: number,
  textOnly = false,
): unknown {
  const all = spotsOf(value);
  const texts = all.filter((spot) => typeof spot.value === 'string');
  const spots = textOnly && texts.length > 0 ? texts : all;
  const spot = spots[pick % spots.length]!;
  if (!spot.holder) return replacement;
  (spot.holder as Record<string | number, unknown>)[spot.key] = replacement;
  return value;
}

/** A value the schema accepts, the same with one text made unstorable, or with one part made hostile. */
export function valueFor(schema: Schema): fc.Arbitrary<unknown> {
  const valid = plausible(schema, 0);
  return fc.oneof(
    { weight: 1, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...unstorableStrings), fc.nat())
        .map(([value, text, pick]) => withOnePartReplaced(structuredClone(value), text, pick, true)),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, hostileValue, fc.nat())
        .map(([value, hostile, pick]) => withOnePartReplaced(structuredClone(value), hostile, pick)),
    },
  );
}

/** A request body: built from the schema when there is one; sometimes wholly hostile, malformed or empty. */
export function bodyFor(schema: Schema | null): fc.Arbitrary<string | undefined> {
  const malformed = fc.constantFrom('{"a":', '\u0000', '{"a":"\\ud800"', 'nul', '[1,]', ' ');
  const whole = hostileValue.map((value) => JSON.stringify(value));
  return fc.oneof(
    {
      weight: schema ? 12 : 0,
      arbitrary: (schema ? valueFor(schema) : hostileValue).map((value) => JSON.stringify(value)),
    },
    { weight: 2, arbitrary: whole },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/**
 * %-encodes text for a URL as a sloppy client would: a lone surrogate becomes the three bytes of its
 * (invalid) UTF-8 form instead of throwing, as encodeURIComponent does.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(char);
  }
  return out;
}

/** Text for a path segment or query value, already encoded: hostile, plausible, or a malformed escape. */
export function urlText(plausibleValues: readonly string[]): fc.Arbitrary<string> {
  const hostile = fc
    .oneof(fc.constantFrom(...hostileStrings), fc.string({ unit: 'binary', maxLength: 16 }))
    .map(percentEncode);
  const malformed = fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%80', '%ED%A0%80');
  const arbitraries = [
    { weight: 4, arbitrary: hostile },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: fc.constant(percentEncode('x'.repeat(10_000))) },
  ];
  if (plausibleValues.length > 0)
    arbitraries.push({ weight: 4, arbitrary: fc.constantFrom(...plausibleValues).map(percentEncode) });
  return fc.oneof(...arbitraries);
}
