import { type CurrencyDisplay, formatMoney } from '@cf/domain/currency-format';

/** An amount in the campaign's currency, digits in the page's language. */
export const amountText = (minor: number, currency: CurrencyDisplay, lang: string) => formatMoney(minor, currency, lang);

/** A percentage from basis points (1 200 → "12%"). */
export function rateText(bps: number, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
  } catch {
    return `${bps / 100}%`;
  }
}
