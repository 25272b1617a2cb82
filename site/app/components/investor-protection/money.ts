import type { MoneyCurrency } from '../money/money-text';

/** ECSP figures are in euros, FCA figures in pounds, whatever the campaign's currency. */
export const EUR: MoneyCurrency = { code: 'EUR', symbol: '€', displayFormat: 'leftSymbol', decimals: 2 };
export const GBP: MoneyCurrency = { code: 'GBP', symbol: '£', displayFormat: 'leftSymbol', decimals: 2 };
