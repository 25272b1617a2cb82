import type { CurrencyFormat } from './constants';

export type CurrencyDisplay = { code: string; symbol: string; displayFormat: CurrencyFormat; decimals: number };

/**
 * Formats an integer amount in minor units with the currency's display format. Money is never a
 * float in storage; only this display step divides.
 */
export function formatMoney(minor: number, currency: CurrencyDisplay, locale = 'en'): string {
  const major = Math.abs(minor) / 10 ** currency.decimals;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  }).format(major);
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
