import { numberFormat } from '@cf/domain/number-format';
/** Repayments' name for the site's one amount text (components/money). */
export { moneyText as amountText } from '../money/money-text';

/** A percentage from basis points (1 200 → "12%"). */
export function rateText(bps: number, lang: string): string {
  try {
    return numberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
  } catch {
    return `${bps / 100}%`;
  }
}
