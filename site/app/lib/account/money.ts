import { z } from '@cf/domain';
import { parseMajor, toMajorInput } from '@cf/domain/money';

export { parseMajor, toMajorInput };

/** The site currency as the account pages need it: code and decimals (2 when none is set). */
export type SiteCurrency = { code: string; symbol: string; decimals: number };

/**
 * An amount typed in major units ("250,000" or "1250.50") read as an integer in minor units,
 * without floating point: the API stores minor units only (design.md "Money"). Empty is null.
 */
export function majorAmount(decimals: number) {
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,13}(\\.\\d{1,${decimals}})?$`) : /^\d{1,15}$/;
  return z
    .preprocess((v) => {
      if (typeof v !== 'string') return v ?? null;
      const cleaned = v.replace(/[\s,]/g, '');
      return cleaned === '' ? null : cleaned;
    }, z.string().regex(pattern, 'account.investor.amountFormat').nullable())
    .optional()
    .transform((v) => (v ? parseMajor(v, decimals) : null));
}

/** A threshold of the accreditation rule (major units) for display. */
export function formatMajor(major: number, currency: SiteCurrency, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.code, maximumFractionDigits: 0 }).format(major);
  } catch {
    return `${currency.symbol}${new Intl.NumberFormat(locale).format(major)}`;
  }
}
