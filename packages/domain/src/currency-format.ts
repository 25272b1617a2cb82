import type { CurrencyFormat } from './constants';

export type CurrencyDisplay = { code: string; symbol: string; displayFormat: CurrencyFormat; decimals: number };

/** Number formats by locale and decimals: building one costs far more than using it (a settlement formats one per notice). */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Locales come from a short list (the site's languages); the bound only guards against a caller that does not.
    if (numberFormats.size >= 64) numberFormats.clear();
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Formats an integer amount in minor units with the currency's display format. Money is never a
 * float in storage; only this display step divides.
 */
export function formatMoney(minor: number, currency: CurrencyDisplay, locale = 'en'): string {
  const major = Math.abs(minor) / 10 ** currency.decimals;
  const number = numberFormat(locale, currency.decimals).format(major);
  // The sign leads the whole amount ("-$2.50"), never sits between symbol and digits.
  const sign = minor < 0 ? '-' : '';
  switch (currency.displayFormat) {
    case 'leftCode':
      return `${sign}${currency.code}${number}`;
    case 'leftSpaceCode':
      return `${sign}${currency.code} ${number}`;
    case 'rightCode':
      return `${sign}${number}${currency.code}`;
    case 'rightSpaceCode':
      return `${sign}${number} ${currency.code}`;
    case 'leftSymbol':
      return `${sign}${currency.symbol}${number}`;
    case 'rightSymbol':
      return `${sign}${number}${currency.symbol}`;
  }
}
