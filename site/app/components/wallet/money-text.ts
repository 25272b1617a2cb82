import { type CurrencyDisplay, formatMoney } from '@cf/domain/currency-format';

/** An amount in the currency's display format, digits in the page's language. */
export const moneyText = (minor: number, currency: CurrencyDisplay, lang: string) => formatMoney(minor, currency, lang);
