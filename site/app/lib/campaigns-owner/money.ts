import { z } from '@cf/domain/zod-setup';
import { moneyText } from '~/components/money/money-text';
import { parseTypedMajor, toMajorInput } from '@cf/domain/money';
import type { Currency, CurrencyOption } from './types';

export { toMajorInput };

/** The currency a campaign's amounts are typed in: its own, else the first offered (USD-like when none). */
export function currencyFor(code: string | null | undefined, options: readonly CurrencyOption[]): Currency {
  const found = options.find((c) => c.code === code) ?? options[0];
  return found
    ? { code: found.code, symbol: found.symbol, displayFormat: found.displayFormat, decimals: found.decimals }
    : { code: 'USD', symbol: '$', displayFormat: 'leftSymbol', decimals: 2 };
}

/**
 * An amount typed in major units ("250,000" or "1250.50") becomes an integer in minor units of the
 * currency (decimals from the currency, never floating point), then goes through the domain's own
 * field schema (positive, whole...), so the browser, the site's server and the API agree.
 * Left empty it is absent; the action turns an emptied field into null (cleared).
 */
export function majorAmountField(decimals: number, domainField: z.ZodType) {
  const format = decimals > 0 ? 'wizard.validation.amountFormat' : 'wizard.validation.amountWhole';
  return z
    .string()
    .transform((v, ctx) => {
      const minor = parseTypedMajor(v, decimals);
      if (minor !== null) return minor;
      ctx.addIssue({ code: 'custom', message: format, input: v });
      return z.NEVER;
    })
    .pipe(domainField as z.ZodType<unknown, number>)
    .optional();
}

/** A yearly rate typed in percent ("8.5") sent in basis points (850), through the domain's field. */
export function percentToBpsField(domainField: z.ZodType) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,2})?$/, 'wizard.validation.percentFormat')
    .transform((v) => Math.round(Number(v) * 100))
    .pipe(domainField as z.ZodType<unknown, number>)
    .optional();
}

export const bpsToPercentInput = (bps: number | null | undefined) => (bps === null || bps === undefined ? '' : String(bps / 100));

/** The owner pages' name for the site's one amount text (components/money). */
export const formatAmount = moneyText;
