import { type CurrencyDisplay, formatMoney } from '@cf/domain';
import { plainAmount } from '../../components/plainAmount';

/**
 * An amount in minor units of the campaign's own currency, formatted by the one rule in
 * @cf/domain; null when there is no amount. Without a currency (a draft that has not chosen one)
 * it is shown in major units with two decimals.
 */
export function campaignMoney(
  value: unknown,
  currency: Partial<CurrencyDisplay> | null | undefined,
  locale: string,
): { text: string; minorUnits: boolean } | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (currency?.code && currency.displayFormat && typeof currency.decimals === 'number') {
    const display: CurrencyDisplay = {
      code: currency.code,
      symbol: currency.symbol || currency.code,
      displayFormat: currency.displayFormat,
      decimals: currency.decimals,
    };
    return { text: formatMoney(value, display, locale), minorUnits: false };
  }
  return { text: plainAmount(value, locale), minorUnits: true };
}

/** A rate in basis points as a percentage (850 → "8.5%"). */
export function basisPoints(value: unknown, locale: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 10_000);
}

/** A percentage stored as a number of percent (12.5 → "12.5%"). */
export function percent(value: unknown, locale: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(value / 100);
}
