import { z } from '@cf/domain';
import { parseMajor, parseTypedMajor, toMajorInput } from '@cf/domain/money';
import type { MoneyCurrency } from '~/components/money/money-text';

export { parseMajor, toMajorInput };

/** The site currency as the account pages need it: what the one money text reads (components/money). */
export type SiteCurrency = MoneyCurrency;

/**
 * An amount typed in major units ("250,000" or "1250.50") read as an integer in minor units,
 * without floating point: the API stores minor units only (design.md "Money"). Empty is null.
 */
export function majorAmount(decimals: number) {
  return z
    .preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : v) : (v ?? null)), z.string().nullable())
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const minor = parseTypedMajor(v, decimals);
      if (minor !== null) return minor;
      ctx.addIssue({ code: 'custom', message: 'account.investor.amountFormat', input: v });
      return z.NEVER;
    });
}
