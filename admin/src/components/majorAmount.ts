import { parseMajor, toMajorInput } from '@cf/domain/money';
import { z } from '@cf/domain/zod-setup';

/**
 * Thousands grouped the way a statement writes them: one separator (comma, space or the narrow
 * spaces Intl uses) between groups of three, then an optional point and decimals. Only then are the
 * separators dropped; "1250,50" is not grouping (it is a French decimal) and parseMajor refuses it.
 */
const GROUPED = /^\d{1,3}([, \u00A0\u202F])\d{3}(?:\1\d{3})*(?:\.\d+)?$/u;

/** What staff typed ("1,250.50", "1250.5") in minor units of a currency with `decimals` decimals; null if it is not an amount. */
export function parseTypedMajor(input: string, decimals: number): number | null {
  const text = input.trim();
  return parseMajor(GROUPED.test(text) ? text.replace(/[, \u00A0\u202F]/gu, '') : text, decimals);
}

/** An example amount with the currency's decimals: 1,250 / 1,250.50 / 1,250.500. */
export const exampleMajor = (decimals: number) => (decimals === 0 ? '1,250' : `1,250.${'50'.padEnd(decimals, '0')}`);

/** A form field typed in major units, sent in minor units (the API's integers), never negative. */
export function majorAmountField(decimals: number) {
  return z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    if (text.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'validation.required', input: value });
      return z.NEVER;
    }
    const minor = parseTypedMajor(text, decimals);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message: 'console.help.amountInvalid', input: value, decimals, example: exampleMajor(decimals) });
      return z.NEVER;
    }
    return minor;
  });
}

/**
 * A domain schema whose money fields the form holds in major units: they are parsed first (each
 * error on its own field), then the domain schema checks the minor units as the API will.
 */
export function withMajorAmounts(schema: z.ZodType, fields: readonly string[], decimals: number): z.ZodType {
  const shape = Object.fromEntries(fields.map((field) => [field, majorAmountField(decimals)]));
  // The domain schema's input is whatever the form holds: the parsed amounts and the other fields as typed.
  return z.looseObject(shape).pipe(schema as z.ZodType<unknown, Record<string, number>>);
}

/** Minor units shown back in the field, grouped as staff type them: 125050 → "1,250.50", 125000 → "1,250". */
export function groupedMajorInput(minor: number, decimals: number): string {
  const [whole = '', fraction] = toMajorInput(minor, decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A record's money fields (minor units) as the form shows them: "1,250.50". */
export function majorRecord<T extends Record<string, unknown>>(record: T, fields: readonly string[], decimals: number): T {
  const copy: Record<string, unknown> = { ...record };
  for (const field of fields) {
    const value = record[field];
    copy[field] = typeof value === 'number' ? groupedMajorInput(value, decimals) : value;
  }
  return copy as T;
}
