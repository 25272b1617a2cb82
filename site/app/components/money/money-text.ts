import type { CurrencyFormat } from '@cf/domain/constants';
import { type CurrencyDisplay, type MoneyForm, formatMoney, formatMoneyParts } from '@cf/domain/currency-format';

export type { MoneyForm };

/** A currency as the API sends it (its display format may arrive as a plain string). */
export type MoneyCurrency = { code: string; symbol: string; displayFormat: string; decimals: number };

/**
 * The site's one text for an amount in minor units: the currency's display format, digits in the
 * page's language, exact (detail pages, receipts) unless a card asks for compact. No amount: "—";
 * no currency yet (an unfinished campaign): the number alone. Inside markup, prefer <Money>, which
 * also isolates the amount from the page's direction.
 */
export function moneyText(
  minor: number | null | undefined,
  currency: MoneyCurrency | null | undefined,
  lang: string,
  form: MoneyForm = 'exact',
): string {
  if (minor === null || minor === undefined) return '—';
  return formatMoney(minor, displayOf(currency), lang, form);
}

/** The same amount in parts (a code before, the amount, a code after), for <Money>'s layout. */
export function moneyParts(minor: number, currency: MoneyCurrency | null | undefined, lang: string, form: MoneyForm = 'exact') {
  return formatMoneyParts(minor, displayOf(currency), lang, form);
}

function displayOf(currency: MoneyCurrency | null | undefined): CurrencyDisplay {
  const display = currency ?? { code: '', symbol: '', displayFormat: 'leftSymbol', decimals: 2 };
  return { ...display, displayFormat: display.displayFormat as CurrencyFormat };
}
