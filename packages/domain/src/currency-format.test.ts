import { describe, expect, it } from 'vitest';
import type { CurrencyFormat } from './constants';
import { formatMoney } from './currency-format';

const usd = (displayFormat: CurrencyFormat) => ({ code: 'USD', symbol: '$', displayFormat, decimals: 2 });
const jpy = (displayFormat: CurrencyFormat) => ({ code: 'JPY', symbol: '¥', displayFormat, decimals: 0 });

describe('formatMoney', () => {
  it.each<[CurrencyFormat, string, string]>([
    ['leftCode', 'USD1,234.50', 'JPY1,235'],
    ['leftSpaceCode', 'USD 1,234.50', 'JPY 1,235'],
    ['rightCode', '1,234.50USD', '1,235JPY'],
    ['rightSpaceCode', '1,234.50 USD', '1,235 JPY'],
    ['leftSymbol', '$1,234.50', '¥1,235'],
    ['rightSymbol', '1,234.50$', '1,235¥'],
  ])('%s: 2 decimals %s, 0 decimals %s', (format, twoDecimals, zeroDecimals) => {
    expect(formatMoney(123_450, usd(format))).toBe(twoDecimals);
    expect(formatMoney(1235, jpy(format))).toBe(zeroDecimals);
  });

  it.each([
    [0, usd('leftSymbol'), '$0.00'],
    [0, jpy('rightCode'), '0JPY'],
    [1, usd('leftSymbol'), '$0.01'],
    [5, usd('leftSymbol'), '$0.05'],
    [-250, usd('leftSymbol'), '-$2.50'],
    [-250, usd('rightSpaceCode'), '-2.50 USD'],
    [100_000_000_00, usd('leftSpaceCode'), 'USD 100,000,000.00'],
  ])('%i minor units → %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });

  it('groups and separates by locale', () => {
    expect(formatMoney(123_450, usd('rightSpaceCode'), 'fr').replace(/\s/g, ' ')).toBe('1 234,50 USD');
    expect(formatMoney(123_450, usd('leftSymbol'), 'de')).toBe('$1.234,50');
  });

  it('a three-decimal currency shows three decimals', () => {
    expect(formatMoney(1_234, { code: 'BHD', symbol: 'BD', displayFormat: 'leftSpaceCode', decimals: 3 })).toBe('BHD 1.234');
  });

  it('keeps each locale and precision apart when formats are reused', () => {
    const bhd = { code: 'BHD', symbol: 'BD', displayFormat: 'leftSpaceCode' as const, decimals: 3 };
    for (let round = 0; round < 2; round++) {
      expect(formatMoney(123_450, usd('leftSymbol'), 'de')).toBe('$1.234,50');
      expect(formatMoney(123_450, usd('leftSymbol'), 'en')).toBe('$1,234.50');
      expect(formatMoney(1_234, bhd, 'en')).toBe('BHD 1.234');
      expect(formatMoney(1_235, jpy('leftSymbol'), 'en')).toBe('¥1,235');
    }
  });
});
