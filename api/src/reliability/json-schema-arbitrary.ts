import fc from 'fast-check';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that the routes' zod schemas turn into. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
};

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

function bounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const floor = integer ? Number.MIN_SAFE_INTEGER : -1e12;
  const ceiling = integer ? Number.MAX_SAFE_INTEGER : 1e12;
  let min = Math.max(schema.minimum ?? floor, floor);
  if (schema.exclusiveMinimum === true) min += integer ? 1 : 1e-6;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + (integer ? 1 : 1e-6);
  return { min, max: Math.min(schema.maximum ?? ceiling, ceiling) };
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uri') return fc.webUrl().filter(fits);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({ minLength, maxLength });
}

function validObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0) {
    if (typeof schema.additionalProperties === 'object')
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), validArbitrary(schema.additionalProperties, depth + 1), {
        maxKeys: 3,
      });
    return fc.constant({});
  }
  const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validArbitrary(value, depth + 1)]));
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** Values the schema accepts (as far as JSON Schema says: a route may still refuse them by its rules). */
export function validArbitrary(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  let base: fc.Arbitrary<unknown>;
  if (schema.enum) base = fc.constantFrom(...schema.enum);
  else if (variants) base = fc.oneof(...variants.map((variant) => validArbitrary(variant, depth + 1)));
  else if (schema.allOf?.[0]) base = validArbitrary(schema.allOf[0], depth + 1);
  else {
    const type = typeOf(schema);
    if (type === 'integer') base = fc.integer(bounds(schema, true));
    else if (type === 'number') base = fc.double({ ...bounds(schema, false), noNaN: true, noDefaultInfinity: true });
    else if (type === 'boolean') base = fc.boolean();
    else if (type === 'string') base = validString(schema);
    else if (type === 'array')
      base = fc.array(validArbitrary(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    else if (type === 'object' || schema.properties) base = validObject(schema, depth);
    else base = fc.jsonValue({ maxDepth: 1 });
  }
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

/** Strings that have broken parsers elsewhere: control characters, NUL, odd unicode, injections, huge. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m\r\n',
  '\uD800',
  '\uFEFF',
  '\u202Eevil',
  'مرحبا',
  '👩‍👩‍👧‍👦',
  '../../../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00',
  '%',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5000),
  'true',
  'null',
  '[]',
  '{}',
];

const NASTY_NUMBERS = [0, -1, -0, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324];

/** Any JSON value of the wrong kind: what a scalar, an object or an array is replaced with. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

function hostileObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0)
    return fc.oneof(validObject(schema, depth), fc.dictionary(fc.string({ maxLength: 8 }), wrongValue, { maxKeys: 3 }));
  const record = Object.fromEntries(keys.map((key) => [key, hostileArbitrary(properties[key]!, depth + 1)]));
  const required = (schema.required ?? []).filter((key) => key in properties);
  return fc
    .tuple(
      fc.record(record, { requiredKeys: [] }),
      fc.subarray(required),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'isAdmin', 'userId', 'status'), wrongValue, { maxKeys: 2 }),
    )
    .map(([value, kept, extra]) => {
      // Most runs keep the required fields so that the request reaches the route's own rules.
      const out: Record<string, unknown> = { ...extra, ...value };
      for (const key of required) if (!(key in value) && kept.includes(key)) delete out[key];
      return out;
    });
}

/** An object of the schema's fields (query string, headers) with hostile values, some missing, some extra. */
export function hostileFields(schema: JsonSchema): fc.Arbitrary<unknown> {
  return hostileObject(schema, 0);
}

/**
 * Mostly valid values with hostile ones mixed in at every level: wrong types, values out of range,
 * nasty strings, missing required fields, extra fields, arrays where a scalar is expected.
 */
export function hostileArbitrary(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const valid = validArbitrary(schema, depth);
  const structured = depth < 4 && !schema.enum && (type === 'object' || schema.properties !== undefined);
  const own = structured ? hostileObject(schema, depth) : valid;
  return fc.oneof(
    { arbitrary: own, weight: 6 },
    { arbitrary: valid, weight: 2 },
    { arbitrary: wrongValue, weight: 2 },
    { arbitrary: fc.array(valid, { maxLength: 2 }), weight: 1 },
  );
}

/** A URL every URL field takes, video fields included (a YouTube watch address). */
const PLAIN_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

function plainString(schema: JsonSchema, name: string): string {
  if (schema.format === 'email' || /email/i.test(name)) return 'matrix@example.test';
  if (/url|link|website|video/i.test(name) && (schema.maxLength ?? 100) >= PLAIN_URL.length) return PLAIN_URL;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-00000000dead';
  if (schema.format === 'uri') return 'https://example.test/';
  if (schema.pattern) return fc.sample(validString(schema), { seed: 42, numRuns: 1 })[0]!;
  const min = schema.minLength ?? 0;
  return 'Matrix value'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(schema.maxLength ?? 12, 12)));
}

/**
 * One plain value the schema accepts, always the same: the parameter or body a matrix cell sends
 * (only the required fields of objects; the matrix fills ids from its fixtures by field name).
 */
export function plainValue(schema: JsonSchema, name = ''): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const variant = (schema.anyOf ?? schema.oneOf ?? schema.allOf)?.[0];
  if (variant) return plainValue(variant, name);
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    const { min, max } = bounds(schema, type === 'integer');
    return Math.min(Math.max(min, 1), max);
  }
  if (type === 'boolean') return true;
  if (type === 'string') return plainString(schema, name);
  if (type === 'array') return [];
  if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    return Object.fromEntries(
      (schema.required ?? []).filter((key) => properties[key]).map((key) => [key, plainValue(properties[key]!, key)]),
    );
  }
  return null;
}
