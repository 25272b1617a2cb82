import { z as zod } from 'zod';

/**
 * zod's own coercion reads any input with Number(): `[1]` and `['1']` become 1, `true` 1, `{}` NaN.
 * Ours coerces only what a form or a query string sends (a string) or a number; an array, an
 * object or a boolean is a wrong type (400). The class is kept by .int(), .min()... (they clone it).
 */
const StrictCoercedNumber = zod.core.$constructor('ZodStrictCoercedNumber', (inst: zod.ZodNumber, def: zod.core.$ZodNumberDef) => {
  zod.ZodNumber.init(inst, def);
  const parse = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const value = payload.value;
    if (
      def.coerce &&
      value !== null &&
      value !== undefined &&
      typeof value !== 'string' &&
      typeof value !== 'number' &&
      typeof value !== 'bigint'
    ) {
      payload.issues.push({ expected: 'number', code: 'invalid_type', input: value, inst });
      return payload;
    }
    return parse(payload, ctx);
  };
});

const strictNumber = <T = unknown>(params?: string | zod.core.$ZodNumberParams) =>
  zod.core._coercedNumber(
    StrictCoercedNumber as unknown as zod.core.util.SchemaClass<zod.ZodCoercedNumber>,
    params,
  ) as zod.ZodCoercedNumber<T>;

/** The zod namespace the project uses (zod-setup.ts): zod's, with a strict z.coerce.number(). */
export * from 'zod';
export const coerce: typeof zod.coerce = { ...zod.coerce, number: strictNumber };
