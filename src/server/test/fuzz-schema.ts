import fc from 'fast-check';

/*
 * Plausible values from a JSON schema (the OpenAPI document's request bodies), for the API fuzz test: patterns,
 * enums and formats followed, sizes kept small, so a request gets past the first check and one hostile part
 * (fuzz-values.ts) meets the code behind it.
 */

export type Schema = Record<string, unknown>;
const asSchema = (value: unknown): Schema => (value && typeof value === 'object' ? (value as Schema) : {});

/** A value the schema accepts, more or less (patterns are followed, limits kept small). */
export function plausible(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(choices)) return fc.oneof(...choices.map((choice) => plausible(choice, depth)));
  const type = Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string | undefined);
  switch (type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(Number(schema.minimum ?? -1000), -(2 ** 31)),
        max: Math.min(Number(schema.maximum ?? 100_000), 2 ** 31),
      });
    case 'number':
      return fc.double({
        min: Number(schema.minimum ?? -1e6),
        max: Number(schema.maximum ?? 1e6),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(asSchema(schema.items), depth + 1), {
        minLength: Math.min(Number(schema.minItems ?? 0), 3),
        maxLength: Math.max(
          Math.min(Number(schema.maxItems ?? 3), 3),
          Math.min(Number(schema.minItems ?? 0), 3),
        ),
      });
    case 'object':
      return plausibleObject(schema, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  }
}

function plausibleString(schema: Schema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.constantFrom('ana@example.com', 'fuzz@estudio.test');
    case 'date-time':
      return fc
        .date({ min: new Date('2024-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc.constantFrom('2026-03-10', '2027-01-31');
    // A private address: the calendar import refuses it before connecting, so no test reaches the internet.
    case 'uri':
      return fc.constantFrom('http://127.0.0.1:9/calendar.ics', 'https://10.0.0.1/x');
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 200);
    } catch {
      // A pattern JavaScript cannot compile falls back to any text.
    }
  }
  const min = Number(schema.minLength ?? 0);
  return fc.string({
    minLength: min,
    maxLength: Math.max(min, Math.min(Number(schema.maxLength ?? 20), 20)),
  });
}

function plausibleObject(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = asSchema(schema.properties);
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, inner]) => [key, plausible(asSchema(inner), depth + 1)]),
  );
  const known = fc.record(model, { requiredKeys: required.filter((key) => key in model) });
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== 'object') return known;
  const names = asSchema(schema.propertyNames);
  const key = Array.isArray(names.enum)
    ? fc.constantFrom(...(names.enum as string[]))
    : fc.string({ maxLength: 8 });
  return fc
    .tuple(known, fc.dictionary(key, plausible(asSchema(extra), depth + 1), { maxKeys: 3 }))
    .map(([fixed, more]) => ({ ...more, ...(fixed as object) }));
}
