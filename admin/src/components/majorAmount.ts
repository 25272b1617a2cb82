import { parseTypedMajor, toMajorInput } from '@cf/domain/money';
import { z } from '@cf/domain/zod-setup';

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
