import { describe, expect, it } from 'vitest';
import { issueKey, z } from './zod-setup';

/** The message of the first issue, which the global error map sets from issueKey. */
const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('issueKey: every zod issue becomes a validation.* key', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['missing value', z.string(), undefined, 'validation.required'],
    ['null', z.string(), null, 'validation.required'],
    ['wrong type', z.string(), 42, 'validation.invalidType'],
    ['a number that is text', z.number(), 'abc', 'validation.invalidType'],
    ['an empty string with min(1)', z.string().min(1), '', 'validation.required'],
    ['a short string', z.string().min(8), 'abc', 'validation.tooShort'],
    ['a long string', z.string().max(3), 'abcd', 'validation.tooLong'],
    ['too few items', z.array(z.string()).min(2), ['a'], 'validation.tooFew'],
    ['too many items', z.array(z.string()).max(1), ['a', 'b'], 'validation.tooMany'],
    ['a small number', z.number().min(5), 4, 'validation.tooSmall'],
    ['a big number', z.number().max(5), 6, 'validation.tooBig'],
    ['a bad e-mail', z.email(), 'nope', 'validation.invalidEmail'],
    ['a bad URL', z.url(), 'nope', 'validation.invalidUrl'],
    ['a bad format', z.string().regex(/^a$/), 'b', 'validation.invalidFormat'],
    ['a bad uuid', z.uuid(), 'b', 'validation.invalidFormat'],
    ['an unknown option', z.enum(['a', 'b']), 'c', 'validation.invalidOption'],
    ['not a multiple', z.number().multipleOf(5), 7, 'validation.notMultipleOf'],
    ['an unknown key', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'validation.unknownField'],
    ['a custom refinement without a message', z.string().refine(() => false), 'x', 'validation.invalid'],
  ])('%s → %s', (_name, schema, input, key) => {
    expect(messageOf(schema, input)).toBe(key);
  });

  it('a schema may still give its own key', () => {
    expect(messageOf(z.string().min(1, 'validation.slug'), '')).toBe('validation.slug');
  });

  it('is a pure function of the issue', () => {
    expect(issueKey({ code: 'invalid_type', expected: 'string', input: '', path: [] } as never)).toBe('validation.required');
    expect(issueKey({ code: 'too_small', origin: 'string', minimum: 1, input: '', path: [] } as never)).toBe('validation.required');
    expect(issueKey({ code: 'too_small', origin: 'set', minimum: 2, input: new Set(), path: [] } as never)).toBe('validation.tooFew');
  });
});
