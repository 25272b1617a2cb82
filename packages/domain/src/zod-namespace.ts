import { z as zod } from 'zod';

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * zod's own coercion reads any input with Number(): `[1]` and `['1']` become 1, `true` 1, `{}` NaN.
 * Ours coerces only what a form or a query string sends (a decimal string) or a number; an array, an
 * object, a boolean or a string like '1e3' is a wrong type (400). The class is kept by .int(), .min()... (they clone it).
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
      // A string must be a plain decimal ('1e3', ' 12 ', '0x10' are not what a form sends); the
      // empty string keeps zod's meaning, so optional fields of a blank form behave as before.
      (typeof value === 'string' ? value !== '' && !DECIMAL.test(value) : typeof value !== 'number' && typeof value !== 'bigint')
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
