import { formatMoney } from '@cf/domain/currency-format';
import type { WalletCurrency } from '~/lib/wallet/types';

/** An amount in the currency's display format, digits in the page's language. */
export const moneyText = (minor: number, currency: WalletCurrency, lang: string) => formatMoney(minor, currency, lang);
